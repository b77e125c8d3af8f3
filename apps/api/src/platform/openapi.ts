import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  type AdminEndpoint,
  adminEndpoints,
  type Endpoint,
  endpoints,
  envelope,
  type OpsEndpoint,
  opsEndpoints,
} from '@xueche/contract';
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

type Entry =
  | { kind: 'app'; name: string; endpoint: Endpoint }
  | { kind: 'admin'; name: string; endpoint: AdminEndpoint }
  | { kind: 'ops'; name: string; endpoint: OpsEndpoint };

const entries: Entry[] = [
  ...Object.entries(endpoints).map(([name, e]): Entry => ({ kind: 'app', name, endpoint: e as Endpoint })),
  ...Object.entries(adminEndpoints).map(([name, e]): Entry => ({ kind: 'admin', name, endpoint: e as AdminEndpoint })),
  ...Object.entries(opsEndpoints).map(([name, e]): Entry => ({ kind: 'ops', name, endpoint: e as OpsEndpoint })),
];

/** "GET /api/v1/user/base" → the contract entry, its name and which API it belongs to. */
const byRoute = new Map(entries.map((entry) => [`${entry.endpoint.method} /api${entry.endpoint.path}`, entry]));

/** Groups the viewer shows: the path's area (`/v1/user/base` → user), `system` for the unversioned few. */
function tagOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (/^v\d+$/.test(parts[0] ?? '')) return parts[1] ?? 'system';
  // The console's and the operator API's areas: `admin: reviews`, `ops: light`.
  if (parts[0] === 'admin' || parts[0] === 'ops') return `${parts[0]}: ${parts[1] ?? 'system'}`;
  return parts.length > 1 ? (parts[0] ?? 'system') : 'system';
}

/**
 * The routes outside the contracts, which answer with a file or speak another service's protocol: what each
 * gives. A route not listed here and not in a contract is still documented, from its own schema.
 */
const OTHER_ROUTES: Record<string, { summary: string; type: string }> = {
  'GET /api/v1/map/route-image': { summary: 'the driving route drawn on a map', type: 'image/png' },
  'GET /api/v1/lesson/preview.m3u8': {
    summary: "a lesson video's free preview (HLS playlist)",
    type: 'application/vnd.apple.mpegurl',
  },
  'GET /api/v2/k2/preview.m3u8': {
    summary: "a subject-two video's free preview (HLS playlist)",
    type: 'application/vnd.apple.mpegurl',
  },
  'GET /api/v1/poster/portrait': { summary: "the signed-in coach's portrait for a poster", type: 'image/jpeg' },
  'GET /api/v1/qr': { summary: 'a QR code of a link on this site', type: 'image/png' },
  'GET /api/files/content/:name': { summary: 'an image of an article or banner', type: 'image/jpeg' },
  'GET /api/files/portraits/:name': { summary: "a coach's portrait", type: 'image/jpeg' },
  'GET /api/files/voice/:name': { summary: "a lighting instruction's voice", type: 'audio/mpeg' },
  'GET /api/files/train/:name': { summary: "a coach-for-hire listing's photo", type: 'image/jpeg' },
  'GET /api/files/lessons/*': { summary: "a lesson's video, cover or HLS file", type: 'application/octet-stream' },
  'GET /api/files/site/*': {
    summary: "the exam site's panoramas, videos and route maps",
    type: 'application/octet-stream',
  },
  'GET /api/files/signed/*': {
    summary: 'an upload kept on the disk, through a link signed for a short time (identity photos)',
    type: 'application/octet-stream',
  },
  'POST /api/pay/notify': {
    summary: "WeChat Pay's notifications (payment, refund, transfer), signed and encrypted as WeChat Pay v3 sends them",
    type: 'application/json',
  },
};

/** The viewer itself (its page, files and this document) is the only part of /api left out. */
const isViewer = (url: string) => url === `/api${DOCS_PATH}` || url.startsWith(`/api${DOCS_PATH}/`);

/** A file reply: its content type, and the error envelope for the rest. */
const fileReply = (type: string, summary: string) => ({
  200: { description: summary, content: { [type]: { schema: z.string().describe('the file') } } },
  default: Failure,
});

type Doc = Parameters<typeof jsonSchemaTransform>[0];
type Described = { schema: Record<string, unknown>; url: string };

