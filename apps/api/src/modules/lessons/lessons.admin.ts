import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { classApplicationsForReview, decideClassApplication, notifyClassDecision } from './class-applications.service';

/** The console's review of students' offline-class applications (reviewer, admin). */
export function lessonsAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  adminRoute(api, db, e.adminClassApplications, async ({ query }) => ({
    list: await classApplicationsForReview(db, query.status),
  }));

  adminRoute(api, db, e.adminClassApplicationDecide, async ({ body, operator, audited }) => {
    const decided = await audited(
      'class.application.decide',
      async (tx) => {
        const { before, after } = await decideClassApplication(tx, { ...body, reviewer: operator.actor });
        return {
          result: after,
          target: `class-application:${body.id}`,
          before: { status: before.status, reason: before.reason },
          after: { status: after.status, reason: after.reason },
          detail: { user_id: after.user_id, decision: body.decision },
        };
      },
      `class-application:${body.id}`,
    );
    // After the commit: the job reads the decided row.
    await notifyClassDecision(deps, decided.id);
    return decided;
  });
}
