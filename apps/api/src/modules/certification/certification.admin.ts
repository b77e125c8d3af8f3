import { adminEndpoints as e } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { coachCertifications } from '../../db/schema';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { publicOrigin } from '../../platform/origin';
import { pendingCertifications, reviewCertification } from './certification.service';

/** A certification's review state, for the audit line's `before`. */
async function reviewState(db: Db, id: number) {
  const [row] = await db
    .select({ status: coachCertifications.status, reason: coachCertifications.reason })
    .from(coachCertifications)
    .where(eq(coachCertifications.id, id));
  return row ?? null;
}

/**
 * The console's review of coach certifications (reviewer, admin): the same rules as `coach:pending` and
 * `coach:review` (certification.ops.ts). Listing is audited too: the photos are identity documents.
 */
export function certificationAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db, config, storage } = deps;

  adminRoute(api, db, e.adminCertifications, async ({ request, note }) => {
    const pending = await pendingCertifications(db, storage, publicOrigin(config, request));
    await note('coach.cert.list', { pending: pending.list.map((c) => c.id) });
    return pending;
  });

  adminRoute(api, db, e.adminCertificationDecide, async ({ body, operator, audited }) =>
    audited(
      'coach.cert.review',
      async (tx) => {
        const before = await reviewState(tx, body.id);
        const result = await reviewCertification(tx, { ...body, reviewer: operator.actor });
        return {
          result,
          target: `certification:${body.id}`,
          before,
          after: { status: result.status, reason: result.reason },
          detail: { coach_id: result.coach_id, decision: body.decision },
        };
      },
      `certification:${body.id}`,
    ),
  );
}
