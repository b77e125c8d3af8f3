import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { audit } from '../../platform/audit';
import { fail, ok } from '../../platform/envelope';
import { langOf, message } from '../../platform/messages';
import { opsBody, opsInput } from '../../platform/ops-input';
import { applicationsForOps, decideApplication } from './practice.service';
import { exportGeneral, exportSite, type ImportResult, importGeneral, importSite } from './site-content.service';
import { uploadPanorama, uploadVideo } from './site-uploads';

const FieldId = z.coerce.number().int().positive();
const Id = z.coerce.number().int().positive();
const Status = z.object({ status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).default('pending') });
const Decision = z.object({ decision: z.enum(['approve', 'reject']), reply: z.string().max(200).default('') });

/** A JSON file as the reply, as an operator saves it. */
const sendFile = (reply: FastifyReply, data: unknown) =>
  reply.type('application/json; charset=utf-8').send(`${JSON.stringify(data, null, 2)}\n`);

/**
 * Operators' side of the exam site, inside /api/ops (the operator token is checked there); every call is
 * audited, changes with what was there before and after (docs/exam-site.md):
 *   GET  /ops/site/fields/:field_id            the field's yard, panoramas, interactive videos and slots as a file
 *   PUT  /ops/site/fields/:field_id            a file: stored whole, or a 422 listing every problem by path
 *   GET  /ops/site/interactive                 the general interactive videos as a file
 *   PUT  /ops/site/interactive                 the same, whole or nothing
 *   POST /ops/site/media/panorama              multipart `file`: a 2:1 panorama → its URL for the files
 *   POST /ops/site/media/video                 multipart video, cover, playlist, segment… → the folder's URL
 *   GET  /ops/site/applications?status=pending practice applications in a state, oldest first
 *   POST /ops/site/applications/:id/decide     {"decision":"approve"|"reject","reply":"…"}; the student is texted
 */
export function siteOpsRoutes(ops: FastifyInstance, deps: Deps, actor = 'ops-token'): void {
  const { db } = deps;
  const fieldOf = (request: FastifyRequest) => opsInput(FieldId, (request.params as { field_id: string }).field_id);
  const bodyText = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');

  async function answerImport<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    action: string,
    detail: Record<string, unknown>,
    result: ImportResult<T>,
  ) {
    if (!result.ok) {
      await audit(db, actor, action, { ...detail, errors: result.errors });
      const msg = message('import_invalid', langOf(request), { count: String(result.errors.length) });
      return reply.status(422).send(fail(422, msg, { errors: result.errors }));
    }
    const { changed, before, after } = result;
    await audit(db, actor, action, { ...detail, changed, before, after });
    return ok({ ...detail, changed });
  }

  ops.get('/site/fields/:field_id', async (request, reply) => {
    const fieldId = fieldOf(request);
    const file = await exportSite(db, fieldId);
    await audit(db, actor, 'site.export', { field_id: fieldId });
    return sendFile(reply, file);
  });

  ops.put('/site/fields/:field_id', async (request, reply) => {
    const fieldId = fieldOf(request);
    const result = await importSite(deps, fieldId, bodyText(request));
    return answerImport(request, reply, 'site.import', { field_id: fieldId }, result);
  });

  ops.get('/site/interactive', async (_request, reply) => {
    const file = await exportGeneral(db);
    await audit(db, actor, 'site.interactive.export', { videos: file.interactive.length });
    return sendFile(reply, file);
  });

  ops.put('/site/interactive', async (request, reply) => {
    const result = await importGeneral(deps, bodyText(request));
    return answerImport(request, reply, 'site.interactive.import', {}, result);
  });

  // Multipart only here: the rest of /api/ops reads its bodies as text.
  ops.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: 60 * 1024 * 1024 } });
    const logged = async <T extends Record<string, unknown>>(kind: string, upload: () => Promise<T>) => {
      const result = await upload().catch(async (error: unknown) => {
        await audit(db, actor, 'site.media.upload', { kind, error: (error as Error).message });
        throw error;
      });
      await audit(db, actor, 'site.media.upload', result);
      return ok(result);
    };
    uploads.post('/site/media/panorama', async (request) =>
      logged('panorama', () => uploadPanorama(deps.storage, request)),
    );
    uploads.post('/site/media/video', async (request) => logged('video', () => uploadVideo(deps.storage, request)));
  });

  ops.get('/site/applications', async (request) => {
    const { status } = opsInput(Status, request.query);
    const list = await applicationsForOps(db, status);
    await audit(db, actor, 'site.practice.list', { status, applications: list.map((a) => a.id) });
    return ok({ list });
  });

  ops.post('/site/applications/:id/decide', async (request) => {
    const id = opsInput(Id, (request.params as { id: string }).id);
    const input = opsBody(Decision, request.body);
    const result = await decideApplication(deps, { id, ...input, operator: actor }).catch(async (error: unknown) => {
      await audit(db, actor, 'site.practice.decide', { id, ...input, error: (error as Error).message });
      throw error;
    });
    await audit(db, actor, 'site.practice.decide', { id, ...input, status: result.status });
    return ok(result);
  });
}
