import type { FastifyInstance } from 'fastify';
import { avatarSvg } from './avatar';

/** `GET /wechat/avatar/:name.svg`: what headimgurl points at. */
export function avatarRoutes(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/wechat/avatar/:name.svg', async (request, reply) => {
    const svg = avatarSvg(request.params.name);
    if (!svg) return reply.code(404).type('text/plain; charset=utf-8').send('no such avatar');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400, immutable')
      .send(svg);
  });
}
