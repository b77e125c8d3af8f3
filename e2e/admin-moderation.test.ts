import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addOperator, firstSignIn } from './admin-helpers';
import { useDesktops, usePhones } from './browser';
import { apiGet, apiLogin, apiPost, baseUrl, currentPage, signIn, uniqueName } from './helpers';
import { type CoachPage, HOUR, newPhone, payOnCashier, pickTwoHours, token, twoInARow } from './train-helpers';

const desktops = useDesktops();
const phones = usePhones();

/** The file's operator (an admin: the wish wall is content's, bookings are finance's), signed in once. */
let operator: Promise<Page> | undefined;
async function operatorOn(menu: string, path: RegExp): Promise<Page> {
  operator ??= desktops.openForAll().then(async (page) => {
    await firstSignIn(page, await addOperator('admin'));
    return page;
  });
  const page = await operator;
  await page.goto(`${baseUrl()}/admin/dashboard`);
  await page.getByTestId('side-menu').getByText(menu, { exact: true }).click();
  await page.waitForURL(path);
  return page;
}

const wishIds = (list: { list: { id: number }[] }) => list.list.map((w) => w.id);

describe('the console acts on what students meet, at 1440×900', () => {
  it('an operator hides a reported wish: it leaves the wall for everyone but its author, who reads why', async () => {
    const author = await apiLogin({ openid: uniqueName('e2e-wish-author-'), type: 1 });
    const reporter = await apiLogin({
      openid: uniqueName('e2e-wish-reporter-'),
      type: 1,
      nickname: uniqueName('举报人'),
    });
    const junk = `加微信领全套题库！！！ ${uniqueName('')}`;
    const { wish } = await apiPost<{ wish: { id: number } }>('/v1/wish/add', author.access_token, { content: junk });
    const id = wish.id;
    await apiPost('/v1/wish/report', reporter.access_token, { id, reason: 'spam' });
    const fair = await apiPost<{ wish: { id: number } }>('/v1/wish/add', reporter.access_token, {
      content: `希望模拟考试可以按章节错题重练 ${uniqueName('')}`,
    });
    expect(wishIds(await apiGet('/v1/wish/list?sort=new', reporter.access_token))).toContain(id);

    const page = await operatorOn('心愿墙', /\/admin\/wishes$/);
    const row = page.getByTestId(`wish-row-${id}`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain(junk);
    expect(await row.getByTestId('wish-report-count').innerText()).toBe('1 次');
    expect(await row.innerText()).toContain('广告或刷屏');

    await row.getByTestId(`wish-hide-${id}`).click();
    const reason = '含有广告';
    await page.getByTestId('wish-hide-reason').fill(reason);
    await page.getByTestId('wish-hide-confirm').click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('已隐藏');
    // Still among the reported (after those still showing), now hidden with why, and on the "hidden" list.
    await expect.poll(() => row.innerText()).toContain(`已隐藏\n${reason}`);
    expect(await row.getByTestId(`wish-unhide-${id}`).innerText()).toBe('恢复显示');
    await page.getByTestId('wishes-filter').getByText('已隐藏', { exact: true }).click();
    await expect.poll(() => page.getByTestId(`wish-row-${id}`).innerText()).toContain(reason);

    // The reporter's wall no longer has it, nor anyone else's; the author's still does, with the reason.
    expect(wishIds(await apiGet('/v1/wish/list?sort=new', reporter.access_token))).not.toContain(id);
    const phone = await phones.open();
    await signIn(phone, '/wish', { nickname: uniqueName('旁观学员'), type: 1, subscribe: true });
    // The wall has loaded (a wish made after the hidden one shows), and the hidden one is not on it.
    await currentPage(phone).locator(`[data-wish-id="${fair.wish.id}"]`).waitFor({ timeout: 15_000 });
    expect(await currentPage(phone).locator(`[data-wish-id="${id}"]`).count()).toBe(0);
    const theirs = await apiGet<{ list: { id: number; hidden: { reason: string } | null }[] }>(
      '/v1/wish/list?sort=new',
      author.access_token,
    );
    expect(theirs.list.find((w) => w.id === id)?.hidden?.reason).toBe(reason);
  });

  it("an operator finds a paid coach-for-hire booking by the student's phone and cancels it with a full refund", async () => {
    const student = await phones.open();
    await signIn(student, '/', { nickname: uniqueName('陪练取消学员'), type: 1, subscribe: true });
    const coaches = await apiGet<{ list: { member_id: string }[] }>('/v1/train/coaches', await token(student));
    const memberId = coaches.list[0]?.member_id as string;
    const coach = await apiGet<CoachPage>(`/v1/train/coach?member_id=${memberId}`, await token(student));
    await student.goto(`${baseUrl()}/train/detail/${memberId}`);
    await currentPage(student).getByTestId('book-form').waitFor({ timeout: 20_000 });
    await pickTwoHours(student, twoInARow(coach.free, Date.now() + 50 * HOUR));
    const bookedWith = newPhone();
    await currentPage(student).getByTestId('book-phone').fill(bookedWith);
    await currentPage(student).getByTestId('book-submit').click();
    const bookingId = await payOnCashier(student, 2 * coach.price_fen);

    const page = await operatorOn('陪练预约', /\/admin\/train-bookings$/);
    await page.getByTestId('train-bookings-search').locator('input').fill(bookedWith);
    await page.getByTestId('train-bookings-search').locator('input').press('Enter');
    const row = page.getByTestId(`train-booking-${bookingId}`);
    await row.waitFor({ timeout: 15_000 });
    // Only this booking has that phone.
    await expect.poll(() => page.locator('[data-testid^="train-booking-"][data-row-key]').count()).toBe(1);
    expect(await row.innerText()).toContain(`预约电话 ${bookedWith}`);
    expect(await row.getByTestId('train-booking-state').innerText()).toBe('已支付');

    await row.getByTestId(`train-booking-cancel-${bookingId}`).click();
    const yuan = `¥${((2 * coach.price_fen) / 100).toFixed(2)}`;
    await expect.poll(() => page.getByTestId('train-cancel-refund').innerText()).toContain(`全额退款 ${yuan}`);
    await page.getByTestId('train-cancel-reason').fill('学员来电，教练临时有事');
    await page.getByTestId('train-cancel-confirm').click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain(`已取消，退款 ${yuan} 原路退回`);
    await expect.poll(() => row.getByTestId('train-booking-state').innerText()).toBe('已取消');

    // The student's booking says it is cancelled and refunded.
    await student.goto(`${baseUrl()}/train/train-info/${bookingId}`);
    const state = currentPage(student).getByTestId('booking-state');
    await expect.poll(() => state.getAttribute('data-status'), { timeout: 20_000 }).toBe('cancelled');
    const booking = await apiGet<{ refunded_fen: number }>(`/v1/train/booking?id=${bookingId}`, await token(student));
    expect(booking.refunded_fen).toBe(2 * coach.price_fen);
  }, 180_000);
});
