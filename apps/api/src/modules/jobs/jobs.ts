import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { pgliteBossDb } from './pglite-boss-db';
import { type JobHandlers, type JobPayloads, QUEUE_NAMES, QUEUES, type QueueName } from './queues';

/**
 * A pg-boss error as logged: its message and code. pg-pool hangs the whole database client on the error an
 * idle connection dies with (~3.5 KB: user, host, port, database, its socket), and pg-boss passes it on as is.
 */
const bossError = (error: unknown) => ({
  message: (error as Error)?.message,
  code: (error as { code?: unknown })?.code,
});

/** How often an idle worker asks for work; a job queued by this process wakes its worker at once. */
const POLL_MS = 2000;
/** On close, how long running jobs get to finish. One still running is retried once its expiry passes. */
const STOP_WAIT_MS = 5000;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** The job queue (docs/jobs.md): pg-boss in the app's own database, PostgreSQL or the embedded PGlite. */
export interface Jobs {
  /** Who runs jobs here, kept as `by` in each job's output: host, process and app instance. */
  readonly instance: string;
  /** Queues a job; null when the queue's policy drops it (a sweep already waiting). */
  send<Q extends QueueName>(queue: Q, data: JobPayloads[Q]): Promise<string | null>;
  /** What each queue does; before work() or workNow(). */
  handleWith(handlers: JobHandlers): void;
  /** Starts this process's workers: each queue polled, each job run by one worker in all processes. */
  work(): void;
  /**
   * Runs the jobs that are due, in this process, until none is left: one queue, or all in their order.
   * `skipDelays` runs retries without waiting for their backoff. Tests use it, instead of waiting for
   * workers to poll; returns how many jobs ran.
   */
  workNow(queue?: QueueName, opts?: { skipDelays?: boolean }): Promise<number>;
  /** Stops the workers, waits briefly for running jobs, and stops pg-boss. */
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the app's database: on PostgreSQL with a small pool of its own, on PGlite on the same
 * instance. Makes the queues and schedules of queues.ts (every process does; both are idempotent).
 * `work`: this process runs cron and maintenance (pg-boss's, coordinated across processes) and, once
 * work() is called, workers; otherwise it only queues. `failed` hears of each failed attempt (for /metrics).
 */
export async function openJobs(
  database: Database,
  log: FastifyBaseLogger,
  opts: { work: boolean; failed?: (queue: QueueName, final: boolean) => void },
): Promise<Jobs> {
  // drizzle keeps the client it was given: the PGlite instance, or the pool db/client.ts made.
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const connection =
    database.kind === 'pglite'
      ? { db: pgliteBossDb(client as PGlite) }
      : { connectionString: (client as pg.Pool).options.connectionString, max: 4, application_name: 'xueche-jobs' };
  const boss = new PgBoss({
    ...connection,
    schedule: opts.work,
    supervise: opts.work,
    // How often a process looks for due schedules (one look per interval across the fleet: one UPDATE) and
    // hands them to their queues. pg-boss's 30 s and 5 s let a minute's sweep start up to 35 s late, and on a
    // new database the first look comes before the schedules exist, so the first sweep waited 30 s more.
    cronMonitorIntervalSeconds: 10,
    cronWorkerIntervalSeconds: 2,
  });
  boss.on('error', (error) => log.error({ error: bossError(error) }, 'jobs: pg-boss'));
  await boss.start();
  for (const name of QUEUE_NAMES) {
    const { options, schedule } = QUEUES[name];
    // createQueue keeps an existing queue as it was: the update brings changed retry settings.
    await boss.createQueue(name, { name, ...options });
    await boss.updateQueue(name, { name, ...options });
    if (schedule) await boss.schedule(name, schedule);
  }
  for (const { name } of await boss.getSchedules()) {
    if (!(name in QUEUES && QUEUES[name as QueueName].schedule)) await boss.unschedule(name);
  }

  const instance = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let handlers: JobHandlers | undefined;
  let stopping = false;
  const loops: Promise<void>[] = [];
  const wakers = new Map<QueueName, () => void>();

  /**
   * Takes one due job (pg-boss locks it as it fetches: no other worker, here or in another process,
   * gets it), runs it and records the outcome: its output, or the error and a retry if any are left.
   */
  async function runOne(queue: QueueName, skipDelays: boolean): Promise<boolean> {
    if (!handlers) throw new Error('jobs: handleWith() first');
    const [job] = await boss.fetch<JobPayloads[QueueName]>(queue, {
      includeMetadata: true,
      ignoreStartAfter: skipDelays,
    });
    if (!job) return false;
    const handler = handlers[queue] as (data: JobPayloads[QueueName]) => Promise<Record<string, unknown>>;
    let output: Record<string, unknown>;
    try {
      output = await handler(job.data);
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      const attempt = `attempt ${job.retryCount + 1} of ${job.retryLimit + 1}`;
      log[last ? 'error' : 'warn']({ queue, job: job.id, err: error }, `job failed (${attempt})`);
      opts.failed?.(queue, last);
      await boss.fail(queue, job.id, { message: (error as Error).message, by: instance });
      return true;
    }
    // Not in the try: a job that did its work is never failed (and so retried) for a failed write here.
    await boss.complete(queue, job.id, { ...output, by: instance });
    return true;
  }

  async function loop(queue: QueueName): Promise<void> {
    while (!stopping) {
      let ran = false;
      try {
        ran = await runOne(queue, false);
      } catch (error) {
        // pg-boss's own calls (fetch, complete, fail) failed: a handler's error is logged in runOne.
        log.error({ queue, error: bossError(error) }, 'jobs: worker');
      }
      if (ran || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        wakers.set(queue, () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    instance,
    async send(queue, data) {
      const id = await boss.send(queue, data as object);
      wakers.get(queue)?.();
      return id;
    },
    handleWith(given) {
      handlers = given;
    },
    work() {
      if (!opts.work || loops.length) return;
      for (const queue of QUEUE_NAMES) loops.push(loop(queue));
    },
    async workNow(queue, { skipDelays = false } = {}) {
      let ran = 0;
      for (const q of queue ? [queue] : QUEUE_NAMES) while (await runOne(q, skipDelays)) ran++;
      return ran;
    },
    async stop() {
      stopping = true;
      for (const wake of wakers.values()) wake();
      await Promise.race([Promise.allSettled(loops), sleep(STOP_WAIT_MS, undefined, { ref: false })]);
      await boss.stop({ graceful: false });
    },
  };
}
