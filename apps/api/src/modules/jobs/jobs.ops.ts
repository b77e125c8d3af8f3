import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { audit } from '../../platform/audit';
import { ok } from '../../platform/envelope';
import { opsInput } from '../../platform/ops-input';
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
 * The job queue, inside /api/ops (the operator token is checked there):
 *   GET  /ops/jobs         each queue's schedule and jobs by state, and the latest failures
 *   POST /ops/jobs/:queue  run a sweep now rather than at its next slot: {id}, or {id: null} when one
 *                          is already waiting; the job's row in pgboss.job keeps its outcome
 */
export function jobsOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  ops.get('/jobs', async () => ok(await jobsOverview(deps.db)));

  ops.post('/jobs/:queue', async (request) => {
    const queue = opsInput(Sweep, (request.params as { queue: string }).queue);
    const id = await deps.jobs.send(queue, null);
    await audit(deps.db, 'ops-token', 'jobs.run', { queue, id });
    return ok({ id });
  });
}
