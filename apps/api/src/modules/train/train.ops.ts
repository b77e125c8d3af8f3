import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { audit } from '../../platform/audit';
import { ok } from '../../platform/envelope';
import { opsBody, opsInput } from '../../platform/ops-input';
import { publicOrigin } from '../../platform/origin';
import { checksForReview, reviewCheck } from './checks.service';

const Status = z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') });
const Id = z.coerce.number().int().positive();
const Review = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().max(200).default(''),
});

/**
 * Operator review of coach-for-hire checks, inside /api/ops (the operator token is checked there):
 *   GET  /ops/train/checks?status=pending     checks in that state (pending by default), oldest first, with
 *                                             links to their photos that open for 15 minutes
 *   POST /ops/train/checks/:id/review          {"decision":"approve"|"reject","reason":"…"}
 * Every call is audited: the photos are identity documents.
 */
export function trainOpsRoutes(ops: FastifyInstance, deps: Deps, actor = 'ops-token'): void {
  const { db, config, storage } = deps;

  ops.get('/train/checks', async (request) => {
    const { status } = opsInput(Status, request.query);
    const checks = await checksForReview(db, storage, publicOrigin(config, request), status);
    await audit(db, actor, 'train.check.list', { status, checks: checks.list.map((c) => c.id) });
    return ok(checks);
  });

  ops.post('/train/checks/:id/review', async (request) => {
    const id = opsInput(Id, (request.params as { id: string }).id);
    const input = opsBody(Review, request.body);
    const result = await reviewCheck(db, { id, ...input, reviewer: actor }).catch(async (error: unknown) => {
      await audit(db, actor, 'train.check.review', { id, ...input, error: (error as Error).message });
      throw error;
    });
    await audit(db, actor, 'train.check.review', {
      id,
      ...input,
      kind: result.kind,
      user_id: result.user_id,
      status: result.status,
    });
    return ok(result);
  });
}
