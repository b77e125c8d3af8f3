import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { staticDir, webDistDir } from '../paths';
import { fail } from './envelope';
import { langOf, message } from './messages';

const apiLike = /^\/(api|sandbox)(\/|$)/;

/**
 * Serves the built web app: hashed assets cached for a year, precompressed (.br/.gz) where the browser
 * accepts it; every other page path gets index.html so the client router can take it.
 */
export async function registerWeb(app: FastifyInstance, opts: { serveApp: boolean }): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
  });

  const hasApp = opts.serveApp && existsSync(join(webDistDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join(webDistDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !apiLike.test(request.url) && hasApp;
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
    return reply.status(404).send(fail(404, message('route_not_found', langOf(request)), null));
  });
}
