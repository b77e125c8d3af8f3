import { QR_PATH, QrQuery } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { tooMany } from '../../platform/errors';
import { publicOrigin } from '../../platform/origin';
import { allowedLink, qrCache } from './qr.service';

/**
 * Codes per address a minute. A poster or share page shows one or two, and browsers keep them a day; a
 * script drawing thousands of distinct codes is what this stops.
 */
export const QR_PER_MINUTE = 60;

/**
 * GET /api/v1/qr?url=…&size=: a QR code as a PNG, for pages whose canvas cannot be exported. No login
 * (an <img> carries no token); only links to this app are drawn, each code once (then from memory), at
 * most QR_PER_MINUTE a minute for one address. Image bytes, not an envelope; a bad query is the usual 400
 * envelope naming the field.
 */
export function qrRoutes(app: FastifyInstance, { config }: Deps): void {
  const codes = qrCache();
  app.get(
    QR_PATH,
    {
      schema: { querystring: QrQuery },
      config: {
        rateLimit: {
          max: QR_PER_MINUTE,
          timeWindow: 60_000,
          groupId: 'qr',
          errorResponseBuilder: (_request, context) => tooMany('qr_too_many', Math.ceil(context.ttl / 1000)),
        },
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<typeof QrQuery>;
      const link = allowedLink(query.url, publicOrigin(config, request));
      const { png, etag } = await codes.get(link, query.size);
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/png').send(png);
    },
  );
}
