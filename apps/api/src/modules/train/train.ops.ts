import { opsEndpoints as o } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { opsRoute } from '../../platform/ops-route';
import { publicOrigin } from '../../platform/origin';
import { CHECK_REVIEW, checkTarget, decideCheck } from './check-decision';
import { checksForReview } from './checks.service';

/**
 * Operator review of coach-for-hire checks (train:pending, train:review), inside /api/ops: checks in a state,
 * oldest first, with links to their photos that open for 15 minutes, and the decision the console makes too
 * (check-decision.ts). Every call is audited: the photos are identity documents.
 */
export function trainOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  const { db, config, storage } = deps;

  opsRoute(ops, db, o.opsTrainChecks, async ({ query, request, note }) => {
    const checks = await checksForReview(db, storage, publicOrigin(config, request), query.status);
    await note('train.check.list', { status: query.status, checks: checks.list.map((c) => c.id) });
    return checks;
  });

  opsRoute(ops, db, o.opsTrainCheckReview, async ({ params, body, actor, auditedAfter }) =>
    auditedAfter(
      CHECK_REVIEW,
      async () => {
        const change = await decideCheck(db, { id: params.id, ...body }, actor);
        return { ...change, detail: { ...change.detail, reason: body.reason, status: change.result.status } };
      },
      checkTarget(params.id),
    ),
  );
}
