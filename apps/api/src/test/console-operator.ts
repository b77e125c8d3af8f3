import type { OperatorRole } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { opsAudit } from '../db/schema';
import { totp } from '../modules/admin/totp';
import { body, type TestApp } from './test-app';

let names = 0;

/**
 * A signed-in console operator of the test app, as a browser would hold it: made through the ops token
 * (what `npm run ops -- operator:add` does), the authenticator set up at the first sign-in, then the session
 * cookie and its CSRF token on every call. The app must have been started with `OPS_TOKEN: opsToken`.
 */
export async function consoleOperator(t: TestApp, opsToken: string, role: OperatorRole) {
  const username = `${role}-${process.pid}-${++names}`;
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/ops/operators',
    headers: { authorization: `Bearer ${opsToken}` },
    payload: { username, role },
  });
  if (made.statusCode !== 200) throw new Error(`operator:add: ${made.body}`);
  const password = body<{ one_time_password: string }>(made).data.one_time_password;
  const signIn = (code?: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { username, password, code } });
  const { secret } = body<{ secret: string }>(await signIn()).data;
  const signedIn = await signIn(totp(secret));
  if (signedIn.statusCode !== 200) throw new Error(`sign-in: ${signedIn.body}`);
  const csrf = body<{ csrf_token: string }>(signedIn).data.csrf_token;
  const cookie = String(signedIn.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return {
    username,
    get: (url: string): Promise<LightMyRequestResponse> => t.app.inject({ url, headers: { cookie } }),
    post: (url: string, payload: object = {}): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie, 'x-csrf-token': csrf } }),
  };
}
export type ConsoleOperator = Awaited<ReturnType<typeof consoleOperator>>;

/** The audit lines about one target, oldest first. */
export const auditOf = (t: TestApp, target: string) =>
  t.database.db.select().from(opsAudit).where(eq(opsAudit.target, target)).orderBy(opsAudit.id);
