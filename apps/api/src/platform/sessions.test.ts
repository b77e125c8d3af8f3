import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessTokens, settings, users } from '../db/schema';
import { type Person, person } from '../test/person';
import { body, login, startTestApp, type TestApp } from '../test/test-app';
import { TOKEN_TTL_MS } from './sessions';

/**
 * Signed-in users are kept in memory (session-cache.ts). What a caller must never notice: a logout,
 * a new role, a changed field or profile, or an expired token is in effect on the very next call.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.database.db
    .insert(settings)
    .values({ key: 'coach.reg_open', value: 1 })
    .onConflictDoUpdate({ target: settings.key, set: { value: 1 } });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let ip = 0;
const student = () => person(t, 1, undefined, `198.51.100.${++ip}`);
const me = async (p: Person) =>
  body<{ user_type: number; field: number | null; nickname: string; is_gzh: number }>(await p.get('/api/v1/user/base'));
const as = (token: string, url: string) => t.app.inject({ url: `${url}?access-token=${token}` });

describe('a signed-in session', () => {
  it('ends on logout at the next call, while the same person signed in elsewhere goes on', async () => {
    const s = await student();
    const phone = await login(t.app, { openid: s.openid });
    expect((await me(s)).code).toBe(200);
    expect((await as(phone.token, '/api/v1/user/base')).statusCode).toBe(200);

    expect((await s.post('/api/v1/user/logout', {})).statusCode).toBe(200);
    expect((await s.get('/api/v1/user/base')).statusCode).toBe(401);
    expect((await as(phone.token, '/api/v1/user/base')).statusCode).toBe(200);
  });

  it('shows a changed field, nickname and follow state on the next call, in every session of the person', async () => {
    const s = await student();
    const other = await login(t.app, { openid: s.openid });
    expect(await me(s)).toMatchObject({ data: { field: null, is_gzh: 0 } });
    const city = body<{ fields: { id: number }[] }>(
      await s.post('/api/v1/user/city-by-location', { province: '广东省', city: '广州市' }),
    ).data;
    const fieldId = city.fields[0]?.id as number;

    expect((await s.post('/api/v1/user/update-field', { field_id: fieldId })).statusCode).toBe(200);
    expect((await me(s)).data.field).toBe(fieldId);
    expect(body<{ field: number }>(await as(other.token, '/api/v1/user/base')).data.field).toBe(fieldId);

    expect((await s.post('/api/v1/user/up-info', { nickname: '新的名字' })).statusCode).toBe(200);
    expect((await me(s)).data.nickname).toBe('新的名字');

    // Following the official account is learnt at the next sign-in; older sessions see it too.
    await login(t.app, { openid: s.openid, subscribe: 1 });
    expect((await me(s)).data.is_gzh).toBe(1);
  });

  it('of a student who registers as a coach is a coach session at the next call', async () => {
    const s = await student();
    expect((await me(s)).data.user_type).toBe(1);
    expect((await s.get('/api/v1/coach/share-coach')).statusCode).toBe(403);

    const phone = `15${randomInt(0, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    expect((await s.post('/api/v2/default/sms-code', { phone, purpose: 'coach_register' })).statusCode).toBe(200);
    const inbox = await t.app.inject({ url: `/sandbox/sms/messages?phone=${phone}` });
    const code = (inbox.json() as { messages: { code: string }[] }).messages[0]?.code;
    const registered = await s.post('/api/v2/default/reg-coach', {
      name: '李教练',
      phone,
      code,
      school_name: '东方驾校',
    });
    expect(registered.statusCode, registered.body).toBe(200);

    expect((await me(s)).data.user_type).toBe(2);
    expect((await s.get('/api/v1/coach/share-coach')).statusCode).toBe(200);
  });

  it('ends at its expiry even when it was used a moment before', async () => {
    const s = await student();
    expect((await me(s)).code).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + TOKEN_TTL_MS - 60_000);
    expect((await me(s)).code).toBe(200);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await s.get('/api/v1/user/base')).statusCode).toBe(401);
  });

  it('is read from memory: a change made behind the services (an operator in psql) shows within a minute', async () => {
    const s = await student();
    expect((await me(s)).data.nickname).not.toBe('改于数据库');
    await t.database.db.update(users).set({ nickname: '改于数据库' }).where(eq(users.id, s.id));
    await t.database.db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.userId, s.id));
    // Still the remembered session: nothing told this process.
    expect((await me(s)).data.nickname).not.toBe('改于数据库');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await s.get('/api/v1/user/base')).statusCode).toBe(401);
  });
});
