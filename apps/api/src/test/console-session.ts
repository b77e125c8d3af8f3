import type { OperatorRole } from '@xueche/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { totp } from '../modules/admin/totp';
import { body, type TestApp } from './test-app';

let made = 0;

/**
 * A signed-in operator of the test app, as a browser would hold them: made through the ops token (as
 * `npm run ops -- operator:add` does), the authenticator set up at the first sign-in, then the session's
 * cookie and CSRF token on every call (with `headers`, say a language). The app must be started with
 * `OPS_TOKEN: opsToken`.
 */
export async function consoleSession(
  t: TestApp,
  opsToken: string,
  role: OperatorRole,
  headers: Record<string, string> = {},
) {
  const username = `${role}-${process.pid}-${++made}`;
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/ops/operators',
    headers: { authorization: `Bearer ${opsToken}` },
    payload: { username, role },
  });
  expect(added.statusCode, added.body).toBe(200);
  const password = body<{ one_time_password: string }>(added).data.one_time_password;
  const signIn = (code?: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { username, password, code } });
  const { secret } = body<{ secret: string }>(await signIn()).data;
  const res = await signIn(totp(secret));
  expect(res.statusCode, res.body).toBe(200);
  const csrf = body<{ csrf_token: string }>(res).data.csrf_token;
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return {
    username,
    actor: `operator:${username}`,
    /** The session's cookie, for a request made without the CSRF token. */
    cookie,
    get: (url: string): Promise<LightMyRequestResponse> => t.app.inject({ url, headers: { cookie, ...headers } }),
    post: (url: string, payload: object = {}): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie, 'x-csrf-token': csrf, ...headers } }),
  };
}
export type ConsoleSession = Awaited<ReturnType<typeof consoleSession>>;
