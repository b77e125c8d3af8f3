import { timingSafeEqual } from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { AdminEndpoint, OperatorRole } from '@xueche/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { auditLine } from './audit';
import { auditTrail, type Change, endpointOf, inputForAudit, isWrite, refusal } from './audit-trail';
import { readCookie, SESSION_COOKIE } from './console-cookie';
import { type LiveSession, sessionFor } from './console-sessions';
import { ok } from './envelope';
import { AppError } from './errors';
import { endpointRoute } from './route';

export type { Change } from './audit-trail';
export { inputForAudit, redacted } from './audit-trail';

declare module 'fastify' {
  interface FastifyRequest {
    /** The console session a /api/admin request came with (adminRoute sets it). */
    consoleSession: LiveSession | null;
  }
}

/** The signed-in operator a console handler acts as. */
export interface ConsoleOperator {
  id: number;
  username: string;
  role: OperatorRole;
  /** `operator:<username>`: how the audit log and the areas' own trails name them. */
  actor: string;
}

export interface AdminCtx<E extends AdminEndpoint> {
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  /** Null only on the endpoint open to anyone (signing in). */
  operator: E['operator'] extends 'anyone' ? null : ConsoleOperator;
  session: LiveSession | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * A change and its audit line in one transaction: `change` gets the transaction to write through (pass it
   * on to the area's service as its db), and the line is written in the same transaction after it.
   */
  audited<T>(action: string, change: (tx: Tx) => Promise<Change<T>>, target?: string): Promise<T>;
  /**
   * A change the area commits on its own (it calls WeChat Pay, or queues a text that must see the committed
   * row): the audit line follows the commit. `target` names what a refused change was on (its line has no
   * `Change` to name it).
   */
  auditedAfter<T>(action: string, change: () => Promise<Change<T>>, target?: string): Promise<T>;
  /** A line for something that is not a change but is worth knowing (identity photos were listed). */
  note(action: string, detail: Record<string, unknown>, target?: string): Promise<void>;
}

/** The roles as the console names them (apps/admin/src/lib/roles.ts), for a refusal's sentence. */
const ROLE_NAMES: Record<OperatorRole, { zh: string; en: string }> = {
  admin: { zh: '管理员', en: 'admin' },
  content: { zh: '内容运营', en: 'content' },
  reviewer: { zh: '审核', en: 'reviewer' },
  finance: { zh: '财务', en: 'finance' },
};
const roleNames = (roles: readonly OperatorRole[]) => ({
  roles_zh: roles.map((r) => ROLE_NAMES[r].zh).join('、'),
  roles_en: roles.map((r) => ROLE_NAMES[r].en).join(', '),
});

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** Requests whose session was looked for, and those whose handler ran (it audits what it refuses itself). */
const checked = new WeakSet<FastifyRequest>();
const handled = new WeakSet<FastifyRequest>();

/**
 * Registers one console endpoint (/api/admin/…) from its contract entry, as `route()` does for the app's, with
 * the console's chain in this order:
 *   operator session (the httpOnly cookie; 401 without a live one — an access token or the ops token is never
 *   looked at) → role (403 naming the roles that may) → CSRF on writes (`x-csrf-token` must be the session's
 *   token; 403) → validation (400 naming the field) → handler → audit of every write.
 * A write is audited whatever the handler does: through `audited`/`auditedAfter` with before → after, or, if
 * it recorded nothing, a line with its (redacted) input; a refused or failed write leaves a line with the error.
 * A write refused before its handler (role, CSRF, validation, an unreadable body) leaves one too, by the
 * operator whose session it came with; one without a session names no one and is logged instead
 * (docs/operator-console.md).
 */
export function adminRoute<E extends AdminEndpoint>(
  app: FastifyInstance,
  db: Db,
  endpoint: E,
  handler: (ctx: AdminCtx<E>) => Promise<z.input<E['response']>>,
  options: { rateLimit?: RateLimitOptions } = {},
): void {
  if (!endpoint.path.startsWith('/admin/')) throw new Error(`${endpoint.path}: console endpoints live under /admin/`);
  const roles = endpoint.operator;
  const defaultAction = `admin${endpoint.path.slice('/admin'.length).replaceAll('/', '.')}`;

  /** A write refused before its handler ran: audited by the session's operator, or logged without one. */
  async function refusedEarly(request: FastifyRequest, error: unknown): Promise<void> {
    // Refused before the session was looked for (an unreadable body, a rate limit): look now.
    const token = checked.has(request) ? null : readCookie(request, SESSION_COOKIE);
    const session = request.consoleSession ?? (token ? await sessionFor(db, token) : null);
    const why = refusal(error);
    if (!session) {
      // Anyone can send these, as fast as they like: a line each would let them fill the table. The request
      // metrics count them (route, status) and this line says why.
      request.log.info(
        { ip: request.ip, endpoint: endpointOf(request), ...why },
        'console write refused without a session',
      );
      return;
    }
    await auditLine(db, {
      actor: `operator:${session.operator.username}`,
      operatorId: session.operator.id,
      action: defaultAction,
      detail: { endpoint: endpointOf(request), input: inputForAudit(request.body), ...why },
    });
  }

  app.route({
    ...endpointRoute(endpoint, options.rateLimit),
    preValidation: async (request) => {
      request.consoleSession = null;
      if (roles !== 'anyone') {
        checked.add(request);
        const token = readCookie(request, SESSION_COOKIE);
        const session = token ? await sessionFor(db, token) : null;
        if (!session) throw new AppError(401, 'admin_signed_out');
        // Known before the checks below, so a refusal of theirs names who was refused.
        request.consoleSession = session;
        if (!roles.includes(session.operator.role as OperatorRole)) {
          throw new AppError(403, 'admin_role_needed', roleNames(roles), { roles });
        }
        if (isWrite(request.method) && !sameToken(request.headers['x-csrf-token'], session.csrfToken)) {
          throw new AppError(403, 'admin_csrf');
        }
      }
      if (endpoint.method === 'POST' && request.body == null) request.body = {};
    },
    onError: async (request, _reply, error) => {
      if (!isWrite(request.method) || handled.has(request)) return;
      try {
        await refusedEarly(request, error);
      } catch (failed) {
        request.log.error({ err: failed }, 'console: a refused write could not be audited');
      }
    },
    handler: async (request, reply) => {
      handled.add(request);
      const session = request.consoleSession;
      const operator: ConsoleOperator | null = session
        ? {
            id: session.operator.id,
            username: session.operator.username,
            role: session.operator.role as OperatorRole,
            actor: `operator:${session.operator.username}`,
          }
        : null;
      const who = { actor: operator?.actor ?? 'console', operatorId: operator?.id ?? null };
      const trail = auditTrail(db, request, () => who);

      const ctx: AdminCtx<E> = {
        query: request.query as AdminCtx<E>['query'],
        body: (request.body ?? {}) as AdminCtx<E>['body'],
        operator: operator as AdminCtx<E>['operator'],
        session,
        request,
        reply,
        audited: trail.audited,
        auditedAfter: trail.auditedAfter,
        note: trail.note,
      };

      try {
        const data = await handler(ctx);
        if (isWrite(request.method) && !trail.written()) await trail.input(defaultAction);
        return ok(data);
      } catch (error) {
        if (isWrite(request.method) && !trail.written()) await trail.refused(defaultAction, error);
        throw error;
      }
    },
  });
}
