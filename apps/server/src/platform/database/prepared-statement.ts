import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

const dialect = new PgDialect();

/** Runs the statement with these values for its `sql.placeholder(name)`s; the rows it returns. */
export type PreparedStatement<Row> = (db: Database, values: Record<string, unknown>) => Promise<Row[]>;

/**
 * A statement for the hottest paths, its text built once (on first use) from `build`, whose values are
 * `sql.placeholder(name)`s. On PostgreSQL it is a named prepared statement: each pooled connection parses
 * and plans it once, and every later run sends only its values (no SQL built here, none parsed there).
 * `name` must be unique in the server: one name, one text. The embedded database runs it as a plain query.
 */
export function preparedStatement<Row>(name: string, build: () => SQL): PreparedStatement<Row> {
  let query: Query | undefined;
  const prepared = new WeakMap<Database, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db, values) => {
    let statement = prepared.get(db);
    if (!statement) {
      query ??= dialect.sqlToQuery(build());
      statement = db._.session.prepareQuery(query, undefined, name, false);
      prepared.set(db, statement);
    }
    const result = (await statement.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
