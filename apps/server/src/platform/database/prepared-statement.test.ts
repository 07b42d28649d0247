import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { preparedStatement } from './prepared-statement.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('preparedStatement', () => {
  it('builds its text once and runs it with each call’s values for its placeholders', async () => {
    let builds = 0;
    const sum = preparedStatement<{ total: number; label: string }>('test_prepared_sum', () => {
      builds += 1;
      return sql`select (${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int) as total,
                        ${sql.placeholder('label')}::text as label, ${'fixed'}::text as fixed`;
    });
    expect(await sum(t.ctx.db, { a: 1, b: 2, label: 'first' })).toEqual([
      { total: 3, label: 'first', fixed: 'fixed' },
    ]);
    // Many at once: on PostgreSQL several pooled connections each prepare it under the same name.
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) => sum(t.ctx.db, { a: index, b: 10, label: `n${index}` })),
    );
    expect(results.map(([row]) => row)).toEqual(
      Array.from({ length: 30 }, (_, index) => ({ total: index + 10, label: `n${index}`, fixed: 'fixed' })),
    );
    expect(builds).toBe(1);
  });

  it('refuses a call that leaves a placeholder without a value', async () => {
    const echo = preparedStatement<{ value: string }>(
      'test_prepared_echo',
      () => sql`select ${sql.placeholder('value')}::text as value`,
    );
    await expect(echo(t.ctx.db, {})).rejects.toThrow(/value/);
  });
});
