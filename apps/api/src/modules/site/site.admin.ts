import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { applicationsForOps, decideApplication } from './practice.service';

/**
 * The console's decisions on on-site practice applications (reviewer, admin): the same rules as
 * `site:pending` and `site:decide` (site.ops.ts). The student is texted after the decision commits (the job
 * reads the decided row), so its audit line follows it.
 */
export function siteAdminRoutes(api: FastifyInstance, deps: Deps): void {
  adminRoute(api, deps.db, e.adminSitePractice, async ({ query }) => ({
    list: await applicationsForOps(deps.db, query.status),
  }));

  adminRoute(api, deps.db, e.adminSitePracticeDecide, async ({ body, operator, auditedAfter }) =>
    auditedAfter(
      'site.practice.decide',
      async () => {
        const result = await decideApplication(deps, {
          id: body.id,
          decision: body.decision,
          reply: body.reason,
          operator: operator.actor,
        });
        return {
          result,
          target: `site-practice:${body.id}`,
          // Only a pending application is decided (409 otherwise).
          before: { status: 'pending' },
          after: { status: result.status, reply: result.reply },
          detail: { decision: body.decision },
        };
      },
      `site-practice:${body.id}`,
    ),
  );
}
