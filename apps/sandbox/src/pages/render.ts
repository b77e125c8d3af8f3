import type { FastifyReply } from 'fastify';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Server-rendered HTML, never cached: the pages show live sandbox state. */
export function sendPage(reply: FastifyReply, page: ReactElement, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html>${renderToStaticMarkup(page)}`);
}
