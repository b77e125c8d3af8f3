import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import { UpstreamError } from '../../adapters/http';
import type { Deps } from '../../deps';
import { notFound, upstream } from '../../platform/errors';
import { route } from '../../platform/route';

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
}
