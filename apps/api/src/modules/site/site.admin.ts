import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { applicationsForOps } from './practice.service';
import { decidePractice, PRACTICE_DECIDE, practiceTarget } from './practice-decision';

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
      PRACTICE_DECIDE,
      () => decidePractice(deps, { id: body.id, decision: body.decision, reply: body.reason }, operator.actor),
      practiceTarget(body.id),
    ),
  );
}
