import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss on the embedded PGlite, through its `db` option. pg-boss sends two kinds of SQL: one statement
 * with parameters (send, fetch, complete, fail…), which PGlite's query() runs, and scripts without
 * parameters (its schema; maintenance wrapped in BEGIN … COMMIT under an advisory lock), which need
 * exec(). A script runs inside PGlite's transaction(): PGlite has a single connection, and a script that
 * failed halfway would otherwise leave it in an aborted transaction, refusing every later query of the
 * app. (The script's own BEGIN and COMMIT are then harmless: PostgreSQL only warns about them.)
 */
export function pgliteBossDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
  };
}
