import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import {
  apiLogin,
  approveAsNew,
  atAuthorizePage,
  baseUrl,
  routeShown,
  signIn,
  stored,
  tabLabels,
  uniqueName,
  watchOverlays,
} from './helpers';

const phones = usePhones();
let page: Page;

beforeEach(async () => {
  page = await phones.open();
});

describe('signing in through the WeChat sandbox', () => {
  it('a new student signs in, gets the first field of the city they are in, and sees the student tabs', async () => {
    const nickname = uniqueName('新学员');
    const overlays = await watchOverlays(page);
    await page.goto(`${baseUrl()}/`);
    const authorize = await atAuthorizePage(page);
    // WeChat's own parameters, pointing back at the app.
    expect(authorize.searchParams.get('appid')).toMatch(/^wx/);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(new URL(authorize.searchParams.get('redirect_uri')!).origin).toBe(baseUrl());

    await approveAsNew(page, { nickname, type: 1 });
    expect(await routeShown(page)).toBe('/');
    // The code and state are read once and leave the address bar.
    expect(new URL(page.url()).search).toBe('');
    // The phone is in Beijing: the location check gives a Beijing field (the card says 尚未选择考场 until then,
    // which is no field: wait for the city the field card names).
    await expect.poll(() => page.locator('[data-route="/"]').innerText(), { timeout: 15_000 }).toContain('北京');
    expect(await page.getByTestId('current-field').innerText()).toMatch(/^(?!尚未).*考场$/);
    expect(await tabLabels(page)).toEqual(['首页', '我的课程', '个人中心']);
    expect(await stored<number>(page, 'Login-Status')).toMatchObject({ v: 2 });

    // A student who does not follow the official account is asked to, once — after the notice of the
    // chosen field has been read, never drawn over it.
    await expect.poll(() => page.getByTestId('follow-dialog').isVisible(), { timeout: 10_000 }).toBe(true);
    const seen = await overlays();
    expect(seen.toasts.join()).toContain('已为您选择考场：');
    expect(seen.together).toBe(false);
    await page.getByTestId('follow-dialog').getByRole('button', { name: '关闭' }).click();

    await page.getByTestId('tab-bar').getByText('个人中心').click();
    await expect.poll(() => routeShown(page)).toBe('/center');
    await expect.poll(() => page.getByTestId('nickname').innerText()).toBe(nickname);
    await expect.poll(() => page.title()).toBe('个人中心');
  });

  it('a coach lands on the coach workspace with the coach tabs', async () => {
    await signIn(page, '/', { nickname: uniqueName('王教练'), type: 2, subscribe: true });
    await expect.poll(() => routeShown(page)).toBe('/coach-index');
    expect(new URL(page.url()).pathname).toBe('/coach-index');
    expect(await tabLabels(page)).toEqual(['工作台', '收益', '我的']);
  });

  it('a student asking for a coach page lands on home, and a coach asking for a student page on the workspace', async () => {
    await signIn(page, '/coach-wallet', { nickname: uniqueName('学员'), type: 1, subscribe: true });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await routeShown(page)).toBe('/');

    const coachPage = await phones.open();
    await signIn(coachPage, '/center', { nickname: uniqueName('教练'), type: 2, subscribe: true });
    await expect.poll(() => new URL(coachPage.url()).pathname).toBe('/coach-index');
    await coachPage.goto(`${baseUrl()}/pay/k1`);
    await expect.poll(() => new URL(coachPage.url()).pathname).toBe('/coach-index');
  });

  it('a student who opens a coach’s link is invited to become a coach, and can go to registration', async () => {
    const coach = await apiLogin({ openid: `e2e-coach-${uniqueName('')}`, type: 2 });
    // A did list keeps its last element (docs/product.md#input-and-display-rules).
    await signIn(page, `/?did=someone-else,${coach.did}`, { nickname: uniqueName('学员'), type: 1, subscribe: true });
    const invite = page.getByTestId('coach-invite');
    await expect.poll(() => invite.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await stored<string>(page, 'hash_id')).toMatchObject({ v: coach.did });
    expect(await invite.locator('img').getAttribute('src')).toMatch(/^\/static\/coach-invite-\d\.svg$/);
    await invite.getByRole('button', { name: '注册成为教练' }).click();
    await expect.poll(() => routeShown(page)).toBe('/coach-register');
    expect(new URL(page.url()).searchParams.get('did')).toBe(coach.did);
    expect(await invite.isVisible()).toBe(false);
  });

  it('a tampered state is refused with the Wrong state message, and signing in again works', async () => {
    await page.goto(`${baseUrl()}/`);
    const authorize = await atAuthorizePage(page);
    authorize.searchParams.set('state', 'forged-by-someone-else');
    await page.goto(authorize.href);
    await approveAsNew(page, { nickname: uniqueName('学员'), type: 1, subscribe: true });

    const error = page.getByTestId('login-error');
    await expect.poll(() => error.innerText(), { timeout: 15_000 }).toContain('Wrong state');
    expect(await stored(page, 'Access-Token')).toBeNull();
    // The failed code leaves the address bar, so a reload cannot replay it.
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);

    await page.getByRole('button', { name: '重新登录' }).click();
    await approveAsNew(page, { nickname: uniqueName('学员'), type: 1, subscribe: true });
    await expect.poll(() => routeShown(page)).toBe('/');
  });

  it('a sign-in cancelled on the WeChat page shows why, in the person’s language', async () => {
    await page.goto(`${baseUrl()}/`);
    await atAuthorizePage(page);
    await page.getByRole('button', { name: '拒绝' }).click();
    await expect.poll(() => page.getByTestId('login-error').innerText(), { timeout: 15_000 }).not.toBe('');
    expect(await stored(page, 'Access-Token')).toBeNull();
  });
});

describe('an ended session', () => {
  it('a Login-Status older than 7 days sends the person to sign in again', async () => {
    await signIn(page, '/center', { nickname: uniqueName('学员'), type: 1, subscribe: true });
    const status = await stored<number>(page, 'Login-Status');
    expect(status?.v).toBe(2);
    // Seven days and a minute later, as far as the saved expiry is concerned.
    expect(status?.e).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    await page.evaluate(() => {
      const box = JSON.parse(localStorage.getItem('Login-Status')!);
      localStorage.setItem('Login-Status', JSON.stringify({ ...box, e: Date.now() - 60_000 }));
    });
    await page.goto(`${baseUrl()}/center`);
    await atAuthorizePage(page);
  });

  it('a token the server no longer accepts logs the person out and back in through WeChat', async () => {
    await signIn(page, '/center', { nickname: uniqueName('学员'), type: 1, subscribe: true });
    const token = (await stored<string>(page, 'Access-Token'))!.v;
    const attempts = (await stored<number>(page, 'Login-Count'))!.v;
    // Nothing of the sign-in still loading: a read in flight would meet the 401 and race the reload below.
    await page.waitForLoadState('networkidle');
    // The session ends on the server (as when it expires or is revoked elsewhere).
    const res = await fetch(`${baseUrl()}/api/v1/user/logout?access-token=${token}`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await fetch(`${baseUrl()}/api/v1/user/base?access-token=${token}`)).status).toBe(401);

    await page.reload();
    await atAuthorizePage(page);
    expect(await stored(page, 'Access-Token')).toBeNull();
    // One more authorisation attempt is counted (after 5 the app stops reloading: no login loop).
    expect(await stored<number>(page, 'Login-Count')).toMatchObject({ v: attempts + 1 });
  });
});
