import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { body, login, openid, startTestApp, type TestApp } from '../test/test-app';
import { redactUrl } from './logging';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the public config', () => {
  it('tells the web app where WeChat (here the sandbox) lives', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(body(res)).toMatchObject({
      code: 200,
      data: {
        app_id: 'wx5a1dbox0000000001',
        authorize_url: '/sandbox/wechat/connect/oauth2/authorize',
        jssdk_url: '/sandbox/wechat/jssdk.js',
        mode: 'sandbox',
      },
    });
    const script = await t.app.inject({ url: '/sandbox/wechat/jssdk.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('/sandbox/wechat/jssdk/verify');
  });
});

describe('the envelope', () => {
  it('wraps a success', async () => {
    const res = await t.app.inject({ url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, status: 1, msg: 'ok', data: { db: 'ok', uptime_s: expect.any(Number) } });
  });

  it('wraps an unknown endpoint', async () => {
    const res = await t.app.inject({ url: '/api/v9/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, status: 0, msg: '接口不存在', data: null });
  });

  it('wraps a missing token as 401, in the language asked for', async () => {
    const zh = await t.app.inject({ url: '/api/v1/user/base' });
    expect(zh.statusCode).toBe(401);
    expect(zh.json()).toEqual({ code: 401, status: 0, msg: '请先登录', data: null });
    const en = await t.app.inject({ url: '/api/v1/user/base', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(body(en).msg).toBe('Please log in first');
  });

  it('wraps an unreadable JSON body as 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wx/sign',
      headers: { 'content-type': 'application/json' },
      payload: '{"url":',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ code: 400, status: 0 });
  });
});

describe('input checks', () => {
  it('names the bad field and changes nothing', async () => {
    const { token } = await login(t.app, { openid: openid() });
    const before = body<{ nickname: string }>(
      await t.app.inject({ url: `/api/v1/user/base?access-token=${token}` }),
    ).data;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/up-info?access-token=${token}`,
      payload: { nickname: 'x'.repeat(21) },
    });
    expect(res.statusCode).toBe(400);
    const reply = body<{ errors: Record<string, string> }>(res);
    expect(reply.msg).toContain('nickname');
    expect(Object.keys(reply.data.errors)).toEqual(['nickname']);
    const after = body<{ nickname: string }>(
      await t.app.inject({ url: `/api/v1/user/base?access-token=${token}` }),
    ).data;
    expect(after.nickname).toBe(before.nickname);
  });

  it('say what was sent wrong in words a person understands, in their language', async () => {
    const { token } = await login(t.app, { openid: openid() });
    const ask = async (query: string, lang = 'zh-CN') => {
      const res = await t.app.inject({
        url: `/api/v1/exam/chapters?${query}&access-token=${token}`,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(400);
      return body<{ errors: Record<string, string> }>(res);
    };
    expect(await ask('subject=abc')).toMatchObject({
      msg: '参数有误：subject 应为数字，收到“abc”',
      data: { errors: { subject: '应为数字，收到“abc”' } },
    });
    expect((await ask('subject=7')).data.errors.subject).toBe('只能是 1、4 之一，收到“7”');
    expect((await ask('subject=')).data.errors.subject).toBe('必填');
    expect((await ask('subject=abc', 'en')).msg).toBe('Invalid input: subject must be a number; got “abc”');

    const paper = await t.app.inject({
      method: 'POST',
      url: `/api/v1/exam/paper?access-token=${token}`,
      payload: { subject: 1, bank: 'boat', stop_on_fail: 'yes' },
    });
    expect(body<{ errors: Record<string, string> }>(paper).data.errors).toEqual({
      bank: '只能是 car、bus、truck、moto 之一，收到“boat”',
      stop_on_fail: '只能是 true、false、0、1 之一，收到“yes”',
    });
    const long = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/up-info?access-token=${token}`,
      payload: { nickname: '长'.repeat(30) },
    });
    expect(body<{ errors: Record<string, string> }>(long).data.errors.nickname).toBe(
      `最多 20 个字，收到“${'长'.repeat(24)}…”`,
    );
  });

  it('accepts form-encoded writes as well as JSON', async () => {
    const { token } = await login(t.app, { openid: openid() });
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/up-info?access-token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'nickname=%E5%B0%8F%E7%BA%A2',
    });
    expect(body<{ nickname: string }>(form).data.nickname).toBe('小红');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/up-info',
      headers: { authorization: `Bearer ${token}` },
      payload: { nickname: '小蓝' },
    });
    expect(body<{ nickname: string }>(json).data.nickname).toBe('小蓝');
  });
});

