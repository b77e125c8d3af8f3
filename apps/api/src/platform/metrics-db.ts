import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Database, rowsOf } from '../db/client';
import type { Metrics } from './metrics';

/**
 * The database seen from this process. PostgreSQL: the connection pool (busy, idle, the most it opens,
 * queries waiting for a connection). PGlite has one connection and no pool; there the probe shows the
 * wait: a query runs only after those ahead of it. Both: the probe and the database's size on disk.
 */
export function watchDatabase(metrics: Metrics, database: Database): void {
  if (database.kind === 'postgres') {
    // drizzle keeps the client it was given: for PostgreSQL, the pool db/client.ts made.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    metrics.gauge({
      name: 'xueche_db_pool_connections',
      help: 'PostgreSQL connections this process holds open, busy with a query or idle',
      labelNames: ['state'],
      read: () => [
        { labels: { state: 'busy' }, value: pool.totalCount - pool.idleCount },
        { labels: { state: 'idle' }, value: pool.idleCount },
      ],
    });
    metrics.gauge({
      name: 'xueche_db_pool_max',
      help: 'The most PostgreSQL connections this process opens',
      read: () => [{ value: pool.options.max }],
    });
    metrics.gauge({
      name: 'xueche_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL connection',
      read: () => [{ value: pool.waitingCount }],
    });
  }
  metrics.gauge({
    name: 'xueche_db_probe_seconds',
    help: 'How long `select 1` took at the scrape, waiting for a connection included',
    labelNames: ['database'],
    read: async () => {
      const start = performance.now();
      await rowsOf(database.db, sql`select 1`);
      return [{ labels: { database: database.kind }, value: (performance.now() - start) / 1000 }];
    },
  });
  metrics.gauge({
    name: 'xueche_db_size_bytes',
    help: 'Size of the database on disk',
    labelNames: ['database'],
    read: async () => {
      const [row] = await rowsOf<{ bytes: string | number }>(
        database.db,
        sql`select pg_database_size(current_database()) as bytes`,
      );
      return [{ labels: { database: database.kind }, value: Number(row?.bytes ?? 0) }];
    },
  });
}
