import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { baseUrl, routeShown, signIn, stored, uniqueName } from './helpers';

const WECHAT = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.50.2701(0x28003252) NetType/WIFI Language/zh_CN',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN',
};

interface WxRecord {
  config: { appId: string; jsApiList: string[]; result: string } | null;
  calls: { api: string; args: Record<string, string> }[];
}

const phones = usePhones();

/** A phone inside WeChat's browser, in Shanghai: the page loads the JS-SDK (here the sandbox's stand-in). */
const wechatPhone = (userAgent: string) =>
  phones.open({ userAgent, location: { longitude: 121.473701, latitude: 31.230416 } });

const wx = (page: Page) => page.evaluate(() => (window as unknown as { __wxSandbox?: WxRecord }).__wxSandbox ?? null);

/** The share link the page last gave WeChat, once it carries `expected` (the page may set it more than once). */
async function shareLink(page: Page, expected: Record<string, string | null>): Promise<URL> {
  const latest = async () => {
    const calls = (await wx(page))?.calls ?? [];
    const chat = calls.filter((c) => c.api === 'updateAppMessageShareData').at(-1);
    const moments = calls.filter((c) => c.api === 'updateTimelineShareData').at(-1);
    return chat && moments?.args.link === chat.args.link ? new URL(chat.args.link!) : undefined;
  };
  const view = (url: URL | undefined) =>
    Object.fromEntries(
      Object.keys(expected).map((key) => [key, key === 'path' ? url?.pathname : (url?.searchParams.get(key) ?? null)]),
    );
  // Both menus (chat and Moments) get the same link.
  await expect.poll(async () => view(await latest()), { timeout: 15_000 }).toEqual(expected);
  return (await latest())!;
}

describe('inside WeChat', () => {
  for (const [phoneName, userAgent] of Object.entries(WECHAT)) {
    it(`${phoneName}: wx.config passes the signature check, the location comes from WeChat, and pages set their share link`, async () => {
      const page = await wechatPhone(userAgent);
      await signIn(page, '/', { nickname: uniqueName('微信学员'), type: 1, subscribe: true });
      await expect.poll(async () => (await wx(page))?.config?.result, { timeout: 15_000 }).toBe('config:ok');
      expect((await wx(page))?.config?.jsApiList).toEqual(
        expect.arrayContaining(['updateAppMessageShareData', 'getLocation']),
      );
      // The field comes from WeChat's getLocation (GCJ-02): the phone is in Shanghai.
      await expect
        .poll(async () => (await wx(page))?.calls.find((c) => c.api === 'getLocation')?.args, { timeout: 15_000 })
        .toEqual({ type: 'gcj02' });
      await expect.poll(() => page.locator('[data-route="/"]').innerText(), { timeout: 15_000 }).toContain('上海市');

      const did = (await stored<string>(page, 'User-Did'))!.v;
      const field = (await stored<{ field_id: number }>(page, 'Field-Info'))!.v;
      const link = await shareLink(page, { path: '/', did, field_id: String(field.field_id), type: null });
      expect(link.origin).toBe(baseUrl());
    });
  }

  it('a coach page shares with type=3', async () => {
    const page = await wechatPhone(WECHAT.android);
    await signIn(page, '/', { nickname: uniqueName('微信教练'), type: 2, subscribe: true });
    await expect.poll(() => routeShown(page)).toBe('/coach-index');
    const did = (await stored<string>(page, 'User-Did'))!.v;
    await shareLink(page, { path: '/coach-index', did, type: '3' });
  });

  it('the Content-Security-Policy is on and the app still works inside WeChat: injected inline script is refused', async () => {
    const page = await wechatPhone(WECHAT.ios);
    const first = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/' && res.request().isNavigationRequest(),
    );
    await signIn(page, '/', { nickname: uniqueName('策略学员'), type: 1, subscribe: true });
    expect((await first).headers()['content-security-policy']).toContain("script-src 'self'");
    // The JS-SDK (this server's stand-in) loaded under the policy and wx.config passed.
    await expect.poll(async () => (await wx(page))?.config?.result, { timeout: 15_000 }).toBe('config:ok');
    await expect.poll(() => page.locator('[data-route="/"]').innerText(), { timeout: 15_000 }).toContain('上海市');

    // What an injected script would try: it must not run, and the refusal is reported.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.appendChild(script);
      return (window as unknown as { __injected?: boolean }).__injected ?? false;
    });
    expect(ran).toBe(false);
    const refusals: string[] = [];
    await expect
      .poll(
        () => {
          refusals.push(...phones.takeRefusals());
          return refusals.join('\n');
        },
        { timeout: 5_000 },
      )
      .toMatch(/inline script violates the following Content Security Policy directive/);
    expect(refusals).toHaveLength(1);
  });
});