describe('sessions', () => {
  it('accept the token as a query parameter or a Bearer header, and stop at logout', async () => {
    const { token } = await login(t.app, { openid: openid() });
    expect((await t.app.inject({ url: `/api/v1/user/base?access-token=${token}` })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v1/user/base', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: `/api/v1/user/logout?access-token=${token}` });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/user/base?access-token=${token}` })).statusCode).toBe(401);
  });

  it('refuse a made-up token', async () => {
    const res = await t.app.inject({ url: '/api/v1/user/base?access-token=not-a-real-token' });
    expect(res.statusCode).toBe(401);
  });
});

describe('logs', () => {
  it('never contain the access token or the WeChat code', async () => {
    expect(redactUrl('/api/v1/user/base?access-token=abc123&did=x')).toBe(
      '/api/v1/user/base?access-token=[redacted]&did=x',
    );
    expect(redactUrl('/api/wx/cd?code=secretcode&app_id=wx1')).toBe('/api/wx/cd?code=[redacted]&app_id=wx1');
    expect(redactUrl('/api/v1/map/regeo?location=116.397428,39.90923&x=1')).toBe(
      '/api/v1/map/regeo?location=[redacted]&x=1',
    );
    expect(redactUrl('/sandbox/sms/messages?phone=13800138000')).toBe('/sandbox/sms/messages?phone=[redacted]');

    const lines: string[] = [];
    const { buildApp } = await import('../app');
    const { testDatabase } = await import('../test/test-app');
    const database = await testDatabase();
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const config = loadConfig({
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'xueche-log-')),
      SERVE_WEB: 'false',
    });
    const app = await buildApp(config, {
      database,
      logStream: new Writable({
        write: (chunk, _e, cb) => {
          lines.push(String(chunk));
          cb();
        },
      }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { token } = await login(app, { openid: openid() });
      await app.inject({ url: `/api/v1/user/base?access-token=${token}` });
      await app.inject({ url: '/api/v1/user/base', headers: { authorization: `Bearer ${token}` } });
      const log = lines.join('');
      expect(log).toContain('/api/v1/user/base?access-token=[redacted]');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('server errors', () => {
  it('hide their details', async () => {
    const broken = await startTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ url: '/api/healthz' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, status: 0, msg: '服务器内部错误，请联系客服！', data: null });
    await broken.app.close();
  });
});

describe('configuration', () => {
  it('is checked at start and names the bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ WECHAT_MODE: 'live' })).toThrow(/WECHAT_APP_SECRET/);
    expect(loadConfig({}).port).toBe(3000);
  });

  it('makes every path absolute as it is parsed, the default data folder included', async () => {
    const { isAbsolute, resolve } = await import('node:path');
    const byDefault = loadConfig({});
    expect(byDefault.dataDir).toBe(resolve('.data'));
    const relative = loadConfig({
      DATA_DIR: 'var/xueche',
      WECHATPAY_MCH_KEY_FILE: 'keys/apiclient_key.pem',
      WECHATPAY_PUBLIC_KEY_FILE: './keys/pub_key.pem',
    });
    for (const p of [relative.dataDir, relative.wechatPay.merchantKeyFile, relative.wechatPay.publicKeyFile]) {
      expect(p && isAbsolute(p)).toBe(true);
    }
    expect(relative.dataDir).toBe(resolve('var/xueche'));
    expect(() => loadConfig({ DATA_DIR: '' })).toThrow(/DATA_DIR/);
  });

  it('trusts forwarded addresses from a proxy on this machine by default, and from the proxies named', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toBe('10.0.0.0/8,192.168.1.5');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1; rm -rf' })).toThrow(/TRUST_PROXY/);
  });
});
