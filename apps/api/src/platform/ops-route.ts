import { envelope, type OpsEndpoint } from '@xueche/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { auditTrail, type Change, isWrite, refusal } from './audit-trail';
import { ok } from './envelope';
import { AppError } from './errors';

/** Who the operator API's lines name: the token, and the login name the command line sends where it sends one. */
export const OPS_ACTOR = 'ops-token';

export interface OpsCtx<E extends OpsEndpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** `ops-token`, or `ops-token:<name>` after `actAs(name)`. */
  readonly actor: string;
  /** The command line sends who is at the keyboard (`--operator`, the login name): their lines name them. */
  actAs(name: string): void;
  /** As the console's: a change and its audit line in one transaction. */
  audited<T>(action: string, change: (tx: Tx) => Promise<Change<T>>, target?: string): Promise<T>;
  /** As the console's: a change that commits on its own, its line after it (or the refusal's). */
  auditedAfter<T>(action: string, change: () => Promise<Change<T>>, target?: string): Promise<T>;
  /** A line for what is not a change (identity photos were listed, a file was exported or refused). */
  note(action: string, detail: Record<string, unknown>, target?: string): Promise<void>;
}

/** A handler's answer: the reply's data (sent in the envelope), or the reply itself when it sent a file or a 422. */
type OpsAnswer<E extends OpsEndpoint> = E['file'] extends string ? FastifyReply : z.input<E['response']> | FastifyReply;

/** Requests whose handler ran: it audits what it refuses itself. */
const handled = new WeakSet<FastifyRequest>();

/** A JSON body as the operator scope hands it over (as text, for the importers): an object, or a 400. */
function parsedBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? {};
  if (!body.trim()) return {};
  try {
    return JSON.parse(body);
  } catch {
    throw new AppError(400, 'bad_request', { fields: 'body' }, { errors: { body: 'not JSON' } });
  }
}

/**
 * Registers one operator endpoint (/api/ops/…) from its contract entry, inside the scope of
 * platform/ops-api.ts (which has checked the operator token), as adminRoute() does for the console's:
 *   validation of params, query and body (400 naming the field) → handler → audit of every write.
 * A write is audited whatever the handler does: through `audited`/`auditedAfter` (the console's audit path,
 * so a decision both can make leaves the same line), `note`, or, if it recorded nothing, a line with its
 * input; a refused or failed write leaves a line with the error. Every line carries the path's params.
 */
export function opsRoute<E extends OpsEndpoint>(
  ops: FastifyInstance,
  db: Db,
  endpoint: E,
  handler: (ctx: OpsCtx<E>) => Promise<OpsAnswer<E>>,
  options: { bodyLimit?: number } = {},
): void {
  if (!endpoint.path.startsWith('/ops/')) throw new Error(`${endpoint.path}: operator endpoints live under /ops/`);
  const url = endpoint.path.slice('/ops'.length);
  const defaultAction = `ops${url.replaceAll('/', '.')}`;
  const withBody = isWrite(endpoint.method) && endpoint.input !== 'multipart';

  ops.route({
    method: endpoint.method,
    url,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      params: endpoint.params,
      querystring: endpoint.query,
      ...(withBody ? { body: endpoint.body } : {}),
      ...(endpoint.file ? {} : { response: { 200: envelope(endpoint.response) } }),
    },
    preValidation: async (request) => {
      if (!withBody) return;
      if (endpoint.input === 'json') request.body = parsedBody(request.body);
      else if (typeof request.body !== 'string') request.body = '';
    },
    onError: async (request, _reply, error) => {
      // Refused before the handler: a wrong token (401) is anyone's and leaves no line, as on the console.
      if (!isWrite(request.method) || handled.has(request) || refusal(error).status === 401) return;
      try {
        const params = (request.params ?? {}) as Record<string, unknown>;
        await auditTrail(db, request, () => ({ actor: OPS_ACTOR, operatorId: null }), params).refused(
          defaultAction,
          error,
        );
      } catch (failed) {
        request.log.error({ err: failed }, 'ops: a refused write could not be audited');
      }
    },
    handler: async (request, reply) => {
      handled.add(request);
      const params = request.params as OpsCtx<E>['params'];
      let actor = OPS_ACTOR;
      let noted = false;
      const trail = auditTrail(db, request, () => ({ actor, operatorId: null }), params as Record<string, unknown>);
      const ctx: OpsCtx<E> = {
        params,
        query: request.query as OpsCtx<E>['query'],
        body: request.body as OpsCtx<E>['body'],
        request,
        reply,
        get actor() {
          return actor;
        },
        actAs(name) {
          actor = `${OPS_ACTOR}:${name}`;
        },
        audited: trail.audited,
        auditedAfter: trail.auditedAfter,
        async note(action, detail, target) {
          noted = true;
          await trail.note(action, detail, target);
        },
      };
      const write = isWrite(request.method);
      try {
        const answer = await handler(ctx);
        if (write && !trail.written() && !noted) await trail.input(defaultAction);
        return answer === reply ? reply : ok(answer);
      } catch (error) {
        if (write && !trail.written()) await trail.refused(defaultAction, error);
        throw error;
      }
    },
  });
}