/** A contract entry's operation: its schemas converted, its reply in the envelope, its auth. */
function documented(document: Doc, entry: Entry): Described {
  const { name, endpoint } = entry;
  const file = entry.kind === 'ops' ? entry.endpoint.file : undefined;
  const input = entry.kind === 'ops' ? entry.endpoint.input : 'json';
  const body =
    input === 'multipart'
      ? z.record(z.string(), z.string().describe('a file')).describe('the file parts, by name (see the endpoint)')
      : document.schema.body;
  const converted = jsonSchemaTransform({
    ...document,
    schema: {
      ...document.schema,
      ...(body ? { body } : {}),
      response: file
        ? fileReply(file, 'the file')
        : { 200: envelope(endpoint.response).describe(SUCCESS), default: Failure },
    },
  });
  const consumes = {
    json: ['application/json', ...(entry.kind === 'app' ? ['application/x-www-form-urlencoded'] : [])],
    file: ['application/json', 'text/csv'],
    multipart: ['multipart/form-data'],
  }[input];
  return {
    url: converted.url,
    schema: {
      ...converted.schema,
      operationId: name,
      tags: [tagOf(endpoint.path)],
      ...security(entry),
      ...(endpoint.method !== 'GET' ? { consumes } : {}),
    },
  };
}

/** Who may call: the access token (query or Bearer), the console's session (and CSRF token on writes), the ops token. */
function security(entry: Entry): Record<string, unknown> {
  if (entry.kind === 'app') return entry.endpoint.auth ? { security: [{ accessToken: [] }, { bearer: [] }] } : {};
  if (entry.kind === 'ops') return { security: [{ opsToken: [] }] };
  const roles = entry.endpoint.operator;
  if (roles === 'anyone') return { description: 'Open to anyone: signing in.' };
  const write = entry.endpoint.method !== 'GET';
  return {
    description: `Console roles: ${roles.join(', ')}.`,
    security: [write ? { consoleSession: [], csrf: [] } : { consoleSession: [] }],
  };
}

/** A route outside the contracts: its own schemas, and what it answers with. */
function undocumented(document: Doc, key: string): Described {
  const other = OTHER_ROUTES[key];
  const summary = other?.summary ?? 'a reply outside the envelope';
  const converted = jsonSchemaTransform({
    ...document,
    schema: { ...document.schema, response: fileReply(other?.type ?? 'application/octet-stream', summary) },
  });
  return {
    url: converted.url,
    schema: {
      ...converted.schema,
      summary,
      operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, ''),
      tags: [tagOf(document.url.slice('/api'.length))],
    },
  };
}

/**
 * Registers the OpenAPI document and its viewer on the /api scope; call it before the routes, whose
 * schemas it collects as they are added. Every route under /api appears but the viewer's own: the app's,
 * the console's (/api/admin) and the operator API's (/api/ops) contract endpoints, each with its auth, its
 * input schemas and its reply in the envelope (or the file it sends), converted from the contract's zod
 * schemas; and the few routes outside the contracts (files, WeChat Pay's notifications) from their own.
 */
export async function registerApiDocs(api: FastifyInstance): Promise<void> {
  await api.register(swagger, {
    openapi: {
      info: {
        title: 'Xueche API',
        version: '1',
        description:
          "Every endpoint of packages/contract: the app's, the operator console's (/admin, a session cookie) and " +
          "the operator API's (/ops, the operator token). Replies come in one envelope: `{code, status, msg, data}`, " +
          "status 1 and code 200 on success; the app's writes accept JSON or form-encoded bodies.",
      },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'query', name: 'access-token' },
          bearer: { type: 'http', scheme: 'bearer' },
          consoleSession: { type: 'apiKey', in: 'cookie', name: 'xueche_admin' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
          opsToken: { type: 'http', scheme: 'bearer', description: 'the operator token (OPS_TOKEN)' },
        },
      },
    },
    transform: (document) => {
      const methods = [document.route.method].flat().filter((m) => m !== 'HEAD');
      const entry = methods.map((m) => byRoute.get(`${m} ${document.url}`)).find(Boolean);
      if (entry) return documented(document, entry);
      if (isViewer(document.url) || !methods.length) return { schema: { hide: true }, url: document.url };
      return undocumented(document, `${methods.join(',')} ${document.url}`);
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
