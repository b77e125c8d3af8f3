import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { audit } from '../../platform/audit';
import { ok } from '../../platform/envelope';
import { opsBody, opsInput } from '../../platform/ops-input';
import { publicOrigin } from '../../platform/origin';
import { certificationFile, pendingCertifications, reviewCertification } from './certification.service';
import { sendObject } from './object-reply';

const Review = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().max(200).default(''),
});

const Id = z.coerce.number().int().positive();
const Which = z.enum(['id_front', 'id_back', 'licence']);

/**
 * Operator review of coach certifications, inside /api/ops (the operator token is checked there):
 *   GET  /ops/coach/certifications                  pending ones, oldest first, with short-lived links to
 *                                                   their photos (links_expire_at says until when)
 *   GET  /ops/coach/certifications/:id/files/:which one photo (id_front | id_back | licence)
 *   POST /ops/coach/certifications/:id/review       {"decision":"approve"|"reject","reason":"…"}
 * Every call is audited: these are identity documents.
 */
export function certificationOpsRoutes(ops: FastifyInstance, deps: Deps, actor = 'ops-token'): void {
  const { db, config, storage } = deps;

  ops.get('/coach/certifications', async (request) => {
    const pending = await pendingCertifications(db, storage, publicOrigin(config, request));
    await audit(db, actor, 'coach.cert.list', { pending: pending.list.map((c) => c.id) });
    return ok(pending);
  });

  ops.get('/coach/certifications/:id/files/:which', async (request, reply) => {
    const params = request.params as { id: string; which: string };
    const id = opsInput(Id, params.id);
    const which = opsInput(Which, params.which);
    const file = await certificationFile(db, storage, id, which);
    await audit(db, actor, 'coach.cert.file', { id, which, coach_id: file.coachId });
    return sendObject(reply, file.object, 'private, no-store');
  });

  ops.post('/coach/certifications/:id/review', async (request) => {
    const id = opsInput(Id, (request.params as { id: string }).id);
    const input = opsBody(Review, request.body);
    const result = await reviewCertification(db, { id, ...input, reviewer: actor }).catch(async (error: unknown) => {
      await audit(db, actor, 'coach.cert.review', { id, ...input, error: (error as Error).message });
      throw error;
    });
    await audit(db, actor, 'coach.cert.review', { id, ...input, coach_id: result.coach_id, status: result.status });
    return ok(result);
  });
}
