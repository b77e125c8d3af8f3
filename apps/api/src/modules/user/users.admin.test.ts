import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit, users } from '../../db/schema';
import { type ConsoleSession, consoleSession } from '../../test/console-session';
import { person } from '../../test/person';
import { body, sandboxCode, startTestApp, type TestApp } from '../../test/test-app';

const OPS_TOKEN = 'test-operator-token-users-0123456789ab';

let t: TestApp;
let admin: ConsoleSession;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
  admin = await consoleSession(t, OPS_TOKEN, 'admin');
});
afterAll(() => t.close());

/** A WeChat sign-in of an existing identity: the status and the message. */
async function signInAgain(openid: string) {
  const code = await sandboxCode(t.app, { openid });
  const res = await t.app.inject({ url: `/api/wx/cd?code=${code}&app_id=wx5a1dbox0000000001&group=wechat` });
  return { status: res.statusCode, msg: body(res).msg };
}

describe('users in the console', () => {
  it('only admin reads and changes users (finance, reviewer and content: 403)', async () => {
    for (const role of ['finance', 'reviewer', 'content'] as const) {
      const other = await consoleSession(t, OPS_TOKEN, role);
      expect((await other.get('/api/admin/users')).statusCode, role).toBe(403);
      expect((await other.post('/api/admin/users/disable', { id: 1, disabled: true, reason: 'x' })).statusCode).toBe(
        403,
      );
    }
  });

  it('finds a person by did, user number or nickname; their page has the coach they are bound to', async () => {
    const coach = await person(t, 2);
    const student = await person(t, 1, coach.did);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, student.id));
    for (const q of [student.did, student.uid, row?.nickname.slice(0, 4)]) {
      const found = body<{ list: { id: number }[] }>(
        await admin.get(`/api/admin/users?q=${encodeURIComponent(String(q))}`),
      );
      expect(
        found.data.list.map((u) => u.id),
        String(q),
      ).toContain(student.id);
    }
    const page = body<{ coach: { id: number; bound_via: string } | null; user_type: number; disabled: boolean }>(
      await admin.get(`/api/admin/users/detail?id=${student.id}`),
    ).data;
    expect(page).toMatchObject({ user_type: 1, disabled: false, coach: { id: coach.id, bound_via: 'login' } });
    const coachPage = body<{ bound: { total: number; latest: { id: number }[] } }>(
      await admin.get(`/api/admin/users/detail?id=${coach.id}`),
    ).data;
    expect(coachPage.bound).toMatchObject({ total: 1, latest: [{ id: student.id }] });
  });

  it('disabling ends their session at once and refuses a new one; enabling lets them sign in again', async () => {
    const student = await person(t);
    // Signed in and recently seen: their session sits in the signed-in cache.
    expect((await student.get('/api/v1/user/balance')).statusCode).toBe(200);

    const noReason = await admin.post('/api/admin/users/disable', { id: student.id, disabled: true, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect((await student.get('/api/v1/user/balance')).statusCode).toBe(200);

    const res = await admin.post('/api/admin/users/disable', { id: student.id, disabled: true, reason: '恶意刷单' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({ id: student.id, disabled: true, disabled_reason: '恶意刷单' });
    expect((await student.get('/api/v1/user/balance')).statusCode).toBe(401);

    const refused = await signInAgain(student.openid);
    expect(refused).toEqual({ status: 403, msg: '你的账号已被停用（恶意刷单），如有疑问请联系客服' });

    const [line] = await t.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `user:${student.id}`));
    expect(line).toMatchObject({
      actor: admin.actor,
      action: 'user.disable',
      detail: {
        before: { disabled_at: null, disabled_reason: '' },
        after: { disabled_reason: '恶意刷单' },
        reason: '恶意刷单',
      },
    });

    const enabled = await admin.post('/api/admin/users/disable', {
      id: student.id,
      disabled: false,
      reason: '申诉通过',
    });
    expect(body(enabled).data).toMatchObject({ disabled: false, disabled_at: null });
    // The old session stays ended; a new sign-in works.
    expect((await student.get('/api/v1/user/balance')).statusCode).toBe(401);
    expect((await signInAgain(student.openid)).status).toBe(200);
  });
});
