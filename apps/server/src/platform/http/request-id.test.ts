import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * Request ids (issue 35, decision 0151): the proxy's X-Request-Id kept when it looks like one, a random UUID
 * otherwise, echoed in the response and carried by every log line of the request.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lines: Record<string, unknown>[] = [];
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  other = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await other.close();
});

describe('X-Request-Id', () => {
  it("keeps the proxy's id and echoes it, on answers and on 404s alike", async () => {
    for (const url of ['/health', '/api/no-such-thing/']) {
      const response = await t.app.inject({ url, headers: { 'x-request-id': 'nginx-7f3a:01.2_b' } });
      expect(response.headers['x-request-id']).toBe('nginx-7f3a:01.2_b');
    }
  });

  it('replaces an id that does not look like one with a random UUID', async () => {
    for (const bad of ['a b', 'x'.repeat(129), 'id\u00e9', 'id;drop', '']) {
      const response = await t.app.inject({ url: '/health', headers: { 'x-request-id': bad } });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('makes ids that two instances never share (not a per-process counter)', async () => {
    const ids = new Set<string>();
    for (const app of [t, other, t, other]) {
      const response = await app.app.inject({ url: '/health' });
      ids.add(String(response.headers['x-request-id']));
    }
    expect(ids.size).toBe(4);
    for (const id of ids) expect(id).toMatch(UUID);
  });

  it('is in every log line of the request', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/health', headers: { 'x-request-id': 'trace-me-42' } });
    const own = lines.filter((line) => line.request_id === 'trace-me-42');
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.filter((line) => line.req !== undefined || line.res !== undefined)).toEqual(own);
  });
});
