import { adminEndpoints, OPERATOR_ROLES, type OperatorRole } from '@xueche/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import {
  cities,
  classApplications,
  examFields,
  operators,
  opsAudit,
  theoryApplications,
  users,
  vipEntitlements,
} from '../../db/schema';
import { person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import { LOCK_AFTER } from './operators.service';
import { totp } from './totp';

const OPS_TOKEN = 'test-operator-token-console-01234567';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
});
afterAll(() => t.close());

let names = 0;
const uniqueName = (role: string) => `${role}-${process.pid}-${++names}`;

/** A new account through the ops token (as `npm run ops -- operator:add` makes one): its one-time password. */
async function addOperator(role: OperatorRole) {
  const username = uniqueName(role);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { username, role },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = body<{ operator: { id: number }; one_time_password: string }>(res).data;
  return { id: data.operator.id, username, password: data.one_time_password };
}

const signIn = (payload: { username: string; password: string; code?: string }) =>
  t.app.inject({ method: 'POST', url: '/api/admin/session', payload });

const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';

/** A signed-in console: the cookie and CSRF token a browser would hold, and calls made with them. */
async function operatorSession(role: OperatorRole) {
  const account = await addOperator(role);
  const setup = body<{ step: string; secret: string }>(await signIn(account));
  expect(setup.data.step).toBe('totp_setup');
  const res = await signIn({ ...account, code: totp(setup.data.secret) });
  expect(res.statusCode, res.body).toBe(200);
  const csrf = body<{ csrf_token: string }>(res).data.csrf_token;
  const cookie = cookieOf(res);
  return {
    ...account,
    secret: setup.data.secret,
    cookie,
    csrf,
    get: (url: string) => t.app.inject({ url, headers: { cookie } }),
    post: (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie, 'x-csrf-token': csrf } }),
  };
}
type Console = Awaited<ReturnType<typeof operatorSession>>;

/** The audit lines about one target, oldest first. */
const auditOf = (target: string) =>
  t.database.db.select().from(opsAudit).where(eq(opsAudit.target, target)).orderBy(opsAudit.id);

