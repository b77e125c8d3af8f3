import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { apiGet, apiLogin, baseUrl, currentPage, declineCoachInvite, signIn, stored, uniqueName } from './helpers';

const phones = usePhones();

const WECHAT_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';

interface Product {
  id: number;
  kind: 'course' | 'vip' | 'bundle';
  price: number;
  unlocks: { vip_subjects: number[] };
}

/** A recruiting coach, and a coach who came by the recruiter's link. */
async function coaches() {
  const recruiter = await apiLogin({ openid: uniqueName('e2e-recruiter-'), type: 2 });
  const coach = await apiLogin({ openid: uniqueName('e2e-coach-'), type: 2, did: recruiter.did });
  const balance = async (who: { access_token: string }) =>
    (await apiGet<{ balance: number }>('/v1/user/balance', who.access_token)).balance;
  return { recruiter, coach, balance };
}

/** The products the signed-in student is offered, as the API gives them to their phone. */
async function productsOf(page: Page): Promise<Product[]> {
  const token = (await stored<string>(page, 'Access-Token'))?.v as string;
  return (await apiGet<{ list: Product[] }>('/v3/product/land', token)).list;
}

async function studentToken(page: Page): Promise<string> {
  return (await stored<string>(page, 'Access-Token'))?.v as string;
}

