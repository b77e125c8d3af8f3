import type { ApiRoute } from '@xueche/contract';
import { vi } from 'vitest';
import type { ApiData } from '../lib/api';

/**
 * The API as component tests see it: `stubApi(stub('GET /v1/user/base', user), …)` replaces fetch, and each
 * answer is checked against the contract's response type, so a stub cannot drift from what the server sends.
 */

/** One request the page made, with its query and form or JSON body read back into plain values. */
export interface StubCall {
  route: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

/** An error envelope (`fail(404, '没有找到')`), the way the API refuses. */
export interface StubFailure {
  readonly failure: { code: number; msg: string; data: unknown };
}

export const fail = (code: number, msg = 'error', data: unknown = null): StubFailure => ({
  failure: { code, msg, data },
});

type Reply<K extends ApiRoute> = ApiData<K> | StubFailure;
type Answer<K extends ApiRoute> = Reply<K> | ((call: StubCall) => Reply<K> | Promise<Reply<K>>);

export interface Stub {
  route: ApiRoute;
  answer: Answer<ApiRoute>;
}

/** An answer for one route; a function answers from the request (its query and body). */
export function stub<K extends ApiRoute>(route: K, answer: Answer<K>): Stub {
  return { route, answer: answer as Answer<ApiRoute> };
}

/** The API's envelope as a fetch Response. */
export function envelope(data: unknown, code = 200, msg = 'ok'): Response {
  return new Response(JSON.stringify({ code, status: code === 200 ? 1 : 0, msg, data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });
}

const isFailure = (value: unknown): value is StubFailure =>
  typeof value === 'object' && value !== null && 'failure' in value;

function readBody(init: RequestInit | undefined): Record<string, unknown> {
  const text = typeof init?.body === 'string' ? init.body : '';
  if (!text) return {};
  const type = new Headers(init?.headers).get('content-type') ?? '';
  if (type.includes('json')) return JSON.parse(text) as Record<string, unknown>;
  const form = new URLSearchParams(text);
  const values: Record<string, unknown> = {};
  for (const key of form.keys()) {
    const all = form.getAll(key);
    values[key] = all.length > 1 ? all : all[0];
  }
  return values;
}

/**
 * Replaces fetch with the given answers. A route nobody stubbed answers 404 "no stub for …", so a page that
 * asks for something unexpected shows it. Later `set()` calls change an answer mid-test.
 */
export function stubApi(...stubs: Stub[]) {
  const answers = new Map<string, Answer<ApiRoute>>(stubs.map((s) => [s.route, s.answer]));
  const calls: StubCall[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : 'url' in input ? input.url : input.href, 'http://app');
    const route = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const call: StubCall = { route, query: url.searchParams, body: readBody(init) };
    calls.push(call);
    const answer = answers.get(route);
    if (answer === undefined) return envelope(null, 404, `no stub for ${route}`);
    const reply = typeof answer === 'function' ? await answer(call) : answer;
    return isFailure(reply) ? envelope(reply.failure.data, reply.failure.code, reply.failure.msg) : envelope(reply);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** Every request so far, or those of one route. */
    calls: (route?: ApiRoute) => (route ? calls.filter((c) => c.route === route) : calls),
    set: (...more: Stub[]) => {
      for (const s of more) answers.set(s.route, s.answer);
    },
  };
}
