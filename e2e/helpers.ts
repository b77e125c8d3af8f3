import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { runOps as runOpsOn } from '../apps/api/src/test/ops-cli';
import { ofThisWorker } from './browser';

/** This worker's server: each browser-test worker has its own (e2e/global-setup.ts). */
const server = () => ofThisWorker(inject('servers'));

export const baseUrl = () => server().baseUrl;

/** The page on screen: keep-alive pages stay in the DOM hidden, so only the visible one counts. */
export const currentPage = (page: Page): Locator => page.locator('[data-route]:visible').first();

export async function routeShown(page: Page): Promise<string | null> {
  return currentPage(page).getAttribute('data-route', { timeout: 15_000 });
}

export const tabLabels = (page: Page) => page.getByTestId('tab-bar').locator('a, button').allInnerTexts();

export interface NewIdentity {
  nickname: string;
  type: 1 | 2;
  subscribe?: boolean;
}

/** A nickname no other test uses. */
export const uniqueName = (prefix: string) => `${prefix}${randomBytes(2).toString('hex')}`;

/** Waits for the sandbox's WeChat authorisation page (where the app sends a signed-out visitor). */
export async function atAuthorizePage(page: Page): Promise<URL> {
  await page.waitForURL(/\/sandbox\/wechat\/connect\/oauth2\/authorize/, { timeout: 20_000 });
  return new URL(page.url());
}

