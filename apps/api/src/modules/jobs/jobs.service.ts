import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { QUEUE_NAMES, QUEUES } from './queues';

const STATES = ['created', 'retry', 'active', 'completed', 'failed'] as const;

interface FailedRow {
  id: string;
  queue: string;
  data: unknown;
  output: { message?: string; by?: string } | null;
  attempts: number;
  failed_at: Date;
}

/**
 * What operators see of the queue (docs/jobs.md): each queue's schedule and how many of its jobs are in
 * each state, and the latest failures, from pg-boss's tables (kept 12 hours, then 7 days in the archive).
 */
export async function jobsOverview(db: Db, failedLimit = 20) {
  const counts = await rowsOf<{ name: string; state: string; n: number }>(
    db,
    sql`select name, state::text as state, count(*)::int as n from pgboss.job group by name, state`,
  );
  const failed = await rowsOf<FailedRow>(
    db,
    sql`select id, name as queue, data, output, retry_count + 1 as attempts, completed_on as failed_at
        from pgboss.job where state = 'failed'
        union all
        select id, name, data, output, retry_count + 1, completed_on
        from pgboss.archive where state = 'failed'
        order by failed_at desc limit ${failedLimit}`,
  );
  return {
    queues: QUEUE_NAMES.map((name) => ({
      name,
      schedule: QUEUES[name].schedule ?? null,
      ...(Object.fromEntries(
        STATES.map((state) => [state, counts.find((c) => c.name === name && c.state === state)?.n ?? 0]),
      ) as Record<(typeof STATES)[number], number>),
    })),
    failed: failed.map((f) => ({
      id: f.id,
      queue: f.queue,
      data: f.data,
      error: f.output?.message ?? '',
      by: f.output?.by ?? null,
      attempts: f.attempts,
      failed_at: new Date(f.failed_at).toISOString(),
    })),
  };
}
