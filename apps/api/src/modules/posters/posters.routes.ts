import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { fail } from '../../platform/envelope';
import { langOf, message } from '../../platform/messages';
import { publicOrigin } from '../../platform/origin';
import { route } from '../../platform/route';
import { coachCard, PORTRAIT_PROXY, requireCoach, type Site } from './coach-card';
import { fetchPortrait } from './portrait-proxy';
import { createPoster, listPosters, posterById, posterRegistrations, unlistPoster } from './posters.service';
import {
  ke3Share,
  lessonShare,
  lilunShare,
  oneFourShare,
  recruitInfo,
  shareCoach,
  theoryPoster,
} from './share.service';

/** The posters endpoints of the coach workspace (issue 6): share data, saved posters and their registrations. */
export function posterRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const site = (request: FastifyRequest): Site => ({ config: deps.config, origin: publicOrigin(deps.config, request) });

  route(app, db, e.posterShareCoach, async ({ user, request }) => {
    requireCoach(user);
    return shareCoach(db, site(request), user);
  });
  route(app, db, e.posterLessonShare, async ({ user, query, request }) => {
    requireCoach(user);
    return lessonShare(db, site(request), user, query.id);
  });
  route(app, db, e.posterLilun, async ({ user, query, request }) => {
    requireCoach(user);
    return lilunShare(db, site(request), user, query.type);
  });
  route(app, db, e.posterOneFour, async ({ user, request }) => {
    requireCoach(user);
    return oneFourShare(db, site(request), user);
  });
  route(app, db, e.posterKe3, async ({ user, request }) => {
    requireCoach(user);
    return ke3Share(db, site(request), user);
  });
  route(app, db, e.posterLiHb, async ({ user, query, request }) => theoryPoster(db, site(request), user, query.id));

  route(app, db, e.posterCreate, async ({ user, body, request }) => {
    requireCoach(user);
    return createPoster(db, site(request), user, body);
  });
  route(app, db, e.posterList, async ({ user, query, request }) => {
    requireCoach(user);
    return listPosters(db, site(request), user, query.page, query.num);
  });
  route(app, db, e.posterDelete, async ({ user, body }) => {
    requireCoach(user);
    return unlistPoster(db, user.id, body.id);
  });
  route(app, db, e.posterInfo, async ({ query, request }) => {
    const s = site(request);
    const { coachId, poster } = await posterById(db, s, query.id);
    const { code: _code, ...coach } = await coachCard(db, s, coachId);
    const { registrations: _r, listed: _l, ...shown } = poster;
    return { poster: shown, coach };
  });
  route(app, db, e.posterRegs, async ({ user, query, request }) => {
    requireCoach(user);
    return posterRegistrations(db, site(request), user.id, query.page, query.num);
  });
  route(app, db, e.posterRecruitInfo, async () => recruitInfo(db));

  // Image bytes, not an envelope: what an <img> on the poster canvas loads (no login: posters are public).
  app.get<{ Querystring: { did?: string } }>(PORTRAIT_PROXY.replace(/^\/api/, ''), async (request, reply) => {
    const did = request.query.did;
    const found = typeof did === 'string' && /^[A-Za-z0-9_-]{4,32}$/.test(did) ? await fetchPortrait(db, did) : null;
    if (!found?.ok) return reply.code(404).send(fail(404, message('not_found', langOf(request)), null));
    return reply.type(found.type).header('cache-control', 'public, max-age=86400').send(found.bytes);
  });
}