/** On the authorisation page: create a test identity and approve, as a person would. */
export async function approveAsNew(page: Page, who: NewIdentity): Promise<void> {
  await atAuthorizePage(page);
  await page.fill('#new-nickname', who.nickname);
  await page.selectOption('#new-type', String(who.type));
  if (who.subscribe) await page.check('#new-subscribe');
  await page.getByRole('button', { name: '创建并授权' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sandbox/'), { timeout: 20_000 });
}

/** Opens `path` signed out and signs in as a new identity; resolves once a page of the app shows. */
export async function signIn(page: Page, path: string, who: NewIdentity): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await approveAsNew(page, who);
  await expect.poll(() => routeShown(page), { timeout: 20_000 }).not.toBeNull();
}

/**
 * Waits for a new student's first-visit location check to have chosen a field. Until then its mask can come
 * up over whatever the test is tapping (it starts once the user's profile has arrived, after the first
 * screen), and a tap that lands on it as it appears is lost.
 */
export async function fieldChosen(page: Page): Promise<void> {
  await expect
    .poll(async () => (await stored<{ field_id: number }>(page, 'Field-Info'))?.v.field_id, { timeout: 20_000 })
    .toBeGreaterThan(0);
}

/**
 * Watches every frame of every page the phone opens from now on: the toasts shown, in order, and whether
 * a toast was ever on screen together with the follow dialog (overlays must queue). Read it with the
 * function returned.
 */
export async function watchOverlays(page: Page): Promise<() => Promise<{ toasts: string[]; together: boolean }>> {
  await page.addInitScript(() => {
    const seen = { toasts: [] as string[], together: false };
    (window as unknown as { __overlays: typeof seen }).__overlays = seen;
    const watch = () => {
      const toast = document.querySelector('[data-testid="toast"]') as HTMLElement | null;
      const dialog = document.querySelector('[data-testid="follow-dialog"]') as HTMLElement | null;
      if (toast?.innerText && seen.toasts.at(-1) !== toast.innerText) seen.toasts.push(toast.innerText);
      if (toast?.offsetParent && dialog?.offsetParent) seen.together = true;
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  return () =>
    page.evaluate(() => (window as unknown as { __overlays: { toasts: string[]; together: boolean } }).__overlays);
}

/**
 * Reads a value the app keeps in localStorage (key names in docs/product.md#session-and-what-the-phone-keeps; values
 * are boxed as {v, e}).
 */
export async function stored<T>(page: Page, key: string): Promise<{ v: T; e?: number } | null> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  return raw ? (JSON.parse(raw) as { v: T; e?: number }) : null;
}

/** A concrete URL for a route pattern: every param, optional or not, gets a sample value. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:[^/]+/g, '7');
}

/** Signs a person in without a browser (the sandbox's scripted approval, then wx/cd); gives the login result. */
export async function apiLogin(who: {
  openid: string;
  type: 1 | 2;
  /** The hash id of the coach whose link brought them: binds them at this first login. */
  did?: string;
  /** The WeChat nickname of a new identity (the sandbox makes one up otherwise). */
  nickname?: string;
}): Promise<{ access_token: string; did: string }> {
  const authorize = new URL('/sandbox/wechat/connect/oauth2/authorize', baseUrl());
  const config = (await (await fetch(`${baseUrl()}/api/config`)).json()) as { data: { app_id: string } };
  for (const [key, value] of Object.entries({
    appid: config.data.app_id,
    redirect_uri: `${baseUrl()}/`,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 'e2e',
    sandbox_openid: who.openid,
    sandbox_user_type: String(who.type),
    ...(who.nickname ? { sandbox_nickname: who.nickname } : {}),
  })) {
    authorize.searchParams.set(key, value);
  }
  const approval = await fetch(authorize, { redirect: 'manual' });
  const code = new URL(approval.headers.get('location')!).searchParams.get('code');
  const did = who.did ? `&did=${who.did}` : '';
  const res = await fetch(`${baseUrl()}/api/wx/cd?code=${code}&app_id=${config.data.app_id}&group=wechat${did}`);
  const body = (await res.json()) as { data: { access_token: string; did: string } };
  return body.data;
}

/** A GET of the API with a person's token; its data. */
export async function apiGet<T>(path: string, token: string): Promise<T> {
  const url = new URL(`/api${path}`, baseUrl());
  url.searchParams.set('access-token', token);
  const body = (await (await fetch(url)).json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** A POST of the API with a person's token (a form, a JSON body or multipart photos); its data. */
export async function apiPost<T>(path: string, token: string, body: Record<string, unknown> | FormData): Promise<T> {
  const url = new URL(`/api${path}`, baseUrl());
  url.searchParams.set('access-token', token);
  const init: RequestInit =
    body instanceof FormData
      ? { method: 'POST', body }
      : { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const reply = (await (await fetch(url, init)).json()) as { code: number; msg: string; data: T };
  if (reply.code !== 200) throw new Error(`${path}: ${reply.msg} ${JSON.stringify(reply.data)}`);
  return reply.data;
}

/** Runs an operator command (`npm run ops -- …`) against the server under test; its output. */
export async function runOps(args: string[]): Promise<{ stdout: string; stderr: string }> {
  const run = await runOpsOn(args, { url: baseUrl(), token: server().opsToken });
  if (run.code !== 0) throw new Error(`npm run ops -- ${args.join(' ')} exited ${run.code}:\n${run.stderr}`);
  return run;
}

/**
 * A student who came by a coach's link is invited to become a coach too (the dialog comes once their
 * session is read); this one declines, as a person would before going on.
 */
export async function declineCoachInvite(page: Page): Promise<void> {
  const invite = page.getByTestId('coach-invite');
  await invite.waitFor({ timeout: 15_000 });
  await invite.getByRole('button', { name: '以后再说' }).click();
  await invite.waitFor({ state: 'hidden' });
}

/**
 * From the next page load, plays the first video the moment its player asks what it can play, which every
 * player does just before it sets the video's source: with `button` (a test id) by tapping that button, else
 * as the browser's own play control does. Times a tap between a player's first paint and its source.
 */
export async function playAsSourceIsPlanned(page: Page, button?: string): Promise<void> {
  await page.addInitScript((testId) => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    let tapped = false;
    HTMLMediaElement.prototype.canPlayType = function (this: HTMLMediaElement, type: string) {
      if (!tapped) {
        const control = testId ? document.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`) : null;
        if (control || !testId) {
          tapped = true;
          if (control) control.click();
          else void this.play().catch(() => undefined);
        }
      }
      return canPlayType.call(this, type);
    };
  }, button ?? null);
}
