import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../apps/web/src/app/route-types';
import { findRoute, redirectTable, routeTable } from '../apps/web/src/app/routes';
import { zh as comingSoonText } from '../apps/web/src/features/coming-soon/messages.zh';
import { usePhones } from './browser';
import {
  baseUrl,
  currentPage,
  type NewIdentity,
  routeShown,
  samplePath,
  signIn,
  uniqueName,
  watchOverlays,
} from './helpers';

const phones = usePhones();
const newPage = () => phones.open();

/** Opens a URL as typed into the address bar and checks the page the table promises. */
async function expectRoute(page: Page, path: string, entry: RouteEntry): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await expect.poll(() => routeShown(page), { message: path }).toBe(entry.path);
  expect(new URL(page.url()).pathname, 'the address stays as typed').toBe(path);
  await expect.poll(() => page.title(), { message: `title of ${path}` }).toBe(entry.title);
  const tabBar = await page.getByTestId('tab-bar').isVisible();
  expect(tabBar, `tab bar on ${path}`).toBe(Boolean(entry.tabBar));
  if (entry.page === 'coming-soon') {
    const name = comingSoonText[`feature.${entry.feature}` as keyof typeof comingSoonText];
    expect(name, `${entry.path} names its feature`).toBeTruthy();
    expect(await currentPage(page).getByTestId('coming-soon').innerText()).toContain(`${name}即将上线`);
  }
}

/** One phone kept for several tests, signed in as `who` the first time a test asks for it. */
function walker(who: NewIdentity): () => Promise<Page> {
  let signedIn: Promise<Page> | undefined;
  return () => {
    signedIn ??= phones.openForAll().then(async (page) => {
      await signIn(page, '/', who);
      return page;
    });
    return signedIn;
  };
}

function pathsOf(entry: RouteEntry): string[] {
  return [entry.path, ...(entry.aliases ?? [])].map(samplePath);
}

describe('the route table', () => {
  it('names every path once', () => {
    const paths = routeTable.flatMap((entry) => pathsOf(entry).map((p) => p.toLowerCase()));
    expect(new Set(paths).size).toBe(paths.length);
    // Sample paths resolve to their own entry (no pattern shadows another).
    for (const entry of routeTable)
      for (const path of pathsOf(entry)) expect(findRoute(path)?.path, path).toBe(entry.path);
  });

  // One test per route, all walked by one person (signed in by the first test that needs them): a failure
  // names its route, and no test waits on a hundred pages.
  const student = walker({ nickname: uniqueName('巡检学员'), type: 1, subscribe: true });
  const coachWalker = walker({ nickname: uniqueName('巡检教练'), type: 2, subscribe: true });

  describe('a student opens every student and common route and alias', () => {
    it.each(routeTable.filter((r) => r.role !== 'coach'))('$path', async (entry) => {
      const page = await student();
      for (const path of pathsOf(entry)) await expectRoute(page, path, entry);
    });
  });

  describe('a coach opens every coach route', () => {
    it.each(routeTable.filter((r) => r.role === 'coach'))('$path', async (entry) => {
      const page = await coachWalker();
      for (const path of pathsOf(entry)) await expectRoute(page, path, entry);
    });
  });

  describe('whitelisted pages open without signing in', () => {
    const whitelisted = routeTable.filter((r) => r.whitelist);
    let page: Page;
    beforeAll(async () => {
      page = await phones.openForAll();
    });
    it('are more than ten', () => {
      expect(whitelisted.length).toBeGreaterThan(10);
    });
    it.each(whitelisted)('$path', async (entry) => {
      for (const path of pathsOf(entry)) await expectRoute(page, path, entry);
      expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
    });
  });

  it('redirect paths send the visitor on, keeping the rest of the query', async () => {
    // The signed-in student of the walk: a new sign-in here would add nothing but two page loads.
    const page = await student();
    await page.goto(`${baseUrl()}/video?id=12&from=share`);
    await expect.poll(() => routeShown(page)).toBe('/detail/:lesson_id');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/detail/12');
    expect(url.searchParams.get('from')).toBe('share');
    for (const redirect of redirectTable) {
      await page.goto(`${baseUrl()}${redirect.from}`);
      await expect.poll(() => new URL(page.url()).pathname, { message: redirect.from }).not.toBe(redirect.from);
      expect(await routeShown(page)).not.toBe('*');
    }
  });

  it('an unknown path sends a signed-in person to the home of their type, saying the page does not exist', async () => {
    const toastText = (p: Page) => p.getByTestId('toast').innerText({ timeout: 15_000 });
    const page = await newPage();
    const overlays = await watchOverlays(page);
    await signIn(page, '/no-such-page', { nickname: uniqueName('学员'), type: 1, subscribe: true });
    await expect.poll(() => routeShown(page)).toBe('/');
    expect(new URL(page.url()).pathname).toBe('/');
    // A new student also hears which field was chosen for them: one toast after the other, both read.
    await expect
      .poll(async () => (await overlays()).toasts, { timeout: 15_000 })
      .toEqual(['页面不存在，已为您返回首页', expect.stringMatching(/^已为您选择考场：/)]);

    // The signed-in coach of the walk (a coach's sign-in is shown in e2e/login.test.ts).
    const coach = await coachWalker();
    await coach.goto(`${baseUrl()}/coach-no-such-page?x=1`);
    await expect.poll(() => routeShown(coach)).toBe('/coach-index');
    expect(new URL(coach.url()).pathname).toBe('/coach-index');
    expect(await toastText(coach)).toBe('页面不存在，已为您返回首页');
    // A student's page is not the coach's either.
    await coach.goto(`${baseUrl()}/pay/k1`);
    await expect.poll(() => new URL(coach.url()).pathname).toBe('/coach-index');
    expect(await toastText(coach)).toBe('该页面不对您的账号开放，已为您返回首页');
  });
});
