import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MediaRef } from '../../db/schema/site-docs';
import type { Deps } from '../../deps';
import { optionalUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { coachPicks, lkyPreview, pickedRoute, pickRoute } from './guide.service';
import { hdInfo, hdLand } from './hd.service';
import { applyPractice, cancelApplication, myApplications, practiceSlots } from './practice.service';
import { sendSiteFile } from './site-files';
import { PREVIEW_PATH, previewOf, SITE_FILES } from './site-media';
import { k2Five, k2Info, k2Land, k2MapInfo } from './yard.service';
import { yardHistory } from './yard-history.service';
import { submitYardRun } from './yard-run.service';

/**
 * The exam site in 3D and VR (issue 13): the yard, its panoramas and videos, interactive videos, the
 * subject-three route guide and on-site practice; the uploaded media and locked videos' previews.
 */
export function siteRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  // Anyone may read these ('wx_' pages open from a shared link); a signed-in student sees their field and
  // what its course unlocks. The token is read before validation drops the query keys no endpoint names.
  app.register(async (reads) => {
    reads.addHook('preValidation', async (request) => {
      request.user = await optionalUser(db, request);
    });
    route(reads, db, e.k2Info, async ({ user, query }) => k2Info(deps, user, query.field_id));
    route(reads, db, e.k2Land, async ({ user, query }) => k2Land(deps, user, query.field_id));
    route(reads, db, e.k2Five, async ({ user, query }) => k2Five(deps, user, query.field_id));
    route(reads, db, e.k2MapInfo, async ({ user, query }) => k2MapInfo(deps, user, query.field_id));
    route(reads, db, e.hdLand, async ({ user, query }) => hdLand(deps, user, query.field_id));
    route(reads, db, e.hdInfo, async ({ user, query }) => hdInfo(deps, user, query.id));
    route(reads, db, e.lkyPreview, async ({ user, query }) => lkyPreview(deps, user, query.field_id));
  });

  route(app, db, e.k2Slots, async ({ query }) => practiceSlots(db, query.field_id, query.date));
  route(app, db, e.k2Apply, async ({ user, body }) => applyPractice(db, user, body));
  route(app, db, e.k2Applications, async ({ user }) => myApplications(db, user));
  route(app, db, e.k2Cancel, async ({ user, body }) => cancelApplication(db, user, body.id));
  route(app, db, e.yardRun, async ({ user, body }) => submitYardRun(db, user.id, body));
  route(app, db, e.yardRuns, async ({ user, query }) => yardHistory(db, user, query.field_id));
  route(app, db, e.lkyPick, async ({ user, body }) => pickRoute(deps, user, body));
  route(app, db, e.lkyPicks, async ({ user }) => coachPicks(deps, user));
  route(app, db, e.lkyPicked, async ({ user }) => pickedRoute(deps, user));

  // A locked video's preview (the video element fetches it without a token: it holds what anyone may watch).
  app.get(PREVIEW_PATH, { schema: { querystring: z.object({ media: MediaRef }) } }, async (request, reply) => {
    const { media } = request.query as { media: string };
    const playlist = await previewOf(deps.storage, media);
    if (!playlist) throw notFound('media_not_found');
    return reply.type('application/vnd.apple.mpegurl').header('cache-control', 'public, max-age=300').send(playlist);
  });

  // Operators' panoramas and videos, and the blurred previews: public like portraits, from either store.
  app.get(`${SITE_FILES}*`, async (request, reply) =>
    sendSiteFile(reply, deps.storage, (request.params as { '*': string })['*'], request.headers.range),
  );
}
