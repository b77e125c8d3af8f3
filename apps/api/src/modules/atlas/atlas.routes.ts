import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { route } from '../../platform/route';
import { answerAtlas, atlasProgressOf, atlasQuestions, atlasSvg } from './atlas.service';

/** The atlas's student API: an entry's questions, practice answers and progress. */
export function atlasRoutes(app: FastifyInstance, { db }: Deps): void {
  route(app, db, e.atlasQuestions, async ({ query }) => atlasQuestions(db, query.key));
  route(app, db, e.atlasAnswer, async ({ user, body }) => answerAtlas(db, user.id, body.key, body.chosen));
  route(app, db, e.atlasProgress, async ({ user }) => atlasProgressOf(db, user.id));
}

const PictureParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.svg$/) });

/**
 * `/static/atlas/<key>.svg`: each entry drawn as an SVG file, where a question's picture or a poster points.
 * The drawings change only with a release, so a day's cache is safe, like the other static files.
 */
export function atlasPictureRoutes(app: FastifyInstance): void {
  app.get('/static/atlas/:file', async (request, reply) => {
    const params = PictureParams.safeParse(request.params);
    const svg = params.success ? atlasSvg(params.data.file.slice(0, -'.svg'.length)) : null;
    if (!svg) return reply.status(404).type('text/plain; charset=utf-8').send('no such atlas picture');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(svg);
  });
}
