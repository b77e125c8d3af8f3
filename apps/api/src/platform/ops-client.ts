import type { OpsEndpoint } from '@xueche/contract';
import type { z } from 'zod';

/** How the command line reaches the server: a path under /api/ops, with the token and language added. */
export type OpsFetch = (path: string, init?: RequestInit) => Promise<Response>;

type Input<E extends OpsEndpoint> = {
  params?: z.input<E['params']>;
  query?: z.input<E['query']>;
  body?: z.input<E['body']>;
};

/** A JSON reply: on success its data as the contract says; a refusal's data is its details (`errors` on a 422). */
export type OpsReply<E extends OpsEndpoint> =
  | { ok: true; status: number; msg: string; data: z.output<E['response']> }
  | { ok: false; status: number; msg: string; data: unknown };

/** An endpoint's path under /api/ops with its `:names` filled in, and its query. */
export function opsPath<E extends OpsEndpoint>(endpoint: E, input: Omit<Input<E>, 'body'> = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path
    .slice('/ops'.length)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const search = new URLSearchParams(query.map(([k, v]): [string, string] => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The operator API's client, typed from the contract's `opsEndpoints`: `send` for the endpoints that answer
 * in the envelope, `fetch` for the raw response (a file sent or received, multipart uploads).
 */
export function opsClient(call: OpsFetch) {
  async function replyOf<E extends OpsEndpoint>(res: Response): Promise<OpsReply<E>> {
    const reply = (await res.json()) as { msg: string; data: unknown };
    return { ok: res.ok, status: res.status, msg: reply.msg, data: reply.data } as OpsReply<E>;
  }
  return {
    async send<E extends OpsEndpoint>(endpoint: E, input: Input<E> = {}): Promise<OpsReply<E>> {
      const body =
        input.body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(input.body) };
      return replyOf<E>(await call(opsPath(endpoint, input), { method: endpoint.method, ...body }));
    },
    /** A file (its content type given) or multipart parts (a FormData) as the body; the reply in the envelope. */
    async upload<E extends OpsEndpoint>(
      endpoint: E,
      input: Omit<Input<E>, 'body'>,
      body: Buffer | FormData,
      contentType?: string,
    ): Promise<OpsReply<E>> {
      const headers = contentType ? { 'content-type': contentType } : undefined;
      return replyOf<E>(await call(opsPath(endpoint, input), { method: endpoint.method, headers, body }));
    },
    fetch<E extends OpsEndpoint>(endpoint: E, input: Omit<Input<E>, 'body'> = {}, init: RequestInit = {}) {
      return call(opsPath(endpoint, input), { method: endpoint.method, ...init });
    },
  };
}
export type OpsClient = ReturnType<typeof opsClient>;
