import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { writeSessionCookie } from '../../platform/console-cookie';
import { endSession, openSession, SESSION_MAX_MS } from '../../platform/console-sessions';
import { loginLimit } from '../../platform/rate-limits';
import { auditFacets, auditPage } from './audit-log.service';
import { dashboard } from './dashboard.service';
import {
  addOperator,
  disableAction,
  disableOperator,
  resetOperatorPassword,
  resetOperatorTotp,
} from './operator-changes';
import { changePassword, describeOperator, listOperators, signIn } from './operators.service';
import { otpauthUri } from './totp';

/** The name authenticator apps show above the code. */
const ISSUER = '学车运营后台';

/**
 * /api/admin: the operator console's API (docs/operator-console.md). Every endpoint is a contract entry of
 * `adminEndpoints` registered with adminRoute() (session → role → CSRF → validation → handler → audit).
 * This is the console's own part (sign-in, accounts, dashboard, audit log); an area's console endpoints live
 * beside its service as `<area>.admin.ts`, listed in app.ts.
 */
export function adminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;
  const secure = config.publicUrl?.startsWith('https://') ?? false;
  const limit = loginLimit(config.loginRateLimit);

  // ── Signing in and out ──
  adminRoute(
    api,
    db,
    e.adminSignIn,
    async ({ body, reply, auditedAfter }) => {
      const outcome = await auditedAfter(
        'operator.sign-in',
        async () => {
          const result = await signIn(db, body);
          return {
            result,
            target: `operator:${body.username}`,
            detail: { username: body.username, step: result.step },
            ...(result.step === 'signed_in'
              ? { by: { actor: `operator:${result.operator.username}`, operatorId: result.operator.id } }
              : {}),
          };
        },
        `operator:${body.username}`,
      );
      if (outcome.step === 'totp_setup') {
        const uri = otpauthUri(outcome.secret, ISSUER, body.username);
        return {
          step: 'totp_setup' as const,
          otpauth_uri: uri,
          qr_data_url: await QRCode.toDataURL(uri, { margin: 1, width: 240 }),
          secret: outcome.secret,
        };
      }
      const session = await openSession(db, outcome.operator.id);
      writeSessionCookie(reply, session.token, SESSION_MAX_MS / 1000, secure);
      reply.header('cache-control', 'no-store');
      return {
        step: 'signed_in' as const,
        operator: {
          id: outcome.operator.id,
          username: outcome.operator.username,
          role: describeOperator(outcome.operator).role,
        },
        csrf_token: session.csrfToken,
        expires_at: session.expiresAt.toISOString(),
      };
    },
    // The addresses' limit on top of the account's lock-out: a script trying many names from one place.
    { rateLimit: limit && { ...limit, groupId: 'admin-login' } },
  );

  adminRoute(api, db, e.adminSession, async ({ operator, session, reply }) => {
    reply.header('cache-control', 'no-store');
    return {
      operator: { id: operator.id, username: operator.username, role: operator.role },
      csrf_token: session?.csrfToken ?? '',
      expires_at: session?.expiresAt.toISOString() ?? '',
    };
  });

  adminRoute(api, db, e.adminSignOut, async ({ session, reply, audited }) =>
    audited('operator.sign-out', async (tx) => {
      if (session) await endSession(tx, session.tokenHash);
      writeSessionCookie(reply, '', 0, secure);
      return { result: { signed_out: true as const } };
    }),
  );

  adminRoute(api, db, e.adminPassword, async ({ body, operator, session, auditedAfter }) =>
    auditedAfter('operator.password', async () => {
      await changePassword(db, operator.id, body.current, body.next, session?.tokenHash ?? '');
      return { result: { changed: true as const }, target: operator.actor };
    }),
  );

  // ── Accounts (admin) ──
  adminRoute(api, db, e.adminOperators, async () => ({ list: await listOperators(db) }));

  adminRoute(api, db, e.adminOperatorAdd, async ({ body, operator, audited }) =>
    audited('operator.add', (tx) => addOperator(tx, body, operator.actor)),
  );
  adminRoute(api, db, e.adminOperatorDisable, async ({ body, audited }) =>
    audited(disableAction(body.disabled), (tx) => disableOperator(tx, body.id, body.disabled)),
  );
  adminRoute(api, db, e.adminOperatorResetTotp, async ({ body, audited }) =>
    audited('operator.reset-totp', (tx) => resetOperatorTotp(tx, body.id)),
  );
  adminRoute(api, db, e.adminOperatorResetPassword, async ({ body, audited }) =>
    audited('operator.reset-password', (tx) => resetOperatorPassword(tx, body.id)),
  );

  // ── Dashboard and the audit log ──
  adminRoute(api, db, e.adminDashboard, async () => dashboard(db));
  adminRoute(api, db, e.adminAudit, async ({ query }) => auditPage(db, query));
  adminRoute(api, db, e.adminAuditFacets, async () => auditFacets(db));
}
