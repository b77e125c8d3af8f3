import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** A named statement's value, given by `key` when it runs. */
export const slot = (key: string) => sql.placeholder(key);

/**
 * A hot path's statement whose text never changes: its SQL is built once, here, and it runs as a named
 * prepared statement, which PostgreSQL parses and plans once per connection rather than on every call.
 * Values are `sql.placeholder(key)` in the statement and an object when it runs, in whichever database or
 * transaction is given. Drizzle's query builders build the text again on every call (a quarter of the
 * server's CPU per payment notification: docs/performance.md), so the few statements that need this are
 * written as SQL text.
 */
export function namedStatement<Row = unknown>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    // node-postgres and PGlite both answer with `{ rows }`, as objects by column name.
    return (result as { rows: Row[] }).rows;
  };
}
