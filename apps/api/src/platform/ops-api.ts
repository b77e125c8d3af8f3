import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { isOpsToken } from './ops-token';

/** Bank files can be large: a 10,000-question bank is a few megabytes. */
export const OPS_IMPORT_LIMIT = 64 * 1024 * 1024;

/** One area's operator endpoints, registered inside /api/ops (which has checked the token). */
export type OpsArea = (ops: FastifyInstance) => void;

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * /api/ops: operator actions, authorised by the operator token. The areas bring their endpoints
 * (`<area>.ops.ts`); this scope only checks the token and reads bodies as text, so the areas never import
 * each other through it.
 */
export function registerOpsApi(api: FastifyInstance, opsToken: string, areas: readonly OpsArea[]): void {
  api.register(
    async (ops) => {
      // Import files are read as text: the importers report problems by line, which a parsed body loses.
      ops.removeContentTypeParser('application/json');
      ops.addContentTypeParser(
        ['application/json', 'text/csv', 'text/plain'],
        { parseAs: 'string', bodyLimit: OPS_IMPORT_LIMIT },
        (_req, body, done) => done(null, body),
      );
      ops.addHook('onRequest', async (request) => {
        if (!isOpsToken(bearer(request), opsToken)) throw new AppError(401, 'ops_unauthorized');
      });
      for (const area of areas) area(ops);
    },
    { prefix: '/ops' },
  );
}
