import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Db, Tx } from '../db/client';
import { type AuditLine, auditLine } from './audit';
import { AppError } from './errors';

/** What a change did, for its audit line: what it was on, what was there before and what after. */
export interface Change<T> {
  result: T;
  target?: string;
  before?: unknown;
  after?: unknown;
  /** Anything else worth keeping (the reason given, the input). */
  detail?: Record<string, unknown>;
  /** Who acted, when the request had no session yet (a sign-in that succeeded names its operator). */
  by?: { actor: string; operatorId: number | null };
}

/** Never into the log: what a person types to prove who they are. */
const SECRET_KEYS = new Set(['password', 'current', 'next', 'code']);
export function redacted(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEYS.has(k) ? '[redacted]' : v]),
  );
}

/** How much of a write's input (as JSON) a line keeps: a refused write may carry up to the 1 MB body limit. */
const INPUT_MAX_CHARS = 2000;

/** A write's input as its audit line keeps it: secrets redacted, a stream or bytes named as such, long input cut. */
export function inputForAudit(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  const prototype = typeof body === 'object' ? Object.getPrototypeOf(body) : null;
  if (prototype !== null && prototype !== Object.prototype && !Array.isArray(body)) return '[not JSON]';
  const input = redacted(body);
  const text = JSON.stringify(input) ?? '';
  if (text.length <= INPUT_MAX_CHARS) return input;
  return { truncated: true, chars: text.length, start: text.slice(0, INPUT_MAX_CHARS) };
}

/** Why a write was refused: the message key, the fields the contract refused, or Fastify's code for the body. */
export function refusal(error: unknown): { status: number; error: string; fields?: string[] } {
  if (error instanceof AppError) return { status: error.status, error: error.key };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const paths = error.validation.map((v) => v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body');
    return { status: 400, error: 'bad_request', fields: [...new Set(paths)] };
  }
  const status = (error as FastifyError).statusCode ?? 500;
  // A fault of ours keeps its message in the server's log only (a failed query's carries its parameters).
  return { status, error: status < 500 ? ((error as FastifyError).code ?? 'bad_body') : 'server_error' };
}

export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';
export const endpointOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

export interface Who {
  actor: string;
  operatorId: number | null;
}

/**
 * The audit side of one request, the same for the console (adminRoute) and the operator API (opsRoute): a
 * change and its line in one transaction, or a line after a change that commits on its own, a note, and the
 * line of a refused write. `context` goes into every line of the request (the operator API's path params).
 */
export function auditTrail(db: Db, request: FastifyRequest, who: () => Who, context: Record<string, unknown> = {}) {
  let written = false;
  const line = (action: string, change: Omit<Change<unknown>, 'result'>): AuditLine => ({
    ...(change.by ?? who()),
    action,
    target: change.target,
    detail: {
      ...context,
      ...(change.before !== undefined ? { before: change.before } : {}),
      ...(change.after !== undefined ? { after: change.after } : {}),
      ...change.detail,
    },
  });
  const refused = async (action: string, error: unknown, target?: string) => {
    written = true;
    await auditLine(db, {
      ...who(),
      action,
      target,
      detail: { ...context, endpoint: endpointOf(request), input: inputForAudit(request.body), ...refusal(error) },
    });
  };
  return {
    /** Whether this request has written a line of a change (or of its refusal). */
    written: () => written,
    refused,
    async audited<T>(action: string, change: (tx: Tx) => Promise<Change<T>>, target?: string): Promise<T> {
      try {
        const { result } = await db.transaction(async (tx) => {
          const done = await change(tx);
          await auditLine(tx, line(action, done));
          return done;
        });
        written = true;
        return result;
      } catch (error) {
        await refused(action, error, target);
        throw error;
      }
    },
    async auditedAfter<T>(action: string, change: () => Promise<Change<T>>, target?: string): Promise<T> {
      let done: Change<T>;
      try {
        done = await change();
      } catch (error) {
        await refused(action, error, target);
        throw error;
      }
      await auditLine(db, line(action, done));
      written = true;
      return done.result;
    },
    async note(action: string, detail: Record<string, unknown>, target?: string): Promise<void> {
      await auditLine(db, { ...who(), action, target, detail: { ...context, ...detail } });
    },
    /** The line of a write whose handler recorded nothing itself: its (redacted) input. */
    async input(action: string): Promise<void> {
      await auditLine(db, { ...who(), action, detail: { ...context, input: inputForAudit(request.body) } });
    },
  };
}
