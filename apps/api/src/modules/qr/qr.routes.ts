import { QR_PATH, QrQuery } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { publicOrigin } from '../../platform/origin';
import { allowedLink, qrPng } from './qr.service';

/**
 * GET /api/v1/qr?url=…&size=: a QR code as a PNG, for pages whose canvas cannot be exported. No login
 * (an <img> carries no token); only links to this app are drawn. Image bytes, not an envelope; a bad
 * query is the usual 400 envelope naming the field.
 */
export function qrRoutes(app: FastifyInstance, { config }: Deps): void {
  app.get(QR_PATH, { schema: { querystring: QrQuery } }, async (request, reply) => {
    const query = request.query as z.output<typeof QrQuery>;
    const link = allowedLink(query.url, publicOrigin(config, request));
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(await qrPng(link, query.size));
  });
}
