import type { AdminApiMap, AdminApiRoute, Envelope } from '@xueche/contract';

/**
 * The console's one way to call the API: `api('GET /admin/dashboard')`, typed by the contract's
 * `adminEndpoints` (types only: zod never reaches the bundle). The session rides in its httpOnly cookie; every
 * write sends the session's CSRF token in `x-csrf-token`. Resolves with the envelope's `data`; rejects with
 * an ApiError carrying the status, the server's sentence and its per-field errors.
 */

type Method<K> = K extends `${infer M} ${string}` ? M : never;

export type ApiInput<K extends AdminApiRoute> = {
  query?: AdminApiMap[K]['query'];
  signal?: AbortSignal;
} & (Method<K> extends 'POST' ? { body?: AdminApiMap[K]['body'] } : { body?: never });

export type ApiData<K extends AdminApiRoute> = AdminApiMap[K]['response'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field → sentence, for a 400; a list of problems by path, for a 422 import. */
    readonly errors: unknown = null,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

let csrfToken = '';
/** The session's token, from signing in or GET /admin/session; cleared at sign-out. */
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};

/** The session's CSRF token, for a write this module cannot make (an upload, with its progress). */
export const currentCsrfToken = () => csrfToken;

/** Called when the session is gone (401): the app sends the operator to sign in. */
let onSignedOut: () => void = () => {};
export const whenSignedOut = (handler: () => void) => {
  onSignedOut = handler;
};

export async function api<K extends AdminApiRoute>(
  route: K,
  input: ApiInput<K> = {} as ApiInput<K>,
): Promise<ApiData<K>> {
  const space = route.indexOf(' ');
  const method = route.slice(0, space);
  const path = route.slice(space + 1);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'zh-CN' };
  let body: string | undefined;
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    headers['x-csrf-token'] = csrfToken;
    body = JSON.stringify(input.body ?? {});
  }
  const search = params.toString();
  let res: Response;
  try {
    res = await fetch(`/api${path}${search ? `?${search}` : ''}`, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: input.signal,
    });
  } catch (error) {
    if (input.signal?.aborted) throw error;
    throw new ApiError(0, '网络连接失败，请检查网络后重试');
  }
  let envelope: Envelope<unknown> | undefined;
  try {
    envelope = (await res.json()) as Envelope<unknown>;
  } catch {
    envelope = undefined;
  }
  if (res.ok && envelope?.status === 1) return envelope.data as ApiData<K>;
  const data = (envelope?.data ?? null) as { errors?: unknown } | null;
  if (res.status === 401 && path !== '/admin/session') onSignedOut();
  throw new ApiError(res.status, envelope?.msg || `请求失败（${res.status}）`, data?.errors ?? null, data);
}
