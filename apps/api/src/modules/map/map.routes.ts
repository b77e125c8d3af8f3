import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UpstreamError } from '../../adapters/http';
import type { Deps } from '../../deps';
import { authenticate } from '../../platform/auth';
import { notFound, upstream } from '../../platform/errors';
import { route } from '../../platform/route';
import { mapRoute, mapTips, parsePoints, routeImage } from './map.service';

/** Not JSON, so not in the contract (its comment in endpoints/pin.ts describes it). */
export const ROUTE_IMAGE_PATH = '/v1/map/route-image';

/** The route image's query: the contract's points, and the image's size in CSS pixels (×2 asked for phones). */
const RouteImageQuery = e.mapRoute.query.extend({
  size: z
    .string()
    .regex(/^\d{2,4}x\d{2,4}$/, 'a size like 750x400')
    .refine((size) => size.split('x').every((side) => Number(side) >= 50 && Number(side) <= 1024), {
      message: 'each side 50 to 1024',
    })
    .default('600x360'),
});

export function mapRoutes(app: FastifyInstance, { db, amap }: Deps): void {
  route(app, db, e.mapRegeo, async ({ query }) => {
    const [lng, lat] = query.location.split(',').map(Number) as [number, number];
    const place = await amap.regeo(lng, lat).catch((error: unknown) => {
      if (error instanceof UpstreamError) throw upstream(error.service);
      throw error;
    });
    if (!place) throw notFound('place_not_found');
    return place;
  });

  route(app, db, e.mapTips, async ({ query }) => mapTips(amap, query.keywords, query.city || undefined));
  route(app, db, e.mapRoute, async ({ query }) => mapRoute(amap, parsePoints(query.points)));

  // A PNG for an <img> ('/pin/map', the publish form): signed in like every call, by the access-token
  // query parameter an <img> can carry, or a Bearer header.
  app.get(
    ROUTE_IMAGE_PATH,
    {
      schema: { querystring: RouteImageQuery },
      preValidation: async (request) => {
        const { user, token } = await authenticate(db, request);
        request.user = user;
        request.accessToken = token;
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<typeof RouteImageQuery>;
      const [width, height] = query.size.split('x').map(Number) as [number, number];
      const png = await routeImage(amap, parsePoints(query.points), width, height);
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(png);
    },
  );
}
