import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { publicOrigin } from '../../platform/origin';
import { pendingCertifications } from './certification.service';
import { CERT_REVIEW, certificationTarget, decideCertification } from './certification-decision';

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
    audited(CERT_REVIEW, (tx) => decideCertification(tx, body, operator.actor), certificationTarget(body.id)),
  );
}
