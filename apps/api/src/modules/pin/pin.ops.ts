import { opsEndpoints as o } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { opsRoute } from '../../platform/ops-route';
import { publicOrigin } from '../../platform/origin';
import { ownersForReview } from './owner.service';
import { decideOwner, OWNER_REVIEW, ownerTarget } from './owner-decision';

/**
 * Operator review of car owners (pin:pending, pin:review), inside /api/ops: owners in a state with links to
 * their three photos that open for 15 minutes, and the decision the console makes too (owner-decision.ts).
 * Every call is audited: the photos are identity documents.
 */
export function pinOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  const { db, config, storage } = deps;

  opsRoute(ops, db, o.opsPinOwners, async ({ query, request, note }) => {
    const owners = await ownersForReview(db, storage, publicOrigin(config, request), query.status);
    await note('pin.owner.list', { status: query.status, owners: owners.list.map((x) => x.user_id) });
    return owners;
  });

  opsRoute(ops, db, o.opsPinOwnerReview, async ({ params, body, actor, auditedAfter }) =>
    auditedAfter(
      OWNER_REVIEW,
      async () => {
        const change = await decideOwner(deps, { userId: params.user_id, ...body }, actor);
        return { ...change, detail: { ...change.detail, reason: body.reason, status: change.result.status } };
      },
      ownerTarget(params.user_id),
    ),
  );
}
