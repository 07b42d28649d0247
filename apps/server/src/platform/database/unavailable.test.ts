import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database.ts';

/** A PostgreSQL error as pg builds it: SQLSTATE in `code`, ERROR or FATAL in `severity`. */
function pgError(code: string, message: string, severity = 'ERROR') {
  return Object.assign(new Error(message), { code, severity });
}

/** Drizzle wraps the driver's error; the classification must see through it. */
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['08006', 'connection failure'],
    ['08001', 'sqlclient unable to establish sqlconnection'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['57P05', 'terminating connection due to idle-session timeout'],
    ['53300', 'sorry, too many clients already'],
  ])('%s (%s) is unavailability: 503', (code, message) => {
    expect(isDatabaseUnavailable(wrapped(pgError(code, message, 'FATAL')))).toBe(true);
  });

  it('55000 from a database that does not accept connections now is unavailability (as PostgreSQL 16 answers it)', () => {
    // Captured from a real server: ALTER DATABASE … ALLOW_CONNECTIONS false, then a connect.
    const refused = Object.assign(
      pgError('55000', 'database "hotel" is not currently accepting connections', 'FATAL'),
      {
        routine: 'CheckMyDatabase',
      },
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
    // The same refusal in another server language: FATAL is what says the session could not start.
    expect(
      isDatabaseUnavailable(
        pgError('55000', 'la base de données « hotel » n’accepte pas les connexions', 'FATAL'),
      ),
    ).toBe(true);
  });

  it('a statement’s own 55000, 57P04 (database dropped), class 53 other than 53300 and statement errors stay 500', () => {
    expect(
      isDatabaseUnavailable(
        wrapped(pgError('55000', 'currval of sequence "orders_id_seq" is not yet defined in this session')),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(pgError('57P04', 'database "hotel" does not exist', 'FATAL'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('53100', 'could not extend file: No space left on device'))).toBe(
      false,
    );
    expect(
      isDatabaseUnavailable(wrapped(pgError('23505', 'duplicate key value violates unique constraint'))),
    ).toBe(false);
    expect(isDatabaseUnavailable(wrapped(pgError('42P01', 'relation "nope" does not exist')))).toBe(false);
  });

  it('Node’s connection errors are unavailability', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
  });
});
