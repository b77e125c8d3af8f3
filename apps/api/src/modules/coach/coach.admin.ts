import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { decideTheoryApplication, theoryApplicationsForReview } from './applications.service';

/**
 * The console's review of coaches' theory-course applications (reviewer, admin). An approval grants the
 * student the subject's VIP in the same transaction as the decision and its audit line (entitlement before →
 * after); a rejection's reason shows on the coach's '/coach-audit'.
 */
export function coachAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  adminRoute(api, db, e.adminTheoryApplications, async ({ query }) => ({
    list: await theoryApplicationsForReview(db, query.status),
  }));

  adminRoute(api, db, e.adminTheoryApplicationDecide, async ({ body, operator, audited }) =>
    audited(
      'theory.application.decide',
      async (tx) => {
        const { before, after, entitlement } = await decideTheoryApplication(tx, { ...body, reviewer: operator.actor });
        return {
          result: after,
          target: `theory-application:${body.id}`,
          before: { status: before.status, reason: before.reason, entitlement: entitlement?.before ?? null },
          after: { status: after.status, reason: after.reason, entitlement: entitlement?.after ?? null },
          detail: { student_id: after.student?.id ?? null, subject: after.subject, decision: body.decision },
        };
      },
      `theory-application:${body.id}`,
    ),
  );
}
