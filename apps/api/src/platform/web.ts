import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminDistDir, staticDir, webDistDir } from '../paths';
import { fail } from './envelope';
import { langOf, message } from './messages';

const apiLike = /^\/(api|sandbox)(\/|$)/;

/**
 * The CSP sources that allow the built web app's own inline scripts (index.html's first reads, the start
 * pages' documents' own) by their hashes, so no other inline script may run; none when the app is not built.
 */
export function webInlineScripts(): string[] {
  const documents = ['index.html', ...Object.values(firstScreenDocuments())].map((f) => join(webDistDir, f));
  const hashes = documents.filter((f) => existsSync(f)).flatMap((f) => inlineScriptHashes(readFileSync(f, 'utf8')));
  return [...new Set(hashes)];
}

/**
 * The start pages' own documents (apps/web's build, first-screen-documents.ts), which draw their
 * first screen before the app's code: file (in webDistDir) by path, the path as the router matches it (any
 * case, no trailing slash). None when the app is not built.
 */
function firstScreenDocuments(): Record<string, string> {
  const list = join(webDistDir, 'first', 'paths.json');
  return existsSync(list) ? (JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>) : {};
}

/** The document a page path gets: its start page's own, else index.html. */
function documentFor(url: string, documents: Record<string, string>): string {
  const path =
    url
      .split('?')[0]
      ?.replace(/(.)\/+$/, '$1')
      .toLowerCase() ?? '';
  return (Object.hasOwn(documents, path) && documents[path]) || 'index.html';
}

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Serves the built web app: hashed assets cached for a year, precompressed (.br/.gz) where the browser
 * accepts it; every other page path gets index.html so the client router can take it.
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: { serveApp: boolean; adminPolicy?: (nonce: string) => string },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
  });
  if (opts.serveApp && opts.adminPolicy) await registerConsole(app, opts.adminPolicy);

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

  const documents = hasApp ? firstScreenDocuments() : {};
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !apiLike.test(request.url) && hasApp;
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile(documentFor(request.url, documents), webDistDir);
    }
    return reply.status(404).send(fail(404, message('route_not_found', langOf(request)), null));
  });
}

/** The placeholder apps/admin's build leaves where each page gets its own nonce (vite.config.ts `html.cspNonce`). */
export const NONCE_PLACEHOLDER = 'XUECHE_CSP_NONCE';

/**
 * Serves the operator console's build (apps/admin/dist) at /admin: its hashed assets like the web app's, and
 * for every other /admin path its index.html with a fresh nonce in place of the placeholder and in the
 * page's own policy (decision 008), never cached. Not built: /admin says how to build it.
 */
async function registerConsole(app: FastifyInstance, policy: (nonce: string) => string): Promise<void> {
  const index = join(adminDistDir, 'index.html');
  if (!existsSync(index)) {
    app.get('/admin', async (request, reply) =>
      reply.status(404).send(fail(404, `${message('route_not_found', langOf(request))}: npm run build`, null)),
    );
    return;
  }
  const html = readFileSync(index, 'utf8');
  const assets = join(adminDistDir, 'assets');
  await app.register(fastifyStatic, {
    root: assets,
    prefix: '/admin/assets/',
    decorateReply: false,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const page = async (_request: unknown, reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-security-policy', policy(nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html.replaceAll(NONCE_PLACEHOLDER, nonce));
  };
  app.get('/admin', page);
  app.get('/admin/*', async (request, reply) => {
    // A missing asset is a 404, not the page: a stale tab asking for an old chunk should fail plainly.
    if (request.url.startsWith('/admin/assets/')) {
      return reply.status(404).send(fail(404, message('route_not_found', langOf(request)), null));
    }
    return page(request, reply);
  });
}