describe('buying a course', () => {
  it('a bound student pays on the sandbox cashier: the course opens, the receipt is in /Indent, both coaches earn', async () => {
    const { recruiter, coach, balance } = await coaches();
    expect(await balance(coach)).toBe(0);

    const page = await phones.open();
    await signIn(page, `/pay/k1?did=${coach.did}`, { nickname: uniqueName('买课学员'), type: 1, subscribe: true });
    await page.waitForURL(/\/pay\/k1/);
    // Bound to the coach whose link it was, and told so.
    const token = await studentToken(page);
    expect((await apiGet<{ coach_id: number } | null>('/v1/user/my-coach', token))?.coach_id).toBeGreaterThan(0);

    // The location check chooses the Beijing field; its course is then on sale, with its refund terms.
    await expect
      .poll(async () => (await productsOf(page)).some((p) => p.kind === 'course'), { timeout: 20_000 })
      .toBe(true);
    const course = (await productsOf(page)).find((p) => p.kind === 'course') as Product;
    const buy = currentPage(page).locator(`[data-testid="buy-button"][data-product-id="${course.id}"]`);
    await buy.waitFor({ timeout: 20_000 });
    expect(await currentPage(page).getByTestId('refund-terms').first().innerText()).toMatch(/退款/);
    const lockedBefore = await apiGet<{ course: { is_buy: number } }>('/v1/lesson/list', token);
    expect(lockedBefore.course.is_buy).toBe(0);

    await buy.click();
    await page.waitForURL(/\/sandbox\/wechatpay\/cashier/, { timeout: 20_000 });
    expect(await page.getByTestId('cashier-amount').innerText()).toBe(`¥${(course.price / 100).toFixed(2)}`);
    await page.getByRole('button', { name: '确认支付' }).click();

    // Back on the receipt, which asks the server (which asks WeChat Pay) before it says paid.
    await page.waitForURL(/\/order\/\w+\?pay=ok/, { timeout: 20_000 });
    const orderNo = new URL(page.url()).pathname.split('/').pop() as string;
    const status = currentPage(page).getByTestId('pay-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 20_000 }).toBe('paid');
    expect(await status.innerText()).toContain('支付成功，课程已开通');
    expect((await apiGet<{ course: { is_buy: number } }>('/v1/lesson/list', token)).course.is_buy).toBe(1);

    // My courses: the course is owned, and the order is there with its receipt.
    await currentPage(page).getByRole('link', { name: '查看我的课程' }).click();
    await page.waitForURL(/\/Indent$/);
    // The invitation to register as a coach (the link was a coach's) waited for the payment to be over.
    await declineCoachInvite(page);
    const owned = currentPage(page).locator('[data-testid="owned-item"][data-kind="course"]');
    await owned.first().waitFor({ timeout: 20_000 });
    const row = currentPage(page).locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('已支付');
    await row.click();
    await page.waitForURL(new RegExp(`/order/${orderNo}$`));
    const receipt = currentPage(page).getByTestId('receipt-details');
    await receipt.waitFor({ timeout: 20_000 });
    const text = await receipt.innerText();
    expect(text).toContain(orderNo);
    expect(text).toContain((course.price / 100).toFixed(2));
    expect(text).toMatch(/微信支付单号\s*4200\d+/);

    // Level one to the coach, level two to the coach who recruited them.
    await expect.poll(() => balance(coach)).toBe(Math.floor(course.price * 0.2));
    expect(await balance(recruiter)).toBe(Math.floor(course.price * 0.05));
  });

  it("inside WeChat the bridge's payment sheet takes the payment and the subject's VIP sets open", async () => {
    const { coach, balance } = await coaches();
    const page = await phones.open({ userAgent: WECHAT_IPHONE });
    await signIn(page, `/site/ke1?did=${coach.did}`, { nickname: uniqueName('微信学员'), type: 1, subscribe: true });
    await declineCoachInvite(page);
    const unlock = currentPage(page).getByTestId('vip-unlock');
    await unlock.waitFor({ timeout: 20_000 });
    await unlock.click();
    await page.waitForURL(/\/pay\/k1/);

    const vip = (await productsOf(page)).find((p) => p.kind === 'vip' && p.unlocks.vip_subjects.includes(1)) as Product;
    await currentPage(page).locator(`[data-testid="buy-button"][data-product-id="${vip.id}"]`).click();
    const sheet = page.getByTestId('wxpay-sheet');
    await sheet.waitFor({ timeout: 20_000 });
    expect(await sheet.innerText()).toContain(`¥${(vip.price / 100).toFixed(2)}`);
    await sheet.getByRole('button', { name: '确认支付' }).click();

    await page.waitForURL(/\/order\/\w+\?pay=ok/, { timeout: 20_000 });
    const status = currentPage(page).getByTestId('pay-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 20_000 }).toBe('paid');
    await expect.poll(() => balance(coach)).toBe(Math.floor(vip.price * 0.2));

    // The hub no longer offers VIP, and curated practice is whole.
    await page.goto(`${baseUrl()}/site/ke1`);
    await currentPage(page).getByText('精选题').first().waitFor({ timeout: 20_000 });
    expect(await currentPage(page).getByTestId('vip-unlock').count()).toBe(0);
    const token = await studentToken(page);
    const curated = await apiGet<{ vip_locked: boolean; total: number }>(
      '/v1/exam/practice?subject=1&mode=curated&num=20',
      token,
    );
    expect(curated.vip_locked).toBe(false);
    expect(curated.total).toBeGreaterThan(10);
  });

  it('a bound student sees their coach in the personal center and agrees to share progress', async () => {
    const { coach } = await coaches();
    const page = await phones.open();
    await signIn(page, `/center?did=${coach.did}`, { nickname: uniqueName('同意学员'), type: 1, subscribe: true });
    await declineCoachInvite(page);
    await currentPage(page).getByTestId('my-coach').click();
    await page.waitForURL(/\/my-coach$/);
    const state = currentPage(page).getByTestId('share-state');
    await state.waitFor({ timeout: 20_000 });
    expect(await state.innerText()).toBe('未分享学习进度');
    await currentPage(page).getByTestId('share-consent').click();
    await expect.poll(() => state.innerText()).toContain('已同意分享学习进度');
    const token = await studentToken(page);
    expect(await apiGet<{ share_progress: boolean } | null>('/v1/user/my-coach', token)).toMatchObject({
      share_progress: true,
    });
    await currentPage(page).getByTestId('share-consent').click();
    await expect.poll(() => state.innerText()).toBe('未分享学习进度');
  });
});
