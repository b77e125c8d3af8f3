import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { publicOrigin } from '../../platform/origin';
import { ownerOf, ownersForReview, reviewOwner } from './owner.service';

/**
 * The console's review of the shuttle's car owners (reviewer, admin): the same rules as `pin:pending` and
 * `pin:review` (pin.ops.ts). The owner is texted after the decision commits, so its audit line follows it.
 */
export function pinAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db, config, storage } = deps;

  adminRoute(api, db, e.adminPinOwners, async ({ query, request, note }) => {
    const owners = await ownersForReview(db, storage, publicOrigin(config, request), query.status);
    await note('pin.owner.list', { status: query.status, owners: owners.list.map((o) => o.user_id) });
    return owners;
  });

  adminRoute(api, db, e.adminPinOwnerDecide, async ({ body, operator, auditedAfter }) =>
    auditedAfter(
      'pin.owner.review',
      async () => {
        const before = await ownerOf(db, body.id);
        const result = await reviewOwner(deps, {
          userId: body.id,
          decision: body.decision,
          reason: body.reason,
          reviewer: operator.actor,
        });
        return {
          result,
          target: `pin-owner:${body.id}`,
          before: { status: before.status, reason: before.reason },
          after: { status: result.status, reason: result.reason },
          detail: { decision: body.decision },
        };
      },
      `pin-owner:${body.id}`,
    ),
  );
}
