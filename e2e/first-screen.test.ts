import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { baseUrl, currentPage, fieldChosen, signIn, stored, uniqueName } from './helpers';

const phones = usePhones();

/** What a frame showed: the document's first screen, the boot screen, and the text on screen. */
interface Frame {
  screen: boolean;
  boot: boolean;
  text: string;
}

/**
 * Opens `path` in a new tab of the phone with the app's entry held back until the returned function is
 * called, recording every frame from the document's first (in the page's clock, so whatever the machine is
 * doing, nothing between two frames is missed).
 */
async function openHeld(page: Page, path: string): Promise<{ tab: Page; release: () => void }> {
  const tab = await page.context().newPage();
  await tab.addInitScript(() => {
    const frames: Frame[] = [];
    (window as { frames_?: Frame[] }).frames_ = frames;
    const shown = (el: Element | null) => Boolean(el && el.getClientRects().length > 0);
    const sample = () => {
      frames.push({
        screen: shown(document.getElementById('first-screen')),
        boot: shown(document.querySelector('#root > .status-block.full')),
        text: document.body?.innerText ?? '',
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await tab.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await tab.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
  return { tab, release };
}

const framesOf = (tab: Page) => tab.evaluate(() => (window as { frames_?: Frame[] }).frames_ ?? []);

/** When the entry's request began and the first contentful paint, in the page's clock (ms). */
const entryAndPaint = (tab: Page) =>
  tab.evaluate(() => ({
    entry: performance.getEntriesByType('resource').find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name))?.startTime,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));

describe("a start page's document draws its first screen before the app's code", () => {
  it('shows each start page, the field filled in, then hands over to the app with no boot screen between', async () => {
    const page = await phones.open();
    await signIn(page, '/', { nickname: uniqueName('e2e-first-'), type: 1, subscribe: true });
    await fieldChosen(page);
    const field = (await stored<{ field_name: string }>(page, 'Field-Info'))?.v.field_name ?? '';
    expect(field).not.toBe('');

    // Each page, the text its first screen shows (the largest paint among them) and what the app adds once its
    // reads have come.
    const pages: [string, string[], string][] = [
      ['/pin', ['考场拼车', field, '找行程'], '[data-testid=pin-home-trips], [data-testid=pin-home-empty]'],
      ['/train/index', ['陪练教练', '认证教练一对一陪练'], '[data-testid=coach-list], [data-testid=coach-list-empty]'],
      ['/light', [`考场：${field}`, '每条指令播报完后，5 秒内把灯光调好'], '[data-testid=light-figures]'],
      ['/k2vr', [`${field} · 科目二五项`], '[data-testid=record-reverse_parking]'],
    ];
    for (const [path, texts, loaded] of pages) {
      const { tab, release } = await openHeld(page, path);
      // The app's code is held back: what shows is the document's own.
      const screen = tab.locator('#first-screen');
      for (const text of texts) await expect.poll(() => screen.innerText(), { message: path }).toContain(text);
      expect(await screen.innerText(), path).not.toContain('\uE000');
      await expect.poll(async () => (await entryAndPaint(tab)).paint, { message: path }).toBeGreaterThan(0);
      release();
      await currentPage(tab).locator(loaded).first().waitFor();
      await expect(screen.count(), path).resolves.toBe(0);
      // The entry was asked for only after the screen had painted.
      const { entry, paint } = await entryAndPaint(tab);
      expect(entry, path).toBeGreaterThan(paint ?? Number.POSITIVE_INFINITY);

      // From the first frame that showed the screen to the app's page, every frame showed the first screen's
      // text (the document's, then the app's), and none the boot screen.
      const frames = await framesOf(tab);
      const from = frames.findIndex((f) => f.screen);
      expect(from, path).toBeGreaterThanOrEqual(0);
      const after = frames.slice(from);
      expect(
        after.filter((f) => f.boot),
        path,
      ).toEqual([]);
      for (const text of texts)
        expect(
          after.filter((f) => !f.text.includes(text)),
          `${path}: ${text}`,
        ).toEqual([]);
      expect(
        after.some((f) => !f.screen),
        path,
      ).toBe(true);
      await tab.close();
    }
  });

  it('is not drawn for a visitor it is not for: signed out, or reading in English', async () => {
    const page = await phones.open();
    // Signed out (the app will send them to sign in): the student's screen would be wrong. The code is asked
    // for with the document, as index.html asks for it, and the screen is gone before any frame.
    let { tab, release } = await openHeld(page, '/pin');
    await tab.waitForRequest(/\/assets\/index-[\w-]+\.js$/);
    await expect.poll(async () => (await framesOf(tab)).length).toBeGreaterThan(0);
    expect(await tab.locator('#first-screen').count()).toBe(0);
    expect((await framesOf(tab)).filter((f) => f.screen)).toEqual([]);
    release();
    await tab.close();

    await signIn(page, '/', { nickname: uniqueName('e2e-first-'), type: 1, subscribe: true });
    await fieldChosen(page);
    await page.evaluate(() => localStorage.setItem('Lang', JSON.stringify({ v: 'en' })));
    ({ tab, release } = await openHeld(page, '/pin'));
    release();
    await currentPage(tab).getByRole('heading', { name: 'Exam-site shuttle' }).waitFor();
    expect((await framesOf(tab)).filter((f) => f.screen)).toEqual([]);
  });
});
