import { z } from 'zod';

export type Method = 'GET' | 'POST';

/** One HTTP endpoint: the single source of truth for server validation and client types. */
export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends boolean = boolean,
> {
  method: M;
  /** Path under /api, as SPEC §7 writes it. */
  path: P;
  /** Needs a valid access token. */
  auth: A;
  query: Q;
  body: B;
  response: R;
}

const empty = z.object({});

export function get<
  P extends string,
  A extends boolean,
  Q extends z.ZodType = typeof empty,
  R extends z.ZodType = z.ZodType,
>(path: P, def: { auth: A; query?: Q; response: R }): Endpoint<'GET', P, Q, typeof empty, R, A> {
  return { method: 'GET', path, auth: def.auth, query: (def.query ?? empty) as Q, body: empty, response: def.response };
}

export function post<
  P extends string,
  A extends boolean,
  B extends z.ZodType = typeof empty,
  R extends z.ZodType = z.ZodType,
>(path: P, def: { auth: A; body?: B; response: R }): Endpoint<'POST', P, typeof empty, B, R, A> {
  return { method: 'POST', path, auth: def.auth, query: empty, body: (def.body ?? empty) as B, response: def.response };
}

/** The reply every JSON endpoint sends, errors included. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), status: z.union([z.literal(0), z.literal(1)]), msg: z.string(), data });
}

export type Envelope<T> = { code: number; status: 0 | 1; msg: string; data: T };
