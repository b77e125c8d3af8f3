import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import type { Metrics } from './metrics';

const STATES = ['created', 'retry', 'active'] as const;

/**
 * The job queue (modules/jobs, pg-boss in the app's database). Depth is read from pg-boss's table at each
 * scrape, so every process reports the whole queue; failures are the attempts this process ran. Returns
 * what the jobs module calls when an attempt fails (`final`: no retry left, the job stays failed).
 */
export function watchJobs(
  metrics: Metrics,
  db: Db,
  queues: readonly string[],
): (queue: string, final: boolean) => void {
  metrics.gauge({
    name: 'xueche_job_queue_depth',
    help: 'Jobs by queue and state: created (waiting, or due later), retry (waiting for a retry), active (running)',
    labelNames: ['queue', 'state'],
    read: async () => {
      const rows = await rowsOf<{ name: string; state: string; n: number }>(
        db,
        sql`select name, state::text as state, count(*)::int as n from pgboss.job
            where state in ('created', 'retry', 'active') group by name, state`,
      );
      return queues.flatMap((queue) =>
        STATES.map((state) => ({
          labels: { queue, state },
          value: rows.find((r) => r.name === queue && r.state === state)?.n ?? 0,
        })),
      );
    },
  });
  const failures = metrics.counter({
    name: 'xueche_job_failures_total',
    help: 'Job attempts that failed in this process, by queue; final="true": no retry left, the job stays failed',
    labelNames: ['queue', 'final'],
  });
  return (queue, final) => failures.inc({ queue, final: String(final) });
}
