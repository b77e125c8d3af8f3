import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import type { Metrics } from './metrics';
import { isOpsToken } from './ops-token';

export const METRICS_PATH = '/metrics';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * Times every reply of the app and serves `/metrics` (Prometheus text) to a caller with the token.
 * Register it before any other scope: a scope made earlier would not see the timing hook.
 */
export async function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string): Promise<void> {
  // A callback hook: every reply passes here, and an async one cost each a promise to settle.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest({
      method: request.method,
      // The pattern a route was declared with, so no id, token or phone number becomes a label;
      // requests no route took (unknown paths, the web app's pages) share one.
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!isOpsToken(bearer(request), token)) throw new AppError(401, 'metrics_unauthorized');
    });
    scope.get(METRICS_PATH, async (_request, reply) =>
      reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
    );
  });
}
