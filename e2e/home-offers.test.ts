import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { apiGet, apiLogin, baseUrl, routeShown, signIn, stored, uniqueName } from './helpers';

const phones = usePhones();

const home = (page: Page) => page.locator('[data-route="/"]');

describe("home's offers for a student", () => {
  it('a new student sees the new-member offer, which leads to paying its price, and the card to bind a coach', async () => {
    const page = await phones.open();
    await signIn(page, '/', { nickname: uniqueName('新学员'), type: 1, subscribe: true });
    const offer = home(page).getByTestId('new-member-offer');
    await offer.waitFor({ timeout: 20_000 });
    const text = await offer.innerText();
    expect(text).toContain('新学员专享');
    expect(text).toContain('理论通关套餐');
    expect(text).toContain('¥19.90');
    expect(text).toContain('原价 ¥49.00');
    // The server agrees: the offer applies to this student, and says until when.
    const token = (await stored<string>(page, 'Access-Token'))?.v as string;
    const reply = await apiGet<{ applies: boolean; offer: { product_id: number; until: string } }>(
      '/v1/user/new-member',
      token,
    );
    expect(reply.applies).toBe(true);

    // The service grid draws an icon for each of its ten doors (the symbols come from one SVG file).
    const drawn = () =>
      home(page)
        .locator('section[aria-labelledby="home-services"] use')
        .evaluateAll((uses) => uses.map((u) => Math.round((u as SVGUseElement).getBBox().width)));
    await expect.poll(async () => (await drawn()).filter((w) => w > 10).length, { timeout: 15_000 }).toBe(10);

    const bind = home(page).getByTestId('bind-coach-offer');
    await bind.waitFor();
    expect(await bind.innerText()).toContain('还没有绑定教练');

    await offer.getByRole('link', { name: '立即抢购' }).click();
    await expect.poll(() => routeShown(page)).toBe('/buySelect');
    expect(new URL(page.url()).searchParams.get('product_id')).toBe(String(reply.offer.product_id));
    // The pay page has the offered product chosen, at the offer's price: what the order will charge.
    await expect.poll(() => page.getByTestId('select-total').innerText(), { timeout: 15_000 }).toBe('¥19.90');
    expect(await page.getByTestId('buy-button').innerText()).toContain('19.90');

    // The bind card leads to '/bindCoach'.
    await page.goto(`${baseUrl()}/`);
    await home(page).getByTestId('bind-coach-offer').getByRole('link', { name: '去绑定' }).click();
    await expect.poll(() => routeShown(page)).toBe('/bindCoach');
  });

  it("a student bound by a coach's link gets no bind card", async () => {
    const coach = await apiLogin({ openid: uniqueName('e2e-offer-coach-'), type: 2 });
    const page = await phones.open();
    await signIn(page, `/?did=${coach.did}`, { nickname: uniqueName('已绑定学员'), type: 1, subscribe: true });
    const invite = page.getByTestId('coach-invite');
    await invite.waitFor({ timeout: 15_000 });
    await invite.getByRole('button', { name: '以后再说' }).click();
    // The offers have loaded (the new-member one shows) and the bind card is not among them.
    await home(page).getByTestId('new-member-offer').waitFor({ timeout: 20_000 });
    const token = (await stored<string>(page, 'Access-Token'))?.v as string;
    expect((await apiGet<{ state: string }>('/v2/user/un-did', token)).state).toBe('bound');
    expect(await home(page).getByTestId('bind-coach-offer').count()).toBe(0);
  });
});
