import type { FastifyReply } from 'fastify';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The sandbox's pages stand for other sites (WeChat's consent page, the cashier, an SMS inbox) and carry
 * their own policy rather than the app's: no script at all, their inline stylesheet, images from here.
 */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'";

/** Server-rendered HTML, never cached: the pages show live sandbox state. */
export function sendPage(reply: FastifyReply, page: ReactElement, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_POLICY)
    .send(`<!doctype html>${renderToStaticMarkup(page)}`);
}
