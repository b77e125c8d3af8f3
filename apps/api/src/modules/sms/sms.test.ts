import { randomInt } from 'node:crypto';
import { ALIYUN_RPC_EXAMPLE } from '@xueche/sandbox/testing';
import { and, desc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentEncode, rpcSignature } from '../../adapters/sms';
import { smsCodes } from '../../db/schema';
import { waitText } from '../../platform/errors';
import { body, login, openid, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A fresh mainland mobile number per call, so tests never share a number's limits. */
const newPhone = () => `13${randomInt(3, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
let ipCounter = 0;
/** A fresh client address per call, for the per-IP limit. */
const newIp = () => `203.0.113.${++ipCounter}`;

async function person(type: 1 | 2 = 1) {
  const { token, result } = await login(t.app, { openid: openid(type === 2 ? 'coach' : 'student'), type });
  const ip = newIp();
  return {
    id: result.analysis.id,
    get: (url: string) => t.app.inject({ url: `${url}?access-token=${token}` }),
    post: (url: string, payload: object, opts: { ip?: string; lang?: string } = {}) =>
      t.app.inject({
        method: 'POST',
        url: `${url}?access-token=${token}`,
        payload: payload as Record<string, string>,
        headers: { 'x-forwarded-for': opts.ip ?? ip, ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
      }),
  };
}
type Person = Awaited<ReturnType<typeof person>>;

/** What the phone received: the newest code in the sandbox's inbox. */
async function inbox(phone: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/sandbox/sms/messages?phone=${phone}` });
  return (res.json() as { messages: { code: string }[] }).messages.map((m) => m.code);
}
const latestCode = async (phone: string) => (await inbox(phone))[0] as string;

/** Moves every send of this number back in time, as if that many seconds had passed. */
async function age(phone: string, seconds: number) {
  await t.database.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(smsCodes.phone, phone));
}

const send = (who: Person, phone: string, purpose = 'bind_phone', opts: { ip?: string; lang?: string } = {}) =>
  who.post('/api/v2/default/sms-code', { phone, purpose }, opts);
const bindPhone = (who: Person, phone: string, code: string) => who.post('/api/v1/user/up-phone', { phone, code });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the Aliyun SendSms adapter', () => {
  it("signs as Aliyun's documented example and encodes per RFC 3986", () => {
    const { params } = ALIYUN_RPC_EXAMPLE;
    expect(rpcSignature('GET', params, ALIYUN_RPC_EXAMPLE.secret)).toBe(ALIYUN_RPC_EXAMPLE.signature);
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
    expect(percentEncode('学车')).toBe('%E5%AD%A6%E8%BD%A6');
  });
});

