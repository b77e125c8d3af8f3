import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APP,
  closeSandbox,
  exchangeCode,
  getJson,
  scriptedCode,
  startClockedSandbox,
  startSandbox,
  type TestClock,
} from '../test/sandbox';

let app: FastifyInstance;
let clock: TestClock;
beforeEach(async () => ({ app, clock } = await startClockedSandbox()));
afterEach(() => closeSandbox(app));

const userinfo = (query: Record<string, string>) => getJson(app, '/sandbox/wechat/sns/userinfo', query);

describe('sns/oauth2/access_token', () => {
  it('exchanges a code once; the second time it is 40163 "code been used"', async () => {
    const code = await scriptedCode(app, { sandbox_openid: 'once-user', sandbox_user_type: '1' });
    const token = await exchangeCode(app, code);
    expect(Object.keys(token).sort()).toEqual(['access_token', 'expires_in', 'openid', 'refresh_token', 'scope']);
    expect(token).toMatchObject({ expires_in: 7200, openid: 'once-user', scope: 'snsapi_userinfo' });
    expect(await exchangeCode(app, code)).toEqual({ errcode: 40163, errmsg: 'code been used' });
  });

  it('lets a code expire after five minutes', async () => {
    const fresh = await scriptedCode(app, { sandbox_openid: 'late-user' });
    const stale = await scriptedCode(app, { sandbox_openid: 'late-user' });
    clock.advance(5 * 60_000 - 1000);
    expect(await exchangeCode(app, fresh)).toHaveProperty('access_token');
    clock.advance(1000);
    expect(await exchangeCode(app, stale)).toEqual({ errcode: 40029, errmsg: 'invalid code' });
  });

  it.each([
    [{ code: 'never-issued' }, 40029, 'invalid code'],
    [{ appid: 'wx0000000000000000' }, 40013, 'invalid appid'],
    [{ secret: 'wrong' }, 40125, 'invalid appsecret'],
    [{ grant_type: 'client_credential' }, 40002, 'invalid grant_type'],
  ])('answers %o with HTTP 200 and errcode %i', async (overrides, errcode, errmsg) => {
    const code = await scriptedCode(app, { sandbox_openid: 'err-user' });
    expect(await exchangeCode(app, code, overrides)).toEqual({ errcode, errmsg });
  });
});

describe('sns/userinfo', () => {
  it('points avatars at the public origin when one is configured (callers may reach us over loopback)', async () => {
    const mounted = await startSandbox({ publicUrl: 'https://xueche.example' });
    try {
      const code = await scriptedCode(mounted, { sandbox_openid: 'lan-user' });
      const token = await exchangeCode(mounted, code);
      const res = await mounted.inject({
        url: `/sandbox/wechat/sns/userinfo?access_token=${token.access_token}&openid=lan-user&lang=zh_CN`,
        headers: { host: '127.0.0.1:3000' },
      });
      expect(res.json().headimgurl).toMatch(/^https:\/\/xueche\.example\/sandbox\/wechat\/avatar\/.+\.svg$/);
    } finally {
      await mounted.close();
    }
  });

  it("returns the identity's profile with the sandbox_user_type extension", async () => {
    const code = await scriptedCode(app, {
      sandbox_openid: 'info-user',
      sandbox_user_type: '2',
      sandbox_nickname: '赵教练',
    });
    const token = await exchangeCode(app, code);
    const res = await app.inject({
      url: `/sandbox/wechat/sns/userinfo?access_token=${token.access_token}&openid=info-user&lang=zh_CN`,
      headers: { host: 'dev.xueche.example:3000', 'x-forwarded-proto': 'https' },
    });
    const info = res.json();
    expect(info).toEqual({
      openid: 'info-user',
      nickname: '赵教练',
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: expect.stringMatching(/^http:\/\/dev\.xueche\.example:3000\/sandbox\/wechat\/avatar\/c\d-8d75\.svg$/),
      privilege: [],
      sandbox_user_type: 2,
    });
    const avatar = await app.inject({ url: new URL(info.headimgurl).pathname });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(avatar.body).toContain('>赵</text>');
  });

  it('rejects a bad token, another openid and an expired token', async () => {
    const token = await exchangeCode(app, await scriptedCode(app, { sandbox_openid: 'guarded-user' }));
    const access = String(token.access_token);
    expect(await userinfo({ access_token: 'nope', openid: 'guarded-user' })).toEqual({
      errcode: 40001,
      errmsg: 'invalid credential, access_token is invalid or not latest',
    });
    expect(await userinfo({ access_token: access, openid: 'someone-else' })).toEqual({
      errcode: 40003,
      errmsg: 'invalid openid',
    });
    clock.advance(7200_000);
    expect(await userinfo({ access_token: access, openid: 'guarded-user' })).toEqual({
      errcode: 42001,
      errmsg: 'access_token expired',
    });
  });

  it('gives snsapi_base tokens no profile', async () => {
    const code = await scriptedCode(app, { sandbox_openid: 'base-user', scope: 'snsapi_base' });
    const token = await exchangeCode(app, code);
    expect(token.scope).toBe('snsapi_base');
    const query = { access_token: String(token.access_token), openid: 'base-user' };
    expect(await userinfo(query)).toMatchObject({ errcode: 48001 });
    expect(await getJson(app, '/sandbox/wechat/sns/auth', query)).toEqual({ errcode: 0, errmsg: 'ok' });
  });
});

describe('sns/oauth2/refresh_token', () => {
  it('issues a new access token that works, even after the first has expired', async () => {
    const first = await exchangeCode(app, await scriptedCode(app, { sandbox_openid: 'refresh-user' }));
    clock.advance(3 * 3600_000);
    const refreshed = await getJson(app, '/sandbox/wechat/sns/oauth2/refresh_token', {
      appid: APP.appid,
      grant_type: 'refresh_token',
      refresh_token: String(first.refresh_token),
    });
    expect(refreshed).toMatchObject({ openid: 'refresh-user', refresh_token: first.refresh_token, expires_in: 7200 });
    expect(refreshed.access_token).not.toBe(first.access_token);
    expect(await userinfo({ access_token: String(refreshed.access_token), openid: 'refresh-user' })).toHaveProperty(
      'nickname',
    );
    clock.advance(30 * 24 * 3600_000);
    expect(
      await getJson(app, '/sandbox/wechat/sns/oauth2/refresh_token', {
        appid: APP.appid,
        grant_type: 'refresh_token',
        refresh_token: String(first.refresh_token),
      }),
    ).toEqual({ errcode: 42002, errmsg: 'refresh_token expired' });
  });
});
