import { opsEndpoints as o } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { opsInput } from '../../platform/ops-input';
import { opsRoute } from '../../platform/ops-route';
import { jobsOverview } from './jobs.service';
import { QUEUE_NAMES, QUEUES, type QueueName } from './queues';

/**
 * The queues an operator may run at once: the sweeps (one waiting at most), which carry nothing and look
 * for their work, scheduled or not.
 */
const Sweep = z.enum(
  QUEUE_NAMES.filter((name) => QUEUES[name].options.policy === 'stately') as [QueueName, ...QueueName[]],
);

/**
 * The job queue, inside /api/ops (jobs, jobs:run): each queue's schedule and jobs by state with the latest
 * failures, and a sweep run now rather than at its next slot ({id}, or {id: null} when one is already
 * waiting; the job's row in pgboss.job keeps its outcome).
 */
export function jobsOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  opsRoute(ops, deps.db, o.opsJobs, async () => jobsOverview(deps.db));

  opsRoute(ops, deps.db, o.opsJobRun, async ({ params, auditedAfter }) => {
    const queue = opsInput(Sweep, params.queue);
    return auditedAfter('jobs.run', async () => {
      const id = await deps.jobs.send(queue, null);
      return { result: { id }, target: `queue:${queue}`, detail: { id } };
    });
  });
}
