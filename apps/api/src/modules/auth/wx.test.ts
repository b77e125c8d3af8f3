import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { jsapiSignature, wechatClient } from '../../adapters/wechat';
import { accessTokens } from '../../db/schema';
import { memoryKv } from '../../platform/kv';
import { body, login, openid, sandboxCode, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const APP = 'wx5a1dbox0000000001';
const tokenCount = async () => (await t.database.db.select({ n: count() }).from(accessTokens))[0]?.n ?? 0;

describe('GET /api/wx/cd', () => {
  it('turns a sandbox code into a session with the five login fields', async () => {
    const code = await sandboxCode(t.app, { openid: openid('stu'), type: 1 });
    const res = await t.app.inject({ url: `/api/wx/cd?code=${code}&app_id=${APP}&group=wechat` });
    expect(res.statusCode).toBe(200);
    const reply = body<Record<string, unknown>>(res);
    expect(reply).toMatchObject({ code: 200, status: 1, msg: 'ok' });
    expect(Object.keys(reply.data).sort()).toEqual(['access_token', 'analysis', 'did', 'is_reg_coach', 'reg_img']);
    expect(reply.data.analysis).toMatchObject({ user_type: 1, field: null, is_gzh: 0, nickname: expect.any(String) });
    expect(reply.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses the same code a second time and issues no token', async () => {
    const code = await sandboxCode(t.app, { openid: openid() });
    const first = await t.app.inject({ url: `/api/wx/cd?code=${code}&app_id=${APP}&group=wechat` });
    expect(first.statusCode).toBe(200);
    const tokens = await tokenCount();
    const again = await t.app.inject({ url: `/api/wx/cd?code=${code}&app_id=${APP}&group=wechat` });
    expect(again.statusCode).toBe(401);
    expect(body(again)).toMatchObject({ status: 0, data: { errcode: 40163 } });
    expect(await tokenCount()).toBe(tokens);
  });

  it('names a missing code and a wrong app_id', async () => {
    const missing = await t.app.inject({ url: `/api/wx/cd?app_id=${APP}&group=wechat` });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(body<{ errors: object }>(missing).data.errors)).toEqual(['code']);
    const code = await sandboxCode(t.app, { openid: openid() });
    const wrongApp = await t.app.inject({ url: `/api/wx/cd?code=${code}&app_id=wx0000&group=wechat` });
    expect(wrongApp.statusCode).toBe(400);
    expect(Object.keys(body<{ errors: object }>(wrongApp).data.errors)).toEqual(['app_id']);
  });

  it('makes a sandbox coach a coach, and keeps a returning user', async () => {
    const id = openid('coach');
    const first = await login(t.app, { openid: id, type: 2, subscribe: 1 });
    expect(first.result.analysis).toMatchObject({ user_type: 2, is_gzh: 1 });
    const second = await login(t.app, { openid: id, type: 2 });
    expect(second.result.analysis.id).toBe(first.result.analysis.id);
    expect(second.token).not.toBe(first.token);
  });

  it('invites a student who came by a coach link to register as a coach', async () => {
    const coach = await login(t.app, { openid: openid('coach'), type: 2 });
    const student = await login(t.app, { openid: openid('stu'), did: `someone,${coach.result.did}` });
    expect(student.result).toMatchObject({
      is_reg_coach: 1,
      reg_img: [{ url: '/static/coach-invite-1.svg' }, { url: '/static/coach-invite-2.svg' }],
    });
    const plain = await login(t.app, { openid: openid('stu') });
    expect(plain.result).toMatchObject({ is_reg_coach: 0, reg_img: [] });
  });

  it('accepts POST /api/wx/login with a form body', async () => {
    const code = await sandboxCode(t.app, { openid: openid() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wx/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `code=${code}&app_id=${APP}`,
    });
    expect(res.statusCode).toBe(200);
    expect(body<{ access_token: string }>(res).data.access_token).toBeTruthy();
  });
});

describe('JS-SDK signing', () => {
  it("reproduces WeChat's published example", () => {
    expect(
      jsapiSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('POST /api/wx/sign returns a signature recomputed from the ticket', async () => {
    const page = 'http://localhost:3000/center?did=abc#section';
    const res = await t.app.inject({ method: 'POST', url: '/api/wx/sign', payload: { url: page } });
    expect(res.statusCode).toBe(200);
    const sig = body<{ timestamp: number; signature: string; nonceStr: string; appId: string }>(res).data;
    expect(sig.appId).toBe(APP);

    // Fetch the ticket the way any WeChat client would: global token, then getticket.
    const tokenReply = await fetch(
      `${t.url}/sandbox/wechat/cgi-bin/token?grant_type=client_credential&appid=${APP}&secret=sandbox-secret-0000000000000000`,
    ).then((r) => r.json() as Promise<{ access_token: string }>);
    const ticketReply = await fetch(
      `${t.url}/sandbox/wechat/cgi-bin/ticket/getticket?access_token=${tokenReply.access_token}&type=jsapi`,
    ).then((r) => r.json() as Promise<{ ticket: string }>);
    expect(sig.signature).toBe(
      jsapiSignature({
        ticket: ticketReply.ticket,
        nonceStr: sig.nonceStr,
        timestamp: sig.timestamp,
        url: 'http://localhost:3000/center?did=abc',
      }),
    );

    // The sandbox's JS-SDK stand-in checks wx.config the way WeChat does.
    const verify = (signature: string, url = page) =>
      fetch(`${t.url}/sandbox/wechat/jssdk/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...sig, signature, url }),
      }).then((r) => r.json());
    expect(await verify(sig.signature)).toEqual({ errMsg: 'config:ok' });
    expect(await verify(sig.signature, 'http://localhost:3000/other')).toEqual({ errMsg: 'config:invalid signature' });
    expect(await verify('0'.repeat(40))).toEqual({ errMsg: 'config:invalid signature' });
  });

  it('refuses a URL that is not http(s)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/wx/sign', payload: { url: 'javascript:alert(1)' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(body<{ errors: object }>(res).data.errors)).toEqual(['url']);
  });
});

describe('GET /api/wx/share', () => {
  it('builds the link with did, field_id and type', async () => {
    const res = await t.app.inject({ url: '/api/wx/share?path=/coach-index&did=abcd1234&field_id=3&type=3' });
    const share = body<{ link: string; title: string; imgUrl: string }>(res).data;
    expect(share.link).toBe(`${t.url}/coach-index?did=abcd1234&field_id=3&type=3`);
    expect(share.title).toBeTruthy();
    expect(share.imgUrl.startsWith(`${t.url}/static/`)).toBe(true);
  });

  it('an article shares as itself: its title, summary and cover', async () => {
    const list = body<{ list: { id: number; title: string; summary: string; cover: string }[] }>(
      await t.app.inject({ url: '/api/v1/article/list?num=1' }),
    ).data.list;
    const article = list[0];
    const res = await t.app.inject({
      url: `/api/wx/share?path=/news/detail_g/${article?.id}&did=abcd1234`,
    });
    expect(body(res).data).toEqual({
      title: article?.title,
      desc: article?.summary,
      link: `${t.url}/news/detail_g/${article?.id}?did=abcd1234`,
      imgUrl: `${t.url}${article?.cover}`,
    });
    const unknown = await t.app.inject({ url: '/api/wx/share?path=/news/detail_g/999999' });
    expect(body<{ title: string }>(unknown).data.title).toBe('学车资讯：考试新规与技巧');
  });
});

describe('the global access token', () => {
  it('is fetched once for the whole fleet: two processes sharing a store ask at once, WeChat hands out one', async () => {
    const issued = async () =>
      ((await fetch(`${t.url}/sandbox/wechat/tokens-issued?appid=${APP}`).then((r) => r.json())) as { count: number })
        .count;
    const before = await issued();
    const shared = memoryKv(); // what Redis is to several API processes
    const process = () =>
      wechatClient({
        appId: APP,
        secret: 'sandbox-secret-0000000000000000',
        apiBase: () => `${t.url}/sandbox/wechat`,
        kv: shared,
      });
    const [a, b] = [process(), process()];
    const tickets = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).jsapiTicket()));
    expect(new Set(tickets).size).toBe(1);
    expect(await issued()).toBe(before + 1);
  });
});

describe('sign-in attempts', () => {
  it('are limited per address: the 61st in a minute is refused with the wait, another address goes on', async () => {
    const limited = await startTestApp({ LOGIN_RATE_LIMIT: '60' });
    onTestFinished(() => limited.close());
    const attempt = (ip: string) =>
      limited.app.inject({
        url: `/api/wx/cd?code=not-a-real-code&app_id=${APP}&group=wechat`,
        headers: { 'x-forwarded-for': ip },
      });
    const first = await Promise.all(Array.from({ length: 60 }, () => attempt('203.0.113.7')));
    expect(first.map((r) => r.statusCode)).toEqual(Array(60).fill(401));
    const refused = await attempt('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(body(refused).msg).toMatch(/^登录太频繁，请 \d+ 秒后再试$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
  });

  it("count by the connection's own address when it is not a trusted proxy: a made-up X-Forwarded-For changes nothing", async () => {
    const limited = await startTestApp({ LOGIN_RATE_LIMIT: '3' });
    onTestFinished(() => limited.close());
    // A phone straight on the server (no proxy) claiming a new address each time.
    const attempt = (i: number) =>
      limited.app.inject({
        url: `/api/wx/cd?code=not-a-real-code&app_id=${APP}&group=wechat`,
        remoteAddress: '198.51.100.20',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    const codes = [];
    for (let i = 1; i <= 4; i++) codes.push((await attempt(i)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
