import { z } from 'zod';

export type Method = 'GET' | 'POST';

/**
 * The operator console's roles (docs/operator-console.md): admin runs accounts and reads the audit log,
 * content edits what students read, reviewer decides applications and verifications, finance handles money.
 */
export const OPERATOR_ROLES = ['admin', 'content', 'reviewer', 'finance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * Who may call a console endpoint: the roles named, or `'anyone'` for the one endpoint that has no session
 * yet (signing in).
 */
export type OperatorAccess = readonly OperatorRole[] | 'anyone';

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
  /** Path under /api, as the original app called it (docs/product.md#the-apis-conventions). */
  path: P;
  /** Needs a valid access token. */
  auth: A;
  query: Q;
  body: B;
  response: R;
  /**
   * Console endpoints only (/api/admin/…, registered with `adminRoute()`): the roles allowed, checked after
   * the operator's session and before anything else. Student and coach endpoints leave it out.
   */
  operator?: OperatorAccess;
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

/** A console endpoint: under /admin/, no access token (the operator's session cookie instead), its roles named. */
export type AdminEndpoint<
  M extends Method = Method,
  P extends `/admin/${string}` = `/admin/${string}`,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = Endpoint<M, P, Q, B, R, false> & { operator: OperatorAccess };

export function adminGet<
  P extends `/admin/${string}`,
  Q extends z.ZodType = typeof empty,
  R extends z.ZodType = z.ZodType,
>(path: P, def: { operator: OperatorAccess; query?: Q; response: R }): AdminEndpoint<'GET', P, Q, typeof empty, R> {
  return {
    ...get(path, { auth: false, query: def.query, response: def.response }),
    operator: def.operator,
  } as AdminEndpoint<'GET', P, Q, typeof empty, R>;
}

export function adminPost<
  P extends `/admin/${string}`,
  B extends z.ZodType = typeof empty,
  R extends z.ZodType = z.ZodType,
>(path: P, def: { operator: OperatorAccess; body?: B; response: R }): AdminEndpoint<'POST', P, typeof empty, B, R> {
  return {
    ...post(path, { auth: false, body: def.body, response: def.response }),
    operator: def.operator,
  } as AdminEndpoint<'POST', P, typeof empty, B, R>;
}

/** The reply every JSON endpoint sends, errors included. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), status: z.union([z.literal(0), z.literal(1)]), msg: z.string(), data });
}

export type Envelope<T> = { code: number; status: 0 | 1; msg: string; data: T };

export type OpsMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What an operator endpoint reads: JSON checked against `body`, a file taken whole as text (an import, whose
 * problems are reported by line or path), or multipart parts (media uploads).
 */
export type OpsInput = 'json' | 'file' | 'multipart';

/**
 * An operator endpoint (/api/ops/…, registered with `opsRoute()`): authorised by the operator token, every
 * write audited. `params` checks the path's `:names`. The reply is `response` in the envelope, or, when `file`
 * names a content type, a file as the operator saves it.
 */
export interface OpsEndpoint<
  M extends OpsMethod = OpsMethod,
  P extends `/ops/${string}` = `/ops/${string}`,
  Pa extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: M;
  path: P;
  params: Pa;
  query: Q;
  body: B;
  response: R;
  input: OpsInput;
  file?: string;
}

export function ops<
  M extends OpsMethod,
  P extends `/ops/${string}`,
  Pa extends z.ZodType = typeof empty,
  Q extends z.ZodType = typeof empty,
  B extends z.ZodType = typeof empty,
  R extends z.ZodType = z.ZodType,
>(
  method: M,
  path: P,
  def: { params?: Pa; query?: Q; body?: B; response: R; input?: OpsInput; file?: string },
): OpsEndpoint<M, P, Pa, Q, B, R> {
  return {
    method,
    path,
    params: (def.params ?? empty) as Pa,
    query: (def.query ?? empty) as Q,
    body: (def.body ?? empty) as B,
    response: def.response,
    input: def.input ?? 'json',
    ...(def.file ? { file: def.file } : {}),
  };
}
