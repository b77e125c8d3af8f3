import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP, closeSandbox, getJson, startClockedSandbox, type TestClock } from '../test/sandbox';
import { defaultIdentities } from './identities';

let app: FastifyInstance;
let clock: TestClock;
beforeEach(async () => ({ app, clock } = await startClockedSandbox()));
afterEach(() => closeSandbox(app));

const fetchToken = async () =>
  String(
    (
      await getJson(app, '/sandbox/wechat/cgi-bin/token', {
        grant_type: 'client_credential',
        appid: APP.appid,
        secret: APP.secret,
      })
    ).access_token,
  );
const ticket = (token: string) =>
  getJson(app, '/sandbox/wechat/cgi-bin/ticket/getticket', { access_token: token, type: 'jsapi' });
const userInfo = (token: string, openid: string) =>
  getJson(app, '/sandbox/wechat/cgi-bin/user/info', { access_token: token, openid, lang: 'zh_CN' });
const notLatest = { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };

describe('cgi-bin/token and getticket', () => {
  it('keeps one jsapi ticket for 7200 s, whichever valid token asks', async () => {
    const first = await ticket(await fetchToken());
    expect(first).toEqual({ errcode: 0, errmsg: 'ok', ticket: expect.any(String), expires_in: 7200 });
    clock.advance(60_000);
    const second = await ticket(await fetchToken());
    expect(second.ticket).toBe(first.ticket);
    expect(second.expires_in).toBe(7140);
    clock.advance(7140_000);
    expect((await ticket(await fetchToken())).ticket).not.toBe(first.ticket);
  });

  it('keeps the previous token working for five minutes after a new fetch', async () => {
    const old = await fetchToken();
    clock.advance(1000);
    const fresh = await fetchToken();
    clock.advance(4 * 60_000);
    expect(await ticket(old)).toHaveProperty('ticket');
    clock.advance(60_000);
    expect(await ticket(old)).toEqual(notLatest);
    expect(await ticket(fresh)).toHaveProperty('ticket');
  });

  it('expires a token after 7200 s with 42001', async () => {
    const token = await fetchToken();
    clock.advance(7200_000);
    expect(await ticket(token)).toEqual({ errcode: 42001, errmsg: 'access_token expired' });
  });

  it.each([
    [{ secret: 'wrong' }, 40125, 'invalid appsecret'],
    [{ appid: 'wx0000000000000000' }, 40013, 'invalid appid'],
    [{ grant_type: 'authorization_code' }, 40002, 'invalid grant_type'],
  ])('answers %o with errcode %i', async (overrides, errcode, errmsg) => {
    const reply = await getJson(app, '/sandbox/wechat/cgi-bin/token', {
      grant_type: 'client_credential',
      appid: APP.appid,
      secret: APP.secret,
      ...overrides,
    });
    expect(reply).toEqual({ errcode, errmsg });
  });

  it('answers an unknown token with 40001', async () => {
    expect(await ticket('made-up')).toEqual(notLatest);
  });
});

describe('cgi-bin/stable_token', () => {
  const stable = async (body: unknown) =>
    (await app.inject({ method: 'POST', url: '/sandbox/wechat/cgi-bin/stable_token', payload: body as object })).json();

  it('returns the same token while valid, and a new one on force_refresh', async () => {
    const body = { grant_type: 'client_credential', appid: APP.appid, secret: APP.secret, force_refresh: false };
    const first = await stable(body);
    expect(first).toEqual({ access_token: expect.any(String), expires_in: 7200 });
    clock.advance(100_000);
    expect(await stable(body)).toEqual({ access_token: first.access_token, expires_in: 7100 });
    const forced = await stable({ ...body, force_refresh: true });
    expect(forced.access_token).not.toBe(first.access_token);
    expect(await ticket(first.access_token)).toEqual(notLatest);
    expect(await ticket(forced.access_token)).toHaveProperty('ticket');
    expect(await stable({ ...body, secret: 'wrong' })).toEqual({ errcode: 40125, errmsg: 'invalid appsecret' });
  });

  it('answers a body that is not JSON with 47001 and HTTP 200', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox/wechat/cgi-bin/stable_token',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ errcode: 47001, errmsg: 'data format error' });
  });
});

describe('cgi-bin/user/info', () => {
  it('tells a follower from someone who does not follow', async () => {
    const token = await fetchToken();
    const follower = defaultIdentities[2].openid;
    expect(await userInfo(token, follower)).toEqual({
      subscribe: 1,
      openid: follower,
      language: 'zh_CN',
      subscribe_time: Math.floor(clock.now() / 1000),
      remark: '',
      groupid: 0,
      tagid_list: [],
      subscribe_scene: 'ADD_SCENE_QR_CODE',
      qr_scene: 0,
      qr_scene_str: '',
    });
    const student = defaultIdentities[0].openid;
    expect(await userInfo(token, student)).toEqual({ subscribe: 0, openid: student });
    expect(await userInfo(token, 'o-unknown')).toEqual({ errcode: 40003, errmsg: 'invalid openid' });
    expect(await userInfo('bad-token', student)).toEqual(notLatest);
  });

  it('follows a scripted change of follow status', async () => {
    const res = await app.inject({
      url: `/sandbox/wechat/connect/oauth2/authorize?appid=${APP.appid}&redirect_uri=https%3A%2F%2Fa.example%2F&response_type=code&scope=snsapi_base&state=s&sandbox_openid=fan-1&sandbox_subscribe=1`,
    });
    expect(res.statusCode).toBe(302);
    expect(await userInfo(await fetchToken(), 'fan-1')).toMatchObject({ subscribe: 1, openid: 'fan-1' });
  });
});