describe('signing in', () => {
  it('sets the authenticator up at the first sign-in, then opens an httpOnly SameSite=Strict session', async () => {
    const account = await addOperator('reviewer');
    const first = await signIn(account);
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const setup = body<{ step: string; secret: string; otpauth_uri: string; qr_data_url: string }>(first).data;
    expect(setup.step).toBe('totp_setup');
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    expect(setup.qr_data_url).toMatch(/^data:image\/png;base64,/);
    // Asked again before confirming: the same secret, not a new one.
    expect(body<{ secret: string }>(await signIn(account)).data.secret).toBe(setup.secret);

    const wrong = await signIn({ ...account, code: totp(setup.secret, Date.now() - 5 * 60_000) });
    expect(wrong.statusCode).toBe(401);
    expect(body(wrong).msg).toBe('用户名、密码或动态验证码不正确');

    const code = totp(setup.secret);
    const ok = await signIn({ ...account, code });
    expect(ok.statusCode, ok.body).toBe(200);
    const cookie = String(ok.headers['set-cookie']);
    expect(cookie).toMatch(/^xueche_admin=[\w-]{43}; Path=\/api\/admin; Max-Age=43200; HttpOnly; SameSite=Strict$/);
    const session = body<{ step: string; operator: { username: string; role: string }; csrf_token: string }>(ok).data;
    expect(session).toMatchObject({ step: 'signed_in', operator: { username: account.username, role: 'reviewer' } });

    const me = await t.app.inject({ url: '/api/admin/session', headers: { cookie: cookieOf(ok) } });
    expect(body(me).data).toMatchObject({ operator: { username: account.username }, csrf_token: session.csrf_token });
    // Only the hash of the session's token is stored.
    const stored = await rowsOf<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from operator_sessions where operator_id = ${account.id}`,
    );
    expect(stored.map((s) => s.token_hash)).not.toContain(cookieOf(ok).split('=')[1]);

    // A code is accepted once: the same one again is refused, even with the right password.
    expect((await signIn({ ...account, code })).statusCode).toBe(401);
    // Once set up, a password alone never gets the setup step (nor the secret) again.
    const noCode = await signIn(account);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.body).not.toContain(setup.secret);
  });

  it('locks the account after repeated failures, whatever comes next, until the lock ends', async () => {
    const account = await addOperator('content');
    for (let i = 1; i < LOCK_AFTER; i++) {
      expect((await signIn({ ...account, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const locking = await signIn({ ...account, password: 'wrong-again' });
    expect(locking.statusCode).toBe(429);
    expect(body(locking).msg).toMatch(/账号已锁定/);
    // The right password is refused too while locked.
    expect((await signIn(account)).statusCode).toBe(429);
    const [row] = await t.database.db.select().from(operators).where(eq(operators.id, account.id));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    await t.database.db
      .update(operators)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(operators.id, account.id));
    expect(body<{ step: string }>(await signIn(account)).data.step).toBe('totp_setup');

    // Every try is in the audit log, the password never.
    const lines = await auditOf(`operator:${account.username}`);
    expect(lines.map((l) => [l.action, (l.detail as { status?: number }).status ?? 200])).toEqual([
      ['operator.add', 200],
      ...Array.from({ length: LOCK_AFTER - 1 }, () => ['operator.sign-in', 401]),
      ['operator.sign-in', 429],
      ['operator.sign-in', 429],
      ['operator.sign-in', 200],
    ]);
    expect(JSON.stringify(lines)).not.toContain('wrong-');
    expect(JSON.stringify(lines)).not.toContain(account.password);
  });

  it('refuses an unknown or disabled name with the same answer', async () => {
    const unknown = await signIn({ username: 'nobody-here', password: 'whatever-password' });
    expect(unknown.statusCode).toBe(401);
    const reviewer = await operatorSession('reviewer');
    const admin = await operatorSession('admin');
    expect((await admin.post('/api/admin/operators/disable', { id: reviewer.id, disabled: true })).statusCode).toBe(
      200,
    );
    // Disabling ends their session at once.
    expect((await reviewer.get('/api/admin/session')).statusCode).toBe(401);
    const disabled = await signIn({ ...reviewer, code: totp(reviewer.secret, Date.now() + 30_000) });
    expect(disabled.statusCode).toBe(401);
    expect(body(disabled).msg).toBe(body(unknown).msg);
  });

  it('signing out ends the session for good', async () => {
    const op = await operatorSession('finance');
    expect((await op.post('/api/admin/sign-out')).statusCode).toBe(200);
    expect((await op.get('/api/admin/session')).statusCode).toBe(401);
    expect((await op.get('/api/admin/dashboard')).statusCode).toBe(401);
  });
});

describe('what a request must carry', () => {
  let admin: Console;
  beforeAll(async () => {
    admin = await operatorSession('admin');
  });

  it('refuses no session, a forged cookie, the ops token and a student token (401)', async () => {
    const student = await person(t);
    const attempts = [
      {},
      { cookie: 'xueche_admin=forged-forged-forged-forged-forged-forged-forg' },
      { authorization: `Bearer ${OPS_TOKEN}` },
      { authorization: `Bearer ${student.token}` },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({ url: '/api/admin/dashboard', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(body(res).msg).toBe('请先登录运营后台');
    }
    const withQuery = await t.app.inject({ url: `/api/admin/operators?access-token=${OPS_TOKEN}` });
    expect(withQuery.statusCode).toBe(401);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'x-ops-token': OPS_TOKEN },
      payload: { username: 'via-token', role: 'admin' },
    });
    expect(write.statusCode).toBe(401);
    expect(await t.database.db.select().from(operators).where(eq(operators.username, 'via-token'))).toEqual([]);
  });

  it('refuses a write without the session’s CSRF token (403), and changes nothing', async () => {
    const username = uniqueName('csrf');
    const payload = { username, role: 'content' };
    for (const headers of [{ cookie: admin.cookie }, { cookie: admin.cookie, 'x-csrf-token': 'not-the-token' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/operators', headers, payload });
      expect(res.statusCode).toBe(403);
      expect(body(res).msg).toBe('页面的安全令牌缺失或已失效，请刷新页面后重试');
    }
    // Another session's token does not do either.
    const other = await operatorSession('admin');
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: { cookie: admin.cookie, 'x-csrf-token': other.csrf },
      payload,
    });
    expect(crossed.statusCode).toBe(403);
    expect(await t.database.db.select().from(operators).where(eq(operators.username, username))).toEqual([]);
    expect((await admin.post('/api/admin/operators', payload)).statusCode).toBe(200);
  });

  it("refuses every role the others' endpoints (403), checked before the input", async () => {
    const sessions = Object.fromEntries(
      await Promise.all(OPERATOR_ROLES.map(async (role) => [role, await operatorSession(role)] as const)),
    ) as Record<OperatorRole, Console>;
    let refused = 0;
    for (const endpoint of Object.values(adminEndpoints)) {
      // Signing in is open to anyone; signing out to every role (and would end the session the loop uses).
      if (endpoint.operator === 'anyone' || endpoint === adminEndpoints.adminSignOut) continue;
      for (const role of OPERATOR_ROLES) {
        const op = sessions[role];
        const url = `/api${endpoint.path}`;
        const res = endpoint.method === 'GET' ? await op.get(url) : await op.post(url, {});
        const may = endpoint.operator.includes(role);
        if (may) {
          expect(res.statusCode, `${role} ${url}`).not.toBe(403);
        } else {
          expect(res.statusCode, `${role} ${url}`).toBe(403);
          expect(body(res).msg).toMatch(/^此操作需要以下角色之一：/);
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(30);
  });
});

describe('reviews and the audit log', () => {
  let reviewer: Console;
  let admin: Console;
  let fieldId: number;
  beforeAll(async () => {
    reviewer = await operatorSession('reviewer');
    admin = await operatorSession('admin');
    const adcode = `87${String(process.pid % 10000).padStart(4, '0')}`;
    const [city] = await t.database.db
      .insert(cities)
      .values({ adcode, title: '后台市', province: '测试省', lng: 100, lat: 30 })
      .returning();
    const [field] = await t.database.db
      .insert(examFields)
      .values({ cityId: city?.id as number, name: '后台考场', tag: '科目二', lng: 100, lat: 30 })
      .returning();
    fieldId = field?.id as number;
  });

  it("approving a theory-course application grants the student the subject's VIP, audited before → after", async () => {
    const coach = await person(t, 2);
    const student = await person(t, 1);
    const phone = `139${String(process.pid % 100000).padStart(5, '0')}123`;
    await t.database.db.update(users).set({ phone }).where(eq(users.id, student.id));
    const applied = await coach.post('/api/v3/apply/kt', { student_name: '李同学', student_phone: phone, subject: 4 });
    expect(applied.statusCode, applied.body).toBe(200);
    const { id } = body<{ id: number }>(applied).data;

    const queue = body<{ list: { id: number; student: { id: number } | null }[] }>(
      await reviewer.get('/api/admin/reviews/theory-applications'),
    ).data.list;
    expect(queue.find((a) => a.id === id)?.student?.id).toBe(student.id);

    const decided = await reviewer.post('/api/admin/reviews/theory-applications/decide', { id, decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(body(decided).data).toMatchObject({ id, status: 'approved' });
    const [vip] = await t.database.db
      .select()
      .from(vipEntitlements)
      .where(and(eq(vipEntitlements.userId, student.id), eq(vipEntitlements.subject, 4)));
    expect(vip).toMatchObject({ orderId: null, source: `theory-application:${id}` });
    const [row] = await t.database.db.select().from(theoryApplications).where(eq(theoryApplications.id, id));
    expect(row).toMatchObject({ status: 'approved', reviewedBy: `operator:${reviewer.username}` });

    const [line] = await auditOf(`theory-application:${id}`);
    expect(line).toMatchObject({
      actor: `operator:${reviewer.username}`,
      operatorId: reviewer.id,
      action: 'theory.application.decide',
    });
    expect(line?.detail).toMatchObject({
      before: { status: 'pending', entitlement: null },
      after: { status: 'approved', entitlement: { kind: 'vip', subject: 4, source: `theory-application:${id}` } },
    });

    // Decided once: again is a 409, and audited as refused.
    const again = await reviewer.post('/api/admin/reviews/theory-applications/decide', {
      id,
      decision: 'reject',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    const lines = await auditOf(`theory-application:${id}`);
    expect(lines.map((l) => [l.operatorId, (l.detail as { status?: number }).status ?? 200])).toEqual([
      [reviewer.id, 200],
      [reviewer.id, 409],
    ]);
  });

  it('a class application rejected with a reason is audited and texted to the student', async () => {
    const student = await person(t, 1);
    const phone = `137${String(process.pid % 100000).padStart(5, '0')}456`;
    const applied = await student.post('/api/v1/lesson/apply', { field_id: fieldId, name: '张同学', phone });
    expect(applied.statusCode, applied.body).toBe(200);
    const { id } = body<{ id: number }>(applied).data;

    const noReason = await reviewer.post('/api/admin/reviews/class-applications/decide', { id, decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    const [still] = await t.database.db.select().from(classApplications).where(eq(classApplications.id, id));
    expect(still?.status).toBe('pending');

    const rejected = await reviewer.post('/api/admin/reviews/class-applications/decide', {
      id,
      decision: 'reject',
      reason: '本期名额已满',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(body(rejected).data).toMatchObject({ id, status: 'rejected', reason: '本期名额已满' });
    const [refusal, line] = await auditOf(`class-application:${id}`);
    expect(refusal?.detail).toMatchObject({ status: 400, input: { decision: 'reject', reason: '' } });
    expect(line?.detail).toMatchObject({
      before: { status: 'pending', reason: '' },
      after: { status: 'rejected', reason: '本期名额已满' },
    });

    await t.app.jobs.workNow('class-notice');
    const inbox = await t.app.inject({ url: `/sandbox/sms/messages?phone=${phone}` });
    expect(
      (inbox.json() as { messages: { template_param: Record<string, string> }[] }).messages.map(
        (m) => m.template_param,
      ),
    ).toEqual([{ event: '报班申请结果', detail: '未通过：本期名额已满' }]);
  });

  it('every write is in the log, filterable by operator and by action, with before → after', async () => {
    const madeName = uniqueName('made');
    const made = await admin.post('/api/admin/operators', { username: madeName, role: 'finance' });
    const madeId = body<{ operator: { id: number } }>(made).data.operator.id;
    await admin.post('/api/admin/operators/reset-totp', { id: madeId });

    const mine = body<{ total: number; list: { action: string; target: string; detail: Record<string, unknown> }[] }>(
      await admin.get(`/api/admin/audit?operator_id=${admin.id}`),
    ).data;
    // Their own sign-in is theirs too.
    expect(mine.list.map((l) => l.action)).toEqual(['operator.reset-totp', 'operator.add', 'operator.sign-in']);
    expect(mine.list[0]).toMatchObject({
      target: `operator:${madeName}`,
      detail: { before: { id: madeId, totp: false }, after: { id: madeId, totp: false } },
    });
    expect(mine.list[1]?.detail).toMatchObject({ before: null, after: { id: madeId, role: 'finance' } });
    // The one-time password is never in the log.
    expect(JSON.stringify(mine)).not.toContain(body<{ one_time_password: string }>(made).data.one_time_password);

    const decisions = body<{ list: { action: string; actor: string }[] }>(
      await admin.get('/api/admin/audit?action=theory.application'),
    ).data.list;
    expect(decisions.length).toBeGreaterThan(0);
    expect(decisions.every((l) => l.action === 'theory.application.decide')).toBe(true);

    const facets = body<{ operators: { id: number }[]; actions: string[] }>(
      await admin.get('/api/admin/audit/facets'),
    ).data;
    expect(facets.operators.map((o) => o.id)).toContain(reviewer.id);
    expect(facets.actions).toEqual(expect.arrayContaining(['class.application.decide', 'operator.add']));
    // The ops token's own lines are there too, named as the token.
    const byToken = body<{ list: { actor: string; action: string }[] }>(
      await admin.get('/api/admin/audit?actor=ops-token&action=operator.add'),
    ).data.list;
    expect(byToken.length).toBeGreaterThan(0);
    expect(byToken.every((l) => l.actor === 'ops-token')).toBe(true);
  });

  it('the dashboard counts what waits and what happened today', async () => {
    const res = await reviewer.get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const data = body<{
      today: { date: string; new_users: number };
      pending: Record<string, number>;
      days: { date: string }[];
    }>(res).data;
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)?.date).toBe(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
    expect(data.today.new_users).toBeGreaterThanOrEqual(3);
    const [pendingClass] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from class_applications where status = 'pending'`,
    );
    expect(data.pending.class_applications).toBe(pendingClass?.n);
  });
});
