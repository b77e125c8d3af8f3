import SwaggerParser from '@apidevtools/swagger-parser';
import { adminEndpoints, endpoints, opsEndpoints } from '@xueche/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { DOCS_PATH, DOCS_POLICY } from './openapi';

interface Operation {
  operationId: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> };
  responses: Record<string, { description: string; content: { 'application/json': { schema: JsonSchema } } }>;
}
interface JsonSchema {
  properties: Record<string, JsonSchema & Record<string, unknown>>;
  required?: string[];
}
interface OpenApi {
  openapi: string;
  info: { title: string };
  servers: { url: string }[];
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: OpenApi;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as OpenApi;
});
afterAll(() => t.close());

const op = (method: string, path: string) => doc.paths[path]?.[method] as Operation;

/** "GET /v1/user/base" for each operation of the document. */
const listed = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));

/** `/v1/x/:id` as OpenAPI writes it: `/v1/x/{id}` (a wildcard: `{*}`). */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the OpenAPI document at /api/docs/json', () => {
  it("lists every contract endpoint, the app's, the console's and the operator API's, by method and path under /api", () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Xueche API');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    const contracts = [endpoints, adminEndpoints, opsEndpoints].flatMap((c) => Object.entries(c));
    for (const [name, endpoint] of contracts) {
      expect(op(endpoint.method.toLowerCase(), openApiPath(endpoint.path))?.operationId, name).toBe(name);
    }
    expect(contracts.length).toBeGreaterThan(300);
  });

  it('documents every route Fastify has under /api but the viewer itself, and none it has not', () => {
    const viewer = `/api${DOCS_PATH}`;
    const routes = t.app.routeList
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !r.url.startsWith(viewer))
      .map((r) => `${r.method} ${openApiPath(r.url.slice('/api'.length))}`);
    expect(listed().sort()).toEqual(routes.sort());
    expect(routes).toContain('POST /pay/notify');
    expect(routes).toContain('GET /ops/backup');
    expect(routes).toContain('POST /admin/reviews/certifications/decide');
  });

  it('is a valid OpenAPI document for a standard parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("names the console's roles and session, and the operator API's token and files", () => {
    expect(doc.components.securitySchemes).toMatchObject({
      consoleSession: { type: 'apiKey', in: 'cookie', name: 'xueche_admin' },
      csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
      opsToken: { type: 'http', scheme: 'bearer' },
    });
    const decide = op('post', '/admin/reviews/certifications/decide') as Operation & { description: string };
    expect(decide.security).toEqual([{ consoleSession: [], csrf: [] }]);
    expect(decide.description).toBe('Console roles: reviewer, admin.');
    expect(op('get', '/admin/dashboard').security).toEqual([{ consoleSession: [] }]);
    expect(op('post', '/admin/session').security).toBeUndefined();

    const review = op('post', '/ops/coach/certifications/{id}/review');
    expect(review.security).toEqual([{ opsToken: [] }]);
    expect(review.tags).toEqual(['ops: coach']);
    expect(review.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'id', required: true }));
    const backup = op('get', '/ops/backup').responses['200'] as unknown as { content: Record<string, unknown> };
    expect(Object.keys(backup.content)).toEqual(['application/gzip']);
    const bank = op('post', '/ops/questions/import');
    expect(Object.keys(bank.requestBody?.content ?? {}).sort()).toEqual(['application/json', 'text/csv']);
  });

  it('says which endpoints need the access token, in the query or as a Bearer header', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      accessToken: { type: 'apiKey', in: 'query', name: 'access-token' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
    expect(op('get', '/v1/user/base').security).toEqual([{ accessToken: [] }, { bearer: [] }]);
    expect(op('get', '/healthz').security).toBeUndefined();
    expect(op('get', '/v1/article/list').security).toBeUndefined();
  });

  it("shows query and body schemas from the contract's zod schemas", () => {
    const chapters = op('get', '/v1/exam/chapters');
    expect(chapters.tags).toEqual(['exam']);
    expect(chapters.parameters).toContainEqual({
      in: 'query',
      name: 'subject',
      required: true,
      schema: expect.objectContaining({ type: 'number' }),
    });
    const upInfo = op('post', '/v1/user/up-info');
    expect(Object.keys(upInfo.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(upInfo.requestBody?.content['application/json']?.schema.properties.nickname).toMatchObject({
      type: 'string',
      maxLength: 20,
    });
  });

  it('wraps every reply in the envelope, errors included', () => {
    const base = op('get', '/v1/user/base');
    const success = base.responses['200']?.content['application/json'].schema as JsonSchema;
    expect(success.required).toEqual(['code', 'status', 'msg', 'data']);
    expect(Object.keys(success.properties.data?.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'uid', 'nickname', 'user_type']),
    );
    const failure = base.responses.default?.content['application/json'].schema as JsonSchema;
    expect(failure.required).toEqual(['code', 'status', 'msg', 'data']);
    expect(failure.properties.status).toMatchObject({ enum: [0] });
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const operation of Object.values(methods)) {
        expect(Object.keys(operation.responses).sort(), path).toEqual(['200', 'default']);
      }
    }
  });
});

describe('the viewer at /api/docs', () => {
  it('is a page under its own policy whose scripts and styles are served from here', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(DOCS_POLICY);
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      expect(file).toMatch(/^\/api\/docs\/static\//);
      const res = await t.app.inject({ url: file });
      expect(res.statusCode, file).toBe(200);
    }
  });
});