describe('sending a code', () => {
  it('texts 6 digits through the sandbox and stores only a hash', async () => {
    const who = await person();
    const phone = newPhone();
    const res = await send(who, `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toEqual({
      phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      expires_in: 300,
      resend_in: 60,
    });
    const code = await latestCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row).toMatchObject({
      purpose: 'bind_phone',
      tries: 0,
      usedAt: null,
      voidedAt: null,
      ip: expect.stringMatching(/^203\.0\.113\.\d+$/),
    });
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.bizId).toMatch(/\^0$/);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(300_000);
  });

  it('refuses what is not a mainland mobile number, an unknown purpose and a caller without a session', async () => {
    const who = await person();
    for (const phone of ['12812345678', '1381234567', '138123456789', 'abc']) {
      const res = await send(who, phone);
      expect(res.statusCode, phone).toBe(400);
      expect(body(res).msg).toBe('请输入正确的手机号（11 位中国大陆手机号）');
    }
    const en = await send(who, '123', 'bind_phone', { lang: 'en' });
    expect(body(en).msg).toBe('Enter a valid mainland China mobile number (11 digits)');
    expect((await send(who, newPhone(), 'lottery')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v2/default/sms-code',
      payload: { phone: newPhone(), purpose: 'bind_phone' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sends phone-verification codes to coaches only, and registration codes to non-coaches only', async () => {
    const student = await person(1);
    const coach = await person(2);
    const refused = await student.post('/api/v1/coach/code', { phone: newPhone(), purpose: 'coach_verify' });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toBe('只有教练可以获取手机验证的验证码');
    expect((await coach.post('/api/v1/coach/code', { phone: newPhone(), purpose: 'coach_register' })).statusCode).toBe(
      409,
    );
    const phone = newPhone();
    expect((await coach.post('/api/v1/coach/code', { phone })).statusCode).toBe(200);
    expect((await student.post('/api/v1/user/code', { phone: newPhone() })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.purpose).toBe('coach_verify');
  });
});

describe('checking a code', () => {
  it('refuses a wrong code with the tries left, and the fifth wrong try voids it', async () => {
    const who = await person();
    const phone = newPhone();
    await send(who, phone);
    const code = await latestCode(phone);
    for (const left of [4, 3, 2, 1]) {
      const res = await bindPhone(who, phone, wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe(`验证码不正确，还可以再试 ${left} 次`);
    }
    const fifth = await bindPhone(who, phone, wrongCode(code));
    expect(body(fifth).msg).toBe('验证码错误次数过多，已失效，请重新获取');
    // The right code no longer works, and nothing was bound.
    const right = await bindPhone(who, phone, code);
    expect(right.statusCode).toBe(400);
    expect(body(right).msg).toBe('验证码错误次数过多，已失效，请重新获取');
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.tries).toBe(5);
    expect(row?.voidedAt).not.toBeNull();
    expect(body<{ phone?: string }>(await who.get('/api/v1/user/base')).data.phone).toBeUndefined();
  });

  it('works once, and only for the phone and purpose it was sent for', async () => {
    const who = await person();
    const phone = newPhone();
    const other = newPhone();
    await send(who, phone, 'bind_phone');
    const code = await latestCode(phone);

    const otherPurpose = await who.post('/api/v3/default/reg-stu', { phone, code });
    expect(body(otherPurpose).msg).toBe('请先获取验证码');
    const otherPhone = await bindPhone(who, other, code);
    expect(body(otherPhone).msg).toBe('请先获取验证码');

    const ok = await bindPhone(who, phone, code);
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await bindPhone(who, phone, code);
    expect(again.statusCode).toBe(400);
    expect(body(again).msg).toBe('验证码已使用过，请重新获取');
  });

  it('refuses an expired code, one of the wrong shape, and a code older than the newest', async () => {
    const who = await person();
    const phone = newPhone();
    await send(who, phone);
    const first = await latestCode(phone);
    await age(phone, 61);
    await send(who, phone);
    const second = await latestCode(phone);
    expect(await inbox(phone)).toEqual([second, first]);
    const rows = await t.database.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone))
      .orderBy(desc(smsCodes.id));
    expect(rows[1]?.voidedAt).not.toBeNull();
    if (first !== second) {
      const old = await bindPhone(who, phone, first);
      expect(body(old).msg).toBe('验证码不正确，还可以再试 4 次');
    }
    expect(body(await bindPhone(who, phone, '12345')).msg).toBe('验证码是 6 位数字');

    await t.database.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.id, rows[0]?.id ?? 0)));
    const expired = await bindPhone(who, phone, second);
    expect(expired.statusCode).toBe(400);
    expect(body(expired).msg).toBe('验证码已过期（5 分钟内有效），请重新获取');
  });
});

describe('sending limits', () => {
  const expect429 = (res: Awaited<ReturnType<Person['post']>>, msg: RegExp, min: number, max: number) => {
    expect(res.statusCode, res.body).toBe(429);
    const reply = body<{ retry_after: number }>(res);
    expect(reply.msg).toMatch(msg);
    expect(reply.data.retry_after).toBeGreaterThanOrEqual(min);
    expect(reply.data.retry_after).toBeLessThanOrEqual(max);
    expect(res.headers['retry-after']).toBe(String(reply.data.retry_after));
    return reply.data.retry_after;
  };

  it('allows one code a minute per phone, whatever the purpose', async () => {
    const who = await person();
    const phone = newPhone();
    expect((await send(who, phone)).statusCode).toBe(200);
    const wait = expect429(
      await send(who, phone, 'student_register'),
      /^验证码每分钟只能获取 1 次，请 \d+ 秒后再试$/,
      55,
      60,
    );
    expect(body(await send(who, phone, 'bind_phone', { lang: 'en' })).msg).toMatch(
      /^A code can be sent once a minute; try again in \d+ seconds?$/,
    );
    expect(wait).toBeGreaterThan(0);
    expect(await inbox(phone)).toHaveLength(1);
    await age(phone, 61);
    expect((await send(who, phone)).statusCode).toBe(200);
  });

  it('allows five an hour and ten in 24 hours per phone', async () => {
    const who = await person();
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(who, phone)).statusCode, `send ${i + 1}`).toBe(200);
      await age(phone, 61);
    }
    // The oldest of the five went out 5 × 61 s ago: a slot frees when it is an hour old.
    expect429(await send(who, phone), /^这个手机号 1 小时内最多获取 5 次验证码，请 55 分钟后再试$/, 3285, 3295);
    await age(phone, 3600);
    for (let i = 0; i < 5; i++) {
      expect((await send(who, phone)).statusCode, `send ${i + 6}`).toBe(200);
      await age(phone, 61);
    }
    // Ten within 24 hours now (five more than an hour ago, five in this hour): the oldest frees the slot.
    await age(phone, 3600);
    // The oldest of the ten is 2 × 3600 + 2 × 305 s old.
    expect429(
      await send(who, phone),
      /^这个手机号 24 小时内最多获取 10 次验证码，请 21 小时 50 分钟后再试$/,
      78_580,
      78_590,
    );
    expect(await inbox(phone)).toHaveLength(10);
    await age(phone, 24 * 3600);
    expect((await send(who, phone)).statusCode).toBe(200);
  });

  it('allows 20 an hour from one address, for any numbers', async () => {
    const who = await person();
    const ip = '198.51.100.7';
    for (let i = 0; i < 20; i++) expect((await send(who, newPhone(), 'bind_phone', { ip })).statusCode).toBe(200);
    const phone = newPhone();
    expect429(
      await send(who, phone, 'bind_phone', { ip }),
      /^当前网络获取验证码太频繁，请 (\d+ 分钟|1 小时)后再试$/,
      3000,
      3600,
    );
    expect(await inbox(phone)).toEqual([]);
    expect((await send(who, phone, 'bind_phone', { ip: '198.51.100.8' })).statusCode).toBe(200);
  });

  it("answers the provider's flow control with 429 too, and such a refusal does not count", async () => {
    const who = await person();
    const phone = newPhone();
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/sms/next-error',
      payload: { phone, code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发小时级流控Permits:5' },
    });
    expect429(await send(who, phone), /^短信发送太频繁，请 1 小时后再试$/, 3600, 3600);
    expect(await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toEqual([]);
    expect((await send(who, phone)).statusCode).toBe(200);
  });
});

describe('the wait in words', () => {
  it('uses seconds, minutes, or hours and minutes', () => {
    expect(waitText(45)).toEqual({ wait_zh: ' 45 秒', wait_en: '45 seconds' });
    expect(waitText(60)).toEqual({ wait_zh: ' 60 秒', wait_en: '60 seconds' });
    expect(waitText(61)).toEqual({ wait_zh: ' 2 分钟', wait_en: '2 minutes' });
    expect(waitText(3600)).toEqual({ wait_zh: ' 1 小时', wait_en: '1 hour' });
    expect(waitText(3660)).toEqual({ wait_zh: ' 1 小时 1 分钟', wait_en: '1 hour 1 minute' });
  });
});

describe('a provider that cannot be reached', () => {
  it('is a 502 naming the SMS service, and the code is not kept', async () => {
    const down = Fastify();
    down.get('/', async (_req, reply) => reply.code(500).send('oops'));
    const url = await down.listen({ host: '127.0.0.1', port: 0 });
    // A code sent before another app starts in the same process still checks against this app's secret.
    const who = await person();
    const mine = newPhone();
    await send(who, mine);
    const other = await startTestApp({ SMS_API_BASE: url });
    try {
      expect((await bindPhone(who, mine, await latestCode(mine))).statusCode).toBe(200);
      const { token } = await login(other.app, { openid: openid() });
      const phone = newPhone();
      const res = await other.app.inject({
        method: 'POST',
        url: `/api/v2/default/sms-code?access-token=${token}`,
        payload: { phone, purpose: 'bind_phone' },
      });
      expect(res.statusCode).toBe(502);
      expect(body(res).msg).toBe('短信服务暂时不可用，请稍后再试');
      expect(await other.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toEqual([]);
    } finally {
      await other.close();
      await down.close();
    }
  });
});
