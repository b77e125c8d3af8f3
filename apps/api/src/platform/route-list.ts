import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, as Fastify was given it (the OpenAPI test checks each is documented). */
    readonly routeList: readonly { method: string; url: string }[];
  }
}

/** Records every route from here on; call it first, on the root instance. */
export function recordRoutes(app: FastifyInstance): void {
  const list: { method: string; url: string }[] = [];
  app.decorate('routeList', list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) list.push({ method, url: route.url });
  });
}
