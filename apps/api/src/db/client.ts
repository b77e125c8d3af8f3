import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type Logger, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as schema from './schema';

type Schema = typeof schema;

/**
 * What a service runs its statements on: the app's database or a transaction opened on it. Both drivers'
 * databases (node-postgres, PGlite) and the `tx` that `db.transaction()` hands over are all this type, so a
 * function taking `Db` is called with either and no cast (docs/decisions/012-data-access.md).
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A transaction: for a function that is only right inside one (it locks rows with `for update` and writes
 * after, or must commit or roll back with its caller's other writes). Passing the app's database fails to
 * compile. Nested `tx.transaction()` is a savepoint.
 */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * The API's connections: ten per process, and no parallel workers. A request's queries touch a few
 * thousand rows at most; starting workers for them costs more than it saves (a busy coach's counts took
 * 24 ms with two workers, 12 ms without, bench:scale) and takes cores from the other requests.
 */
export const poolOptions = (url: string): pg.PoolConfig => ({
  connectionString: url,
  max: 10,
  options: '-c max_parallel_workers_per_gather=0',
  // A database that stops answering without closing (a dead host, a silent network) fails a request that
  // needs a connection after this long, instead of holding it forever; keep-alive finds dead connections.
  connectionTimeoutMillis: 10_000,
  keepAlive: true,
});

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory, or from a dump). */
export async function openDatabase(
  opts: {
    url?: string;
    dataDir?: string;
    pglite?: PGliteOptions;
    /** Sees every statement the app sends (not the migrations'): for counting them in tests. */
    logger?: Logger;
  },
  log: (msg: string) => void = () => {},
): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool(poolOptions(opts.url));
    // An idle connection the server drops (restart, failover, admin) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => log(`database: idle connection lost (${error.message})`));
    const db = drizzleNodePg(pool, { schema, logger: opts.logger });
    // Several API processes may start together: one migrates, the others wait.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(724310)');
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('select pg_advisory_unlock(724310)').catch(() => {});
      client.release();
    }
    log('database: PostgreSQL');
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = resolve(opts.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // One options object: PGlite reads its second argument only when the first is a path, so
  // `new PGlite(undefined, { loadDataDir })` started empty and every API test file on PGlite lost its dump.
  const client = new PGlite({ ...opts.pglite, dataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger: opts.logger });
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsDir });
  log(`database: PGlite ${dataDir ?? '(in memory)'}`);
  return { db, kind: 'pglite', close: () => client.close() };
}

/** `select 1`, refused after `timeoutMs`: a silent database must fail a health probe, not hang it. */
export async function ping(db: Db, timeoutMs = 3000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), silent]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Rows of a raw SQL query. PGlite and node-postgres both answer with `{ rows }`; the shared Db type
 * cannot say so, hence the cast in one place.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
