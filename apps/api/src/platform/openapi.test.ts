import { endpoints } from '@xueche/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { DOCS_POLICY } from './openapi';

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

describe('the OpenAPI document at /api/docs/json', () => {
  it('lists every contract endpoint, by method and path under /api, and nothing else', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Xueche API');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const contract = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(listed.sort()).toEqual(contract.sort());
    const names = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((o) => o.operationId));
    expect(names.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('says which endpoints need the access token, in the query or as a Bearer header', () => {
    expect(doc.components.securitySchemes).toEqual({
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
