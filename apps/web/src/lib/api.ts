import type { ApiMap, ApiRoute, Envelope } from '@xueche/contract';
import { takeFirstRead } from '../first-reads/take';
import { ApiError } from './api-error';
import { acceptLanguage, t } from './i18n';
import { handleUnauthorized } from './login-failure';
import { getSession } from './session';
import { toast } from './toast';

export const API_BASE = '/api';

type Method<K> = K extends `${infer M} ${string}` ? M : never;

export type ApiInput<K extends ApiRoute> = {
  query?: ApiMap[K]['query'];
  signal?: AbortSignal;
} & (Method<K> extends 'POST' ? { body?: ApiMap[K]['body'] } : { body?: never });

export type ApiData<K extends ApiRoute> = ApiMap[K]['response'];

type Params = Record<string, unknown>;

function appendAll(target: URLSearchParams, values: Params | undefined): void {
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) target.append(key, String(item));
  }
}

const isStructured = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some((v) => typeof v === 'object' && v !== null)
    : typeof value === 'object' && value !== null;

/**
 * The query every call carries: the caller's own, then access-token and did when known
 * (docs/product.md#the-apis-conventions).
 */
export function buildQuery(query: Params | undefined, session = getSession()): URLSearchParams {
  const params = new URLSearchParams();
  appendAll(params, query);
  if (session.token && !params.has('access-token')) params.set('access-token', session.token);
  if (session.hashId && !params.has('did')) params.set('did', session.hashId);
  return params;
}

async function readEnvelope(res: Response): Promise<Envelope<unknown> | undefined> {
  try {
    const body = (await res.json()) as Envelope<unknown>;
    return typeof body === 'object' && body !== null && 'code' in body ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one way to call the API: `api('GET /v1/user/base')`, typed by the contract.
 * Resolves with `data` of a success envelope; rejects with an ApiError otherwise, after the
 * global rules of docs/product.md#errors-the-user-reads (401 → logout and maybe reload, 500 → the toast).
 */
export async function api<K extends ApiRoute>(route: K, input: ApiInput<K> = {} as ApiInput<K>): Promise<ApiData<K>> {
  const space = route.indexOf(' ');
  const method = route.slice(0, space);
  const path = route.slice(space + 1);
  const session = getSession();
  const query = buildQuery(input.query as Params | undefined, session);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': acceptLanguage() };
  let body: string | undefined;
  if (method === 'POST') {
    const values = input.body as Params | undefined;
    // Most writes are flat forms (docs/product.md#the-apis-conventions); one that carries lists of objects goes as
    // JSON.
    if (Object.values(values ?? {}).some(isStructured)) {
      body = JSON.stringify(values);
      headers['content-type'] = 'application/json';
    } else {
      const form = new URLSearchParams();
      appendAll(form, values);
      body = form.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
  }
  const search = query.toString();
  const url = `${API_BASE}${path}${search ? `?${search}` : ''}`;
  const ask = () => fetch(url, { method, headers, body, signal: input.signal });

  let res: Response;
  try {
    // The first screen's reads may have been started by the document itself (first-reads/).
    const started = method === 'GET' ? takeFirstRead(url) : undefined;
    res = await (started ? started.catch(ask) : ask());
  } catch (error) {
    if (input.signal?.aborted) throw error;
    throw new ApiError(0, t('common.networkError'));
  }

  const envelope = await readEnvelope(res);
  const code = envelope?.code ?? res.status;
  if (res.ok && envelope && envelope.code === 200 && envelope.status === 1) return envelope.data as ApiData<K>;

  const data = envelope?.data as { errors?: Record<string, string> } | null | undefined;
  const error = new ApiError(code, envelope?.msg || t('common.networkError'), data?.errors ?? {}, data ?? null);
  if (code === 401 && session.token) handleUnauthorized(t('login.sessionExpired'));
  if (code === 500) toast(t('error.server'), 'fail');
  throw error;
}
