import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { baseUrl, currentPage, signIn, stored, uniqueName } from './helpers';

const phones = usePhones();

/** Opens `path` afresh and gives every request the page made to the API path `api`, by URL. */
async function openCounting(page: Page, path: string, api: string): Promise<string[]> {
  const asked: string[] = [];
  const count = (request: { url: () => string }) => {
    if (new URL(request.url()).pathname === `/api${api}`) asked.push(request.url());
  };
  page.on('request', count);
  await page.goto(`${baseUrl()}${path}`);
  return asked;
}

const taken = (page: Page) =>
  page.evaluate(() => (window as { xuecheFirstReads?: { taken: string[] } }).xuecheFirstReads?.taken ?? []);

describe("the first screen's reads start with the document", () => {
  it("home, the theory hub and a mock exam ask for their first screen's data once, and show it", async () => {
    const page = await phones.open();
    await signIn(page, '/', { nickname: uniqueName('e2e-first-'), type: 1, subscribe: true });

    // Home: the banners, read once (by the document, and the app took that reply), the first one shown.
    const adv = await openCounting(page, '/', '/v1/article/adv');
    await page.getByTestId('banners').locator('img').first().waitFor();
    expect(adv).toHaveLength(1);
    await expect.poll(() => taken(page)).toEqual([new URL(adv[0] ?? '').pathname + new URL(adv[0] ?? '').search]);

    // The theory hub: its chapters, once.
    const chapters = await openCounting(page, '/ke', '/v1/exam/chapters');
    await currentPage(page).getByTestId('start-sequential').waitFor();
    await expect.poll(() => taken(page)).toHaveLength(1);
    expect(chapters).toHaveLength(1);

    // A mock exam opened by its address (a reload mid-exam): its paper, once, and the first question shows.
    const token = (await stored<string>(page, 'Access-Token'))?.v ?? '';
    const started = await fetch(`${baseUrl()}/api/v1/exam/paper?access-token=${token}`, {
      method: 'POST',
      body: new URLSearchParams({ subject: '1', bank: 'car', stop_on_fail: '0' }),
    });
    const { data: paper } = (await started.json()) as { data: { id: string } };
    const papers = await openCounting(page, `/ke/exam/${paper.id}`, '/v1/exam/paper');
    await currentPage(page).getByTestId('question').waitFor();
    await expect.poll(() => taken(page)).toHaveLength(1);
    expect(papers).toHaveLength(1);
  });
});
