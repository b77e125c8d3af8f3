import type { TestApp } from './test-app';
import { login, openid } from './test-app';

/**
 * A signed-in person of the test app (1 student, 2 coach), bound by `did` when given, with requests
 * carrying their token. `ip` makes their requests come from that address (per-IP limits).
 */
export async function person(t: TestApp, type: 1 | 2 = 1, did?: string, ip?: string) {
  const who = openid(type === 2 ? 'coach' : 'student');
  const { token, result } = await login(t.app, { openid: who, type, did });
  const q = (url: string) => `${url}${url.includes('?') ? '&' : '?'}access-token=${token}`;
  const headers = ip ? { 'x-forwarded-for': ip } : undefined;
  return {
    id: result.analysis.id,
    did: result.did,
    uid: (result.analysis as unknown as { uid: string }).uid,
    openid: who,
    /** Their access token, for calls made some other way (a Bearer header). */
    token,
    get: (url: string) => t.app.inject({ url: q(url), headers }),
    post: (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: q(url), payload: payload as Record<string, string>, headers }),
  };
}
export type Person = Awaited<ReturnType<typeof person>>;
