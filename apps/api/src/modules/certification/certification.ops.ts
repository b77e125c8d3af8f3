import { opsEndpoints as o } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { opsRoute } from '../../platform/ops-route';
import { publicOrigin } from '../../platform/origin';
import { certificationFile, pendingCertifications } from './certification.service';
import { CERT_REVIEW, certificationTarget, decideCertification } from './certification-decision';
import { sendObject } from './object-reply';

/**
 * Operator review of coach certifications (coach:pending, coach:review), inside /api/ops: the pending ones
 * with short-lived links to their photos, one photo, and the decision the console makes too
 * (certification-decision.ts). Every call is audited: these are identity documents.
 */
export function certificationOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  const { db, config, storage } = deps;

  opsRoute(ops, db, o.opsCertifications, async ({ request, note }) => {
    const pending = await pendingCertifications(db, storage, publicOrigin(config, request));
    await note('coach.cert.list', { pending: pending.list.map((c) => c.id) });
    return pending;
  });

  opsRoute(ops, db, o.opsCertificationFile, async ({ params, reply, note }) => {
    const file = await certificationFile(db, storage, params.id, params.which);
    await note('coach.cert.file', { coach_id: file.coachId });
    return sendObject(reply, file.object, 'private, no-store');
  });

  opsRoute(ops, db, o.opsCertificationReview, async ({ params, body, actor, audited }) => {
    const input = { id: params.id, ...body };
    return audited(
      CERT_REVIEW,
      async (tx) => {
        const change = await decideCertification(tx, input, actor);
        // The command line's lines keep the outcome flat, as its scripts read it.
        return { ...change, detail: { ...change.detail, reason: body.reason, status: change.result.status } };
      },
      certificationTarget(params.id),
    );
  });
}
