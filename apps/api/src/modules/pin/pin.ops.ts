import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { audit } from '../../platform/audit';
import { ok } from '../../platform/envelope';
import { opsBody, opsInput } from '../../platform/ops-input';
import { publicOrigin } from '../../platform/origin';
import { ownersForReview, reviewOwner } from './owner.service';

const Status = z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') });
const UserId = z.coerce.number().int().positive();
const Review = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().max(200).default(''),
});

/**
 * Operator review of car owners, inside /api/ops (the operator token is checked there):
 *   GET  /ops/pin/owners?status=pending          owners in that state (pending by default), with links to
 *                                                 their three photos that open for 15 minutes
 *   POST /ops/pin/owners/:user_id/review          {"decision":"approve"|"reject","reason":"…"}
 * Every call is audited: the photos are identity documents.
 */
export function pinOpsRoutes(ops: FastifyInstance, deps: Deps, actor = 'ops-token'): void {
  const { db, config, storage } = deps;

  ops.get('/pin/owners', async (request) => {
    const { status } = opsInput(Status, request.query);
    const owners = await ownersForReview(db, storage, publicOrigin(config, request), status);
    await audit(db, actor, 'pin.owner.list', { status, owners: owners.list.map((o) => o.user_id) });
    return ok(owners);
  });

  ops.post('/pin/owners/:user_id/review', async (request) => {
    const userId = opsInput(UserId, (request.params as { user_id: string }).user_id);
    const input = opsBody(Review, request.body);
    const result = await reviewOwner(deps, { userId, ...input, reviewer: actor }).catch(async (error: unknown) => {
      await audit(db, actor, 'pin.owner.review', { user_id: userId, ...input, error: (error as Error).message });
      throw error;
    });
    await audit(db, actor, 'pin.owner.review', { user_id: userId, ...input, status: result.status });
    return ok(result);
  });
}
