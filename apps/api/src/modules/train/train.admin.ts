import { adminEndpoints as e } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { trainChecks } from '../../db/schema';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { publicOrigin } from '../../platform/origin';
import { checksForReview, isListed, reviewCheck } from './checks.service';

/** A check's review state and whether its coach shows to students, for the audit line's `before`. */
async function checkState(db: Db, id: number) {
  const [row] = await db
    .select({ status: trainChecks.status, reason: trainChecks.reason, userId: trainChecks.userId })
    .from(trainChecks)
    .where(eq(trainChecks.id, id));
  return row ? { status: row.status, reason: row.reason, listed: await isListed(db, row.userId) } : null;
}

/**
 * The console's review of coach-for-hire checks (reviewer, admin): the same rules as `train:pending` and
 * `train:review` (train.ops.ts). Listing is noted in the log: the photos are identity documents.
 */
export function trainAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db, config, storage } = deps;

  adminRoute(api, db, e.adminTrainChecks, async ({ query, request, note }) => {
    const checks = await checksForReview(db, storage, publicOrigin(config, request), query.status);
    await note('train.check.list', { status: query.status, checks: checks.list.map((c) => c.id) });
    return checks;
  });

  // reviewCheck commits on its own and then asks whether the coach is listed, so the line follows it.
  adminRoute(api, db, e.adminTrainCheckDecide, async ({ body, operator, auditedAfter }) =>
    auditedAfter(
      'train.check.review',
      async () => {
        const before = await checkState(db, body.id);
        const result = await reviewCheck(db, { ...body, reviewer: operator.actor });
        return {
          result,
          target: `train-check:${body.id}`,
          before,
          after: { status: result.status, reason: result.reason, listed: result.listed },
          detail: { kind: result.kind, user_id: result.user_id, decision: body.decision },
        };
      },
      `train-check:${body.id}`,
    ),
  );
}
