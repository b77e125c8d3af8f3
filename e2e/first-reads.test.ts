import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { baseUrl, currentPage, fieldChosen, signIn, stored, uniqueName } from './helpers';

const phones = usePhones();

/** Opens `path` afresh; gives the paths of the requests its load makes, to count them once it shows. */
async function openRecording(page: Page, path: string): Promise<(pattern: RegExp) => string[]> {
  const asked: string[] = [];
  const record = (request: { url: () => string }) => asked.push(request.url());
  page.on('request', record);
  await page.goto(`${baseUrl()}${path}`);
  return (pattern) => asked.filter((url) => pattern.test(new URL(url).pathname));
}

const taken = (page: Page) =>
  page.evaluate(() => (window as { xuecheFirstReads?: { taken: string[] } }).xuecheFirstReads?.taken ?? []);

describe("the first screen's reads start with the document", () => {
  it("home, the theory hub and a mock exam ask for their first screen's data and code once, and show it", async () => {
    const page = await phones.open();
    await signIn(page, '/', { nickname: uniqueName('e2e-first-'), type: 1, subscribe: true });
    // The signed-in home of the login asks for its banners itself (its document had no session yet): once
    // they show, none of its requests can be counted as the next load's.
    await page.getByTestId('banners').locator('img').first().waitFor();

    // Home: the banners, read once (by the document, and the app took that reply), the first one shown.
    const home = await openRecording(page, '/');
    await page.getByTestId('banners').locator('img').first().waitFor();
    const adv = home(/^\/api\/v1\/article\/adv$/);
    expect(adv).toHaveLength(1);
    await expect.poll(() => taken(page)).toEqual([new URL(adv[0] ?? '').pathname + new URL(adv[0] ?? '').search]);
    // Home's code, fetched beside the entry by the document, is not fetched again by the app.
    expect(home(/^\/assets\/(home|sections)-.*\.js$/)).toHaveLength(2);

    // The theory hub: its chapters and the theory screens' code, once each.
    const hub = await openRecording(page, '/ke');
    await currentPage(page).getByTestId('start-sequential').waitFor();
    await expect.poll(() => taken(page)).toHaveLength(1);
    expect(hub(/^\/api\/v1\/exam\/chapters$/)).toHaveLength(1);
    expect(hub(/^\/assets\/theory-.*\.js$/)).toHaveLength(1);

    // A mock exam opened by its address (a reload mid-exam): its paper, once, and the first question shows.
    const token = (await stored<string>(page, 'Access-Token'))?.v ?? '';
    const started = await fetch(`${baseUrl()}/api/v1/exam/paper?access-token=${token}`, {
      method: 'POST',
      body: new URLSearchParams({ subject: '1', bank: 'car', stop_on_fail: '0' }),
    });
    const { data: paper } = (await started.json()) as { data: { id: string } };
    const exam = await openRecording(page, `/ke/exam/${paper.id}`);
    await currentPage(page).getByTestId('question').waitFor();
    await expect.poll(() => taken(page)).toHaveLength(1);
    expect(exam(/^\/api\/v1\/exam\/paper$/)).toHaveLength(1);
  });

  it("the new areas' start pages ask for their first screen's data once, and show it; the yard draws after", async () => {
    const page = await phones.open();
    await signIn(page, '/', { nickname: uniqueName('e2e-first-'), type: 1, subscribe: true });
    await fieldChosen(page);

    // What each shows once its read has arrived (the trips and coaches as a list, or that there are none).
    const opened: [string, string, RegExp, number][] = [
      ['/light', '[data-testid=light-figures]', /^\/api\/v1\/light\/(answer|index)$/, 2],
      ['/k2vr', '[data-testid=record-reverse_parking]', /^\/api\/v2\/k2\/(five|yard-runs)$/, 2],
      ['/pin', '[data-testid=pin-home-trips], [data-testid=pin-home-empty]', /^\/api\/v1\/pin\/trips$/, 1],
      ['/train/index', '[data-testid=coach-list], [data-testid=coach-list-empty]', /^\/api\/v1\/train\/coaches$/, 1],
    ];
    for (const [path, shown, read, reads] of opened) {
      const asked = await openRecording(page, path);
      await currentPage(page).locator(shown).first().waitFor();
      // Each read once: the document asked, the page took the reply.
      await expect.poll(() => taken(page), { message: path }).toHaveLength(reads);
      expect(asked(read), path).toHaveLength(reads);
    }

    // The yard: its items and its stage before three.js, then the scene's first frame.
    const yard = await openRecording(page, '/k2map');
    await currentPage(page).getByTestId('item-chip-reverse_parking').waitFor();
    await expect.poll(() => taken(page)).toHaveLength(1);
    expect(yard(/^\/api\/v2\/k2\/map-info$/)).toHaveLength(1);
    const canvas = currentPage(page).getByTestId('yard-canvas');
    await expect.poll(() => canvas.getAttribute('data-first-frame'), { timeout: 30_000 }).toMatch(/^\d+$/);
    expect(yard(/^\/assets\/three-.*\.js$/)).toHaveLength(1);
  });
});
