import multipart from '@fastify/multipart';
import { opsEndpoints as o } from '@xueche/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { fail } from '../../platform/envelope';
import { langOf, message } from '../../platform/messages';
import { type OpsCtx, opsRoute } from '../../platform/ops-route';
import { applicationsForOps } from './practice.service';
import { decidePractice, PRACTICE_DECIDE, practiceTarget } from './practice-decision';
import { exportGeneral, exportSite, type ImportResult, importGeneral, importSite } from './site-content.service';
import { uploadPanorama, uploadVideo } from './site-uploads';

/** A JSON file as the reply, as an operator saves it. */
const sendFile = (reply: FastifyReply, data: unknown) =>
  reply.type('application/json; charset=utf-8').send(`${JSON.stringify(data, null, 2)}\n`);

type Noting = Pick<OpsCtx<typeof o.opsSiteImport>, 'note' | 'request' | 'reply'>;

/** An import's answer and its line: what changed (before and after), or a 422 listing every problem. */
async function answerImport<T, D extends Record<string, unknown>>(
  { note, request, reply }: Noting,
  action: string,
  detail: D,
  result: ImportResult<T>,
) {
  if (!result.ok) {
    await note(action, { ...detail, errors: result.errors });
    const msg = message('import_invalid', langOf(request), { count: String(result.errors.length) });
    return reply.status(422).send(fail(422, msg, { errors: result.errors }));
  }
  const { changed, before, after } = result;
  await note(action, { ...detail, changed, before, after });
  return { ...detail, changed };
}

/**
 * Operators' side of the exam site, inside /api/ops (site:export, site:import, site:upload, site:pending,
 * site:decide); every call is audited, changes with what was there before and after (docs/exam-site.md).
 * A practice decision is the console's (practice-decision.ts).
 */
export function siteOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  opsRoute(ops, db, o.opsSiteFile, async ({ params, reply, note }) => {
    const file = await exportSite(db, params.field_id);
    await note('site.export', {});
    return sendFile(reply, file);
  });

  opsRoute(ops, db, o.opsSiteImport, async (ctx) => {
    const result = await importSite(deps, ctx.params.field_id, ctx.body);
    return answerImport(ctx, 'site.import', { field_id: ctx.params.field_id }, result);
  });

  opsRoute(ops, db, o.opsSiteInteractiveFile, async ({ reply, note }) => {
    const file = await exportGeneral(db);
    await note('site.interactive.export', { videos: file.interactive.length });
    return sendFile(reply, file);
  });

  opsRoute(ops, db, o.opsSiteInteractiveImport, async (ctx) =>
    answerImport(ctx, 'site.interactive.import', {}, await importGeneral(deps, ctx.body)),
  );

  // Multipart only here: the rest of /api/ops reads its bodies as text.
  ops.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: 60 * 1024 * 1024 } });
    const stored = async <T>(kind: string, request: FastifyRequest, upload: (r: FastifyRequest) => Promise<T>) =>
      upload(request).then((result) => ({ result, detail: { kind, ...result } }));
    opsRoute(uploads, db, o.opsSitePanorama, async ({ request, auditedAfter }) =>
      auditedAfter('site.media.upload', () => stored('panorama', request, (r) => uploadPanorama(deps.storage, r))),
    );
    opsRoute(uploads, db, o.opsSiteVideo, async ({ request, auditedAfter }) =>
      auditedAfter('site.media.upload', () => stored('video', request, (r) => uploadVideo(deps.storage, r))),
    );
  });

  opsRoute(ops, db, o.opsSitePractice, async ({ query, note }) => {
    const list = await applicationsForOps(db, query.status);
    await note('site.practice.list', { status: query.status, applications: list.map((a) => a.id) });
    return { list };
  });

  opsRoute(ops, db, o.opsSitePracticeDecide, async ({ params, body, actor, auditedAfter }) =>
    auditedAfter(
      PRACTICE_DECIDE,
      async () => {
        const change = await decidePractice(deps, { id: params.id, ...body }, actor);
        return { ...change, detail: { ...change.detail, reply: body.reply, status: change.result.status } };
      },
      practiceTarget(params.id),
    ),
  );
}
