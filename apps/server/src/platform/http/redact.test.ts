import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { redactError, redactErrorMessage, redactUrl } from './redact.ts';

describe('redactUrl', () => {
  it('hides the token in the notification socket path', () => {
    expect(redactUrl('/ws/guest/HOTEL-DEMO/abcDEF123_-/')).toBe('/ws/guest/HOTEL-DEMO/[redacted]/');
  });

  it('hides token query parameters and keeps the rest', () => {
    expect(redactUrl('/ws/chat_1/?token=secret&conversation_id=4')).toBe(
      '/ws/chat_1/?token=[redacted]&conversation_id=4',
    );
    expect(redactUrl('/api/chat/history/?hotel_id=H&session_token=s3')).toBe(
      '/api/chat/history/?hotel_id=H&session_token=[redacted]',
    );
  });

  it('leaves ordinary paths alone', () => {
    expect(redactUrl('/api/items/?location=3')).toBe('/api/items/?location=3');
  });
});

/** What a session lookup binds: the SHA-256 of a guest's token, as hex. */
const TOKEN_HASH = '9f2c1e7ab54d0c33e8a1f6b2d4c5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70';

/** A PostgreSQL error as pg builds it (from a real answer: the value quoted in the message). */
function pgError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('redactError', () => {
  it('keeps the statement with its placeholders and the SQLSTATE, and drops every value', () => {
    const cause = pgError(`invalid input syntax for type uuid: "${TOKEN_HASH}"`, {
      code: '22P02',
      detail: `Key (token_hash)=(${TOKEN_HASH}) already exists.`,
      where: `unnamed portal parameter $1 = '${TOKEN_HASH}'`,
    });
    const query = 'select "id" from "guest_sessions" where "token_hash" = $1 and "stay_id" = $2';
    const error = new DrizzleQueryError(query, [TOKEN_HASH, 12], cause);
    const logged = redactError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(TOKEN_HASH);
    expect(text).not.toContain('9f2c1e7ab54d');
    expect(logged.query).toBe(query);
    expect(logged.code).toBe('22P02');
    expect(logged.params).toBeUndefined();
    expect(logged.message).toContain(`Failed query: ${query}\nparams: [redacted]`);
    expect(logged.message).toContain('invalid input syntax for type uuid');
    expect(logged.stack).toContain('caused by: Error: invalid input syntax');
    expect(redactErrorMessage(error)).not.toContain(TOKEN_HASH);
  });

  it('cuts a value that holds a line break whole', () => {
    const error = new DrizzleQueryError(
      'insert into "notes" ("text") values ($1)',
      ['line one\nline two'],
      undefined,
    );
    const text = JSON.stringify(redactError(error));
    expect(text).not.toContain('line one');
    expect(text).not.toContain('line two');
  });

  it('drops the parameters a driver error carries itself', () => {
    const error = pgError('duplicate key value violates unique constraint "sessions_token_hash_key"', {
      code: '23505',
      parameters: [TOKEN_HASH],
      detail: `Key (token_hash)=(${TOKEN_HASH}) already exists.`,
    });
    const logged = redactError(error);
    expect(JSON.stringify(logged)).not.toContain(TOKEN_HASH);
    expect(logged.code).toBe('23505');
    expect(logged.message).toContain('sessions_token_hash_key');
  });

  it('leaves what is not an error as it is', () => {
    expect(redactError('plain' as unknown as Error)).toBe('plain');
  });
});

describe('the server log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'error' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs a query that failed on the database with its text and SQLSTATE, not its secret parameter', async () => {
    const failed = await t.ctx.db
      .execute(sql`select ${TOKEN_HASH}::int as token_hash where ${TOKEN_HASH} <> ${'x' + TOKEN_HASH}`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    // The database quoted the value back; without the serializer every one of these would be logged.
    expect(JSON.stringify({ message: (failed as Error).message })).toContain(TOKEN_HASH);
    t.app.log.error({ err: failed }, 'request failed');
    const line = lines.find((candidate) => candidate.includes('request failed'));
    expect(line).toBeDefined();
    expect(line).not.toContain(TOKEN_HASH);
    const logged = JSON.parse(line!) as { err: { query: string; code: string; message: string } };
    expect(logged.err.query).toMatch(/select \$1::int as token_hash where \$2 <> \$3/);
    expect(logged.err.code).toBe('22P02');
    expect(logged.err.message).toContain('params: [redacted]');
  });
});
