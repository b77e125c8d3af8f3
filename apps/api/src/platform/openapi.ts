import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type Endpoint, endpoints, envelope } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Where the viewer lives under /api; the document itself is at `${DOCS_PATH}/json`. */
export const DOCS_PATH = '/docs';

/**
 * The viewer's page loads its own script and style files (no inline script), draws its logo and icons from
 * data: URLs and fetches the document from here. Nothing else may load, and nobody may frame it.
 */
export const DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SUCCESS = 'Done: status 1, code 200, the reply in data';

/** Every error leaves in the envelope too, with status 0 and the HTTP status as its code. */
const Failure = z
  .object({
    code: z.number().int().describe('the HTTP status'),
    status: z.literal(0),
    msg: z.string().describe('what went wrong, in the language the request asked for (zh or en)'),
    data: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe('null, or details: `errors` (field → sentence) on a 400, `retry_after` (seconds) on a 429'),
  })
  .describe('An error: 400 bad input, 401 no valid token, 403, 404, 429 too many, 5xx server or upstream');

/** "GET /api/v1/user/base" → the contract entry and its name. */
const byRoute = new Map<string, { name: string; endpoint: Endpoint }>(
  Object.entries(endpoints).map(([name, endpoint]) => [
    `${endpoint.method} /api${endpoint.path}`,
    { name, endpoint: endpoint as Endpoint },
  ]),
);

/** Groups the viewer shows: the path's area (`/v1/user/base` → user), `system` for the unversioned few. */
function tagOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (/^v\d+$/.test(parts[0] ?? '')) return parts[1] ?? 'system';
  return parts.length > 1 ? (parts[0] ?? 'system') : 'system';
}

/**
 * Registers the OpenAPI document and its viewer on the /api scope; call it before the routes, whose
 * schemas it collects as they are added. Only contract endpoints appear (the operator API, WeChat Pay's
 * notifications and the viewer itself are left out), each with its auth, its input schemas and its reply
 * in the envelope, converted from the contract's zod schemas.
 */
export async function registerApiDocs(api: FastifyInstance): Promise<void> {
  await api.register(swagger, {
    openapi: {
      info: {
        title: 'Xueche API',
        version: '1',
        description:
          'Every endpoint of packages/contract. Replies come in one envelope: `{code, status, msg, data}`, ' +
          'status 1 and code 200 on success. Writes accept JSON or form-encoded bodies.',
      },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'query', name: 'access-token' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: (document) => {
      const methods = [document.route.method].flat();
      const entry = methods.map((m) => byRoute.get(`${m} ${document.url}`)).find(Boolean);
      if (!entry) return { schema: { hide: true }, url: document.url };
      const { name, endpoint } = entry;
      const converted = jsonSchemaTransform({
        ...document,
        schema: {
          ...document.schema,
          response: { 200: envelope(endpoint.response).describe(SUCCESS), default: Failure },
        },
      });
      return {
        url: converted.url,
        schema: {
          ...converted.schema,
          operationId: name,
          tags: [tagOf(endpoint.path)],
          // Either way of presenting the token will do.
          ...(endpoint.auth ? { security: [{ accessToken: [] }, { bearer: [] }] } : {}),
          ...(endpoint.method === 'POST'
            ? { consumes: ['application/json', 'application/x-www-form-urlencoded'] }
            : {}),
        },
      };
    },
  });
  await api.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page's links to its files are absolute: the scope's /api prefix is not part of routePrefix.
    indexPrefix: '/api',
    staticCSP: DOCS_POLICY,
    // BaseLayout: the standalone layout's top bar draws Swagger's logo with an inline <style>, which the policy refuses.
    uiConfig: { layout: 'BaseLayout', docExpansion: 'none', deepLinking: true, filter: true },
  });
}
