import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authorizeGet,
  authorizePost,
  closeSandbox,
  exchangeCode,
  getJson,
  locationOf,
  REDIRECT,
  startSandbox,
} from '../test/sandbox';
import { defaultIdentities } from './identities';

let app: FastifyInstance;
beforeEach(async () => {
  app = await startSandbox();
});
afterEach(() => closeSandbox(app));

describe('the authorise page', () => {
  it('lists the test identities with their buttons and the new-identity form', async () => {
    const res = await authorizeGet(app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html.startsWith('<!doctype html><html lang="zh-CN">')).toBe(true);
    expect(html).toContain('微信授权（沙箱）');
    expect(html).toContain('学车服务号');
    for (const who of defaultIdentities) {
      expect(html).toContain(`data-openid="${who.openid}"`);
      expect(html).toContain(who.nickname);
    }
    expect(html.match(/>同意并登录<\/button>/g)).toHaveLength(3);
    expect(html).toContain('<label for="new-nickname"><span>昵称</span></label>');
    expect(html).toContain('<label for="new-type"><span>身份</span></label>');
    expect(html).toContain('<label for="new-subscribe">关注公众号</label>');
    expect(html).toContain('>创建并授权</button>');
    expect(html).toContain('>拒绝</button>');
    expect(html).toContain(`name="redirect_uri" value="${REDIRECT.replace('&', '&amp;')}"`);
    expect(html.match(/action="\/sandbox\/wechat\/connect\/oauth2\/authorize" method="post"/g)).toHaveLength(3);
  });

  it.each([
    [{ appid: '' }, '10012'],
    [{ appid: 'wx0000000000000000' }, '40013'],
    [{ redirect_uri: '' }, '10011'],
    [{ redirect_uri: 'not a url' }, '10003'],
    [{ scope: '' }, '10010'],
    [{ scope: 'snsapi_login' }, '10005'],
    [{ response_type: 'token' }, '10008'],
    [{ state: 'x'.repeat(129) }, '10013'],
  ])('refuses %o with WeChat error %s', async (params, errcode) => {
    const res = await authorizeGet(app, params);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain(`错误码：${errcode}`);
  });

  it('accepts a 128-byte state', async () => {
    expect((await authorizeGet(app, { state: 'y'.repeat(128) })).statusCode).toBe(200);
  });
});

describe('scripted approval', () => {
  it('redirects at once with code and state, keeping the redirect_uri query', async () => {
    const res = await authorizeGet(app, { sandbox_openid: 'script-coach-1', sandbox_user_type: '2' });
    expect(res.statusCode).toBe(302);
    const to = locationOf(res);
    expect(`${to.origin}${to.pathname}`).toBe('https://xueche.example/login');
    expect([...to.searchParams.keys()]).toEqual(['from', 'code', 'state']);
    expect(to.searchParams.get('from')).toBe('menu');
    expect(to.searchParams.get('state')).toBe('abc123');

    const token = await exchangeCode(app, to.searchParams.get('code') ?? '');
    expect(token.openid).toBe('script-coach-1');
    const info = await getJson(app, '/sandbox/wechat/sns/userinfo', {
      access_token: String(token.access_token),
      openid: 'script-coach-1',
      lang: 'zh_CN',
    });
    expect(info.sandbox_user_type).toBe(2);
  });

  it('updates an existing identity when asked, and leaves it alone otherwise', async () => {
    const xiaoming = defaultIdentities[0].openid;
    await authorizeGet(app, { sandbox_openid: xiaoming, sandbox_user_type: '2', sandbox_subscribe: '1' });
    const page = (await authorizeGet(app)).body;
    expect(page.match(/badge coach/g)).toHaveLength(2);
    const again = await authorizeGet(app, { sandbox_openid: xiaoming });
    expect(again.statusCode).toBe(302);
    expect((await authorizeGet(app)).body.match(/badge coach/g)).toHaveLength(2);
  });

  it('puts code and state before a fragment in redirect_uri', async () => {
    const res = await authorizeGet(app, {
      redirect_uri: 'https://xueche.example/#/login',
      sandbox_openid: 'frag-user',
      sandbox_user_type: '1',
    });
    expect(String(res.headers.location)).toMatch(/^https:\/\/xueche\.example\/\?code=[\w-]+&state=abc123#\/login$/);
  });

  it('names a bad sandbox parameter', async () => {
    const res = await authorizeGet(app, { sandbox_openid: 'ok-id', sandbox_user_type: '3' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('sandbox_user_type');
  });
});

describe('the page forms', () => {
  it('approves as a listed identity', async () => {
    const coach = defaultIdentities[1].openid;
    const res = await authorizePost(app, { action: 'approve', openid: coach });
    expect(res.statusCode).toBe(302);
    const to = locationOf(res);
    expect(to.searchParams.get('state')).toBe('abc123');
    const token = await exchangeCode(app, to.searchParams.get('code') ?? '');
    expect(token).toMatchObject({ openid: coach, scope: 'snsapi_userinfo', expires_in: 7200 });
  });

  it('creates a new identity and approves at once', async () => {
    const res = await authorizePost(app, {
      action: 'create',
      nickname: '李教练',
      avatar: 'c3-8003',
      user_type: '2',
      subscribe: '1',
    });
    expect(res.statusCode).toBe(302);
    const token = await exchangeCode(app, locationOf(res).searchParams.get('code') ?? '');
    expect(String(token.openid)).toMatch(/^o[A-Za-z0-9_-]{27}$/);
    const info = await getJson(app, '/sandbox/wechat/sns/userinfo', {
      access_token: String(token.access_token),
      openid: String(token.openid),
    });
    expect(info).toMatchObject({ nickname: '李教练', sandbox_user_type: 2 });
    expect(String(info.headimgurl)).toMatch(/\/sandbox\/wechat\/avatar\/c3-8003\.svg$/);
    const page = (await authorizeGet(app)).body;
    expect(page).toContain(`data-openid="${token.openid}"`);
  });

  it('asks again for a nickname rather than creating a nameless identity', async () => {
    const res = await authorizePost(app, { action: 'create', nickname: '  ', user_type: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('请填写昵称');
    expect(res.body.match(/>同意并登录<\/button>/g)).toHaveLength(3);
  });

  it('refuses: back to redirect_uri with state and no code', async () => {
    const res = await authorizePost(app, { action: 'refuse' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${REDIRECT}&state=abc123`);
  });

  it('does not approve as an identity that does not exist', async () => {
    const res = await authorizePost(app, { action: 'approve', openid: 'o-nobody' });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });
});
