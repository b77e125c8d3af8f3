import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import {
  apiGet,
  apiLogin,
  apiPost,
  baseUrl,
  currentPage,
  routeShown,
  runOps,
  signIn,
  stored,
  uniqueName,
} from './helpers';
import {
  type Booking,
  type CoachPage,
  HOUR,
  newPhone,
  payOnCashier,
  pickTwoHours,
  spaced,
  token,
  twoInARow,
} from './train-helpers';

const phones = usePhones();

/** A document photo as a phone sends it (JPEG, or PNG for the car). */
async function photo(label: string, format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 205, g: 215, b: 228 } } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { name: `${label}.${format === 'png' ? 'png' : 'jpg'}`, mimeType: `image/${format}`, buffer };
}

/** The operator approves every check of a coach waiting for review (`train:pending`, then `train:review`). */
async function approveChecks(nickname: string): Promise<void> {
  const pending = await runOps(['train:pending']);
  const ids = pending.stdout
    .split('\n')
    .filter((line) => line.includes(nickname))
    .map((line) => /#?(\d+)/.exec(line)?.[1])
    .filter((id): id is string => Boolean(id));
  expect(ids.length, pending.stdout).toBe(3);
  for (const id of ids) {
    const review = await runOps(['train:review', id, 'approve', 'ok']);
    expect(review.stdout).toMatch(/approved/);
  }
}

/**
 * A coach listed in Beijing without a browser: signed in, the three checks uploaded and approved by the
 * operator, the listing and every hour of the week saved.
 */
async function listedCoach(): Promise<{ memberId: string; nickname: string }> {
  const nickname = uniqueName('陪练教练');
  const who = await apiLogin({ openid: uniqueName('e2e-train-coach-'), type: 2, nickname });
  const files = async (...names: string[]) => {
    const form = new FormData();
    for (const name of names) {
      const p = await photo(name);
      form.append(name, new Blob([new Uint8Array(p.buffer)], { type: p.mimeType }), p.name);
    }
    return form;
  };
  await apiPost('/v1/train/idenf', who.access_token, await files('front', 'back'));
  await apiPost('/v1/train/plate', who.access_token, await files('vehicle_licence', 'plate'));
  await apiPost('/v1/train/driving', who.access_token, await files('licence'));
  await approveChecks(nickname);
  await apiPost('/v1/train/listing', who.access_token, {
    intro: '教龄五年，擅长考前陪练和停车入库。',
    car: { model: '丰田卡罗拉', transmission: 'manual', plate: '京B23456' },
    price_fen: 15000,
    city: '北京市',
    district: '海淀区',
    area: '五道口地铁站',
    types: ['pre_exam', 'manual'],
  });
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: 6, to: 22 }));
  const listing = await apiPost<{ listed: boolean }>('/v1/train/availability', who.access_token, { weekly });
  expect(listing.listed).toBe(true);
  return { memberId: who.did, nickname };
}

/**
 * The booked session ends: marking done needs its end in the past. The sandbox's test clock
 * (`train:end-session`) moves the paid session's hours to end a minute ago.
 */
async function endSession(bookingId: number): Promise<void> {
  const ended = await runOps(['train:end-session', String(bookingId)]);
  expect(ended.stdout).toMatch(new RegExp(`Booking ${bookingId} ended`));
}

const checkStatus = (page: Page, key: string) =>
  currentPage(page).getByTestId(`check-${key}`).getAttribute('data-status');
const visible = (page: Page, testId: string): Locator => currentPage(page).getByTestId(testId);

describe('coach for hire', () => {
  it('a coach is verified and lists; a student finds them by area and kind, books two hours and pays; they talk; the coach marks it done, the student rates it, the coach earns the price less the fee', async () => {
    // The coach: three checks uploaded, each pending.
    const coach = await phones.open();
    const coachName = uniqueName('陪练教练');
    await signIn(coach, '/train/driving', { nickname: coachName, type: 2, subscribe: true });
    await expect.poll(() => routeShown(coach)).toBe('/train/driving');
    const checks = currentPage(coach);
    await checks.getByTestId('check-identity').waitFor({ timeout: 20_000 });
    expect(await checkStatus(coach, 'identity')).toBe('none');
    await checks.getByTestId('train-file-front').setInputFiles(await photo('id-front'));
    await checks.getByTestId('train-file-back').setInputFiles(await photo('id-back'));
    await checks.getByTestId('check-submit-identity').click();
    await expect.poll(() => checkStatus(coach, 'identity'), { timeout: 20_000 }).toBe('pending');
    await checks.getByTestId('train-file-vehicle_licence').setInputFiles(await photo('vehicle-licence'));
    await checks.getByTestId('train-file-plate').setInputFiles(await photo('car-plate', 'png'));
    await checks.getByTestId('check-submit-plate').click();
    await expect.poll(() => checkStatus(coach, 'plate'), { timeout: 20_000 }).toBe('pending');
    await checks.getByTestId('train-file-licence').setInputFiles(await photo('driving-licence'));
    await checks.getByTestId('check-submit-licence').click();
    await expect.poll(() => checkStatus(coach, 'licence'), { timeout: 20_000 }).toBe('pending');

    // The operator approves the three.
    await approveChecks(coachName);
    await coach.reload();
    for (const key of ['identity', 'plate', 'licence']) {
      await expect.poll(() => checkStatus(coach, key), { timeout: 20_000 }).toBe('approved');
    }
    // Checked, but not listed before the listing is complete.
    expect(await visible(coach, 'listed-state').getAttribute('data-listed')).toBe('false');

    // The listing: introduction, car, price, where (with the phone's position) and kinds.
    await visible(coach, 'setup-profile').click();
    await expect.poll(() => routeShown(coach)).toBe('/train/edit');
    const edit = currentPage(coach);
    await edit.getByTestId('listing-form').waitFor({ timeout: 20_000 });
    await edit.getByTestId('edit-locate').click();
    await edit.getByTestId('edit-point').waitFor({ timeout: 20_000 });
    await edit.getByTestId('edit-intro').fill('教龄八年，专带新手上路和考前冲刺，耐心不骂人。');
    await edit.getByTestId('edit-model').fill('大众朗逸');
    await edit.getByTestId('edit-transmission-auto').check();
    await edit.getByTestId('edit-plate').fill('京a12345');
    await edit.getByTestId('edit-price').fill('120');
    await edit.getByTestId('edit-city').fill('北京市');
    await edit.getByTestId('edit-district').fill('朝阳区');
    await edit.getByTestId('edit-area').fill('望京地铁站 A 口');
    // The kinds are chips: a person taps the chip (its label), the visually hidden checkbox inside follows.
    await edit.locator('label', { has: coach.getByTestId('edit-type-novice') }).click();
    await edit.locator('label', { has: coach.getByTestId('edit-type-auto') }).click();
    expect(await edit.getByTestId('edit-type-novice').isChecked()).toBe(true);
    expect(await edit.getByTestId('edit-type-auto').isChecked()).toBe(true);
    await edit.getByTestId('edit-submit').click();
    await expect
      .poll(() => visible(coach, 'setup-profile').getAttribute('data-state'), { timeout: 20_000 })
      .toBe('done');

    // A photo of the car.
    await visible(coach, 'setup-photos').click();
    await expect.poll(() => routeShown(coach)).toBe('/train/edit2');
    await visible(coach, 'photo-add').setInputFiles(await photo('car'));
    await expect.poll(() => visible(coach, 'listing-photo').count(), { timeout: 20_000 }).toBe(1);

    // Weekly hours: all day, every day. Then listed.
    await visible(coach, 'setup-hours').click();
    await expect.poll(() => routeShown(coach)).toBe('/train/train-edit/:id?');
    const hours = currentPage(coach);
    await hours.getByTestId('hours-form').waitFor({ timeout: 20_000 });
    await hours.getByTestId('hours-fill').click();
    await hours.getByTestId('hours-every-day').click();
    expect(await hours.getByTestId('hours-summary').innerText()).toContain('周日 06:00–22:00');
    await hours.getByTestId('hours-submit').click();
    await expect
      .poll(() => visible(coach, 'listed-state').getAttribute('data-listed'), { timeout: 20_000 })
      .toBe('true');
    const memberId = (await stored<string>(coach, 'User-Did'))?.v as string;
    expect(memberId).toBeTruthy();

    // The student finds the coach by area (Beijing, Chaoyang) and kind (automatic).
    const student = await phones.open();
    const studentName = uniqueName('陪练学员');
    await signIn(student, '/train/index', { nickname: studentName, type: 1, subscribe: true });
    await expect.poll(() => routeShown(student)).toBe('/train/index');
    await visible(student, 'area-link').click();
    await expect.poll(() => routeShown(student)).toBe('/train/area');
    await visible(student, 'area-city').filter({ hasText: '北京市' }).first().click();
    await visible(student, 'area-districts').locator('[data-district="朝阳区"]').click();
    await expect.poll(() => routeShown(student)).toBe('/train/index');
    expect(await visible(student, 'area-text').innerText()).toBe('北京市 · 朝阳区');
    await visible(student, 'type-filter').locator('[data-type="auto"]').click();
    const card = visible(student, 'coach-card').and(currentPage(student).locator(`[data-member-id="${memberId}"]`));
    await card.waitFor({ timeout: 20_000 });
    expect(await card.innerText()).toContain('¥120/小时');
    expect(await card.getByTestId('coach-badges').locator('[data-on="true"]').count()).toBe(3);
    // The tab bar of the area: 陪练首页 / 消息 / 我的.
    expect(await currentPage(student).getByTestId('tab-bar').innerText()).toMatch(/陪练首页[\s\S]*消息[\s\S]*我的/);
    await card.click();
    await expect.poll(() => routeShown(student)).toBe('/train/detail/:member_id');

    // Two hours in a row, the phone, the rule read before paying; then the cashier.
    const page = await apiGet<CoachPage>(`/v1/train/coach?member_id=${memberId}`, await token(student));
    const detail = currentPage(student);
    await detail.getByTestId('book-form').waitFor({ timeout: 20_000 });
    expect(await detail.getByTestId('refund-rule').innerText()).toContain(page.rules.text);
    const first = twoInARow(page.free, 0);
    await pickTwoHours(student, first);
    const studentPhone = newPhone();
    await detail.getByTestId('book-phone').fill(studentPhone);
    expect(await detail.getByTestId('book-total').innerText()).toBe('2 小时 × ¥120 = ¥240');
    await detail.getByTestId('book-submit').click();
    const bookingId = await payOnCashier(student, 24_000);
    const booking = currentPage(student);
    expect(await booking.getByTestId('booking-state').innerText()).toContain('支付成功，预约已确认');
    expect(await booking.getByTestId('booking-other').innerText()).toBe(coachName);
    expect(await booking.getByTestId('booking-amount').innerText()).toBe('¥240');

    // They talk: each message appears on the other phone without a reload, with the unread count.
    await booking.getByTestId('booking-chat').click();
    await expect.poll(() => routeShown(student)).toBe('/train/coach-message');
    const studentChat = currentPage(student);
    await studentChat.getByTestId('chat').waitFor({ timeout: 20_000 });
    await studentChat.getByTestId('chat-input').fill('教练您好，我在望京地铁站 A 口等您');
    await studentChat.getByTestId('chat-send').click();
    await expect
      .poll(() => studentChat.getByTestId('chat-message').allInnerTexts())
      .toEqual([expect.stringContaining('A 口等您')]);
    await coach.goto(`${baseUrl()}/train/message-center`);
    const conversation = visible(coach, 'conversation').filter({ hasText: studentName });
    await expect.poll(() => conversation.getAttribute('data-unread'), { timeout: 20_000 }).toBe('1');
    expect(await visible(coach, 'train-unread').innerText()).toBe('1');
    await conversation.click();
    const coachChat = currentPage(coach);
    await expect
      .poll(() => coachChat.getByTestId('chat-message').allInnerTexts(), { timeout: 20_000 })
      .toEqual([expect.stringContaining('A 口等您')]);
    await coachChat.getByTestId('chat-input').fill('好的，白色朗逸，到了给您打电话');
    await coachChat.getByTestId('chat-send').click();
    await expect
      .poll(() => studentChat.getByTestId('chat-message').allInnerTexts(), { timeout: 15_000 })
      .toEqual([expect.stringContaining('A 口等您'), expect.stringContaining('白色朗逸')]);

    // The coach's bookings show the student with their phone.
    await coach.goto(`${baseUrl()}/train/mine`);
    const row = currentPage(coach).locator(`[data-testid="booking-row"][data-booking-id="${bookingId}"]`);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.innerText()).toContain(studentName);
    expect(await row.getByTestId('row-phone').innerText()).toContain(spaced(studentPhone));

    // The session has ended (the operator's test clock moves it into the past), the coach marks it done.
    await endSession(bookingId);
    await row.click();
    await expect.poll(() => routeShown(coach)).toBe('/train/train-info/:id');
    const coachBooking = currentPage(coach);
    await coachBooking.getByTestId('mark-done').click();
    await expect
      .poll(() => coachBooking.getByTestId('booking-state').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('done');
    const fee = Math.round((24_000 * page.rules.fee_percent) / 100);
    const earned = 24_000 - fee;
    expect(await coachBooking.getByTestId('booking-earned').innerText()).toBe(`¥${yuan(earned)}`);

    // The student rates it; the review is on the coach's page.
    await student.goto(`${baseUrl()}/train/train-info/${bookingId}`);
    const rate = visible(student, 'rate-form');
    await rate.waitFor({ timeout: 20_000 });
    await rate.getByTestId('rate-star-5').click();
    await rate.getByTestId('rate-text').fill('讲解清楚，很有耐心');
    await rate.getByTestId('rate-submit').click();
    await visible(student, 'booking-review').waitFor({ timeout: 20_000 });
    await student.goto(`${baseUrl()}/train/detail/${memberId}`);
    await expect
      .poll(() => visible(student, 'coach-reviews').innerText(), { timeout: 20_000 })
      .toContain('讲解清楚，很有耐心');

    // The coach's earnings: the price less the fee, in the ledger and the balance.
    await coachBooking.getByTestId('booking-ledger').click();
    await expect.poll(() => routeShown(coach)).toBe('/coach-transactions');
    await expect
      .poll(() => visible(coach, 'wallet-balance').getAttribute('data-fen'), { timeout: 20_000 })
      .toBe(String(earned));
    expect((await apiGet<{ balance: number }>('/v1/user/balance', await token(coach))).balance).toBe(earned);
  }, 300_000);

  it("once paid, the coach's number shows on the booking, and home's new-member offer is still there", async () => {
    const student = await phones.open();
    await signIn(student, '/', { nickname: uniqueName('陪练新学员'), type: 1, subscribe: true });
    const offer = student.locator('[data-route="/"]').getByTestId('new-member-offer');
    await offer.waitFor({ timeout: 20_000 });

    // A demo coach (they have a number on file), booked and paid as a student does.
    const coaches = await apiGet<{ list: { member_id: string }[] }>('/v1/train/coaches', await token(student));
    const memberId = (coaches.list[1] ?? coaches.list[0])?.member_id as string;
    await student.goto(`${baseUrl()}/train/detail/${memberId}`);
    const page = await apiGet<CoachPage>(`/v1/train/coach?member_id=${memberId}`, await token(student));
    await visible(student, 'book-form').waitFor({ timeout: 20_000 });
    await pickTwoHours(student, twoInARow(page.free, Date.now() + 30 * HOUR));
    await visible(student, 'book-phone').fill(newPhone());
    await visible(student, 'book-submit').click();
    const bookingId = await payOnCashier(student, 2 * page.price_fen);

    const paid = await apiGet<Booking & { coach: { phone: string | null } }>(
      `/v1/train/booking?id=${bookingId}`,
      await token(student),
    );
    expect(paid.coach.phone).toMatch(/^1\d{10}$/);
    const number = visible(student, 'booking-phone');
    expect(await number.innerText()).toBe(spaced(paid.coach.phone as string));
    expect(await number.getAttribute('href')).toBe(`tel:${paid.coach.phone}`);

    // Hours with a coach are not a course: the theory offer still applies, on home and by the server.
    await student.goto(`${baseUrl()}/`);
    await expect.poll(() => offer.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await offer.innerText()).toContain('¥19.90');
    const reply = await apiGet<{ applies: boolean }>('/v1/user/new-member', await token(student));
    expect(reply.applies).toBe(true);
  }, 180_000);

  it('a student who cancels inside the refund window is refunded in full, and the receipt shows it', async () => {
    const { memberId } = await listedCoach();
    const student = await phones.open();
    await signIn(student, `/train/detail/${memberId}`, { nickname: uniqueName('退款学员'), type: 1, subscribe: true });
    await expect.poll(() => routeShown(student)).toBe('/train/detail/:member_id');
    const page = await apiGet<CoachPage>(`/v1/train/coach?member_id=${memberId}`, await token(student));
    // Two hours well before the refund hour: from the day after tomorrow.
    const first = twoInARow(page.free, Date.now() + (page.rules.refund_hours + 26) * HOUR);
    await visible(student, 'book-form').waitFor({ timeout: 20_000 });
    await pickTwoHours(student, first);
    await visible(student, 'book-phone').fill(newPhone());
    await visible(student, 'book-submit').click();
    const bookingId = await payOnCashier(student, 2 * page.price_fen);

    const box = visible(student, 'cancel-box');
    expect(await box.getByTestId('cancel-words').innerText()).toContain(`全额退款 ¥${yuan(2 * page.price_fen)}`);
    await box.getByTestId('cancel-booking').click();
    await box.getByTestId('cancel-confirm').click();
    const state = visible(student, 'booking-state');
    await expect.poll(() => state.getAttribute('data-status'), { timeout: 20_000 }).toBe('cancelled');
    expect(await visible(student, 'booking-hint').innerText()).toBe(
      `已退款 ¥${yuan(2 * page.price_fen)}，原路退回微信。`,
    );
    const after = await apiGet<Booking>(`/v1/train/booking?id=${bookingId}`, await token(student));
    expect(after.refunded_fen).toBe(2 * page.price_fen);

    // The order's receipt shows the refund.
    await visible(student, 'booking-receipt').click();
    await expect.poll(() => routeShown(student)).toBe('/order/:order_no');
    await expect
      .poll(() => visible(student, 'refunded').innerText(), { timeout: 20_000 })
      .toContain(((2 * page.price_fen) / 100).toFixed(2));
  }, 180_000);

  it('the webview forms list coaches and show one without signing in', async () => {
    const { memberId } = await listedCoach();
    const page = await phones.open();
    await page.goto(`${baseUrl()}/train/index_g?city=${encodeURIComponent('北京市')}`);
    const card = visible(page, 'coach-card').and(currentPage(page).locator(`[data-member-id="${memberId}"]`));
    await card.waitFor({ timeout: 20_000 });
    await card.click();
    await expect.poll(() => routeShown(page)).toBe('/train/detail_g');
    await visible(page, 'coach-detail').waitFor({ timeout: 20_000 });
    expect(await visible(page, 'sign-in-invite').isVisible()).toBe(true);
    expect(await visible(page, 'book-form').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
  });

  it('a student who refuses their location is told why the list cannot sort by distance', async () => {
    const page = await phones.open({ location: null });
    await signIn(page, '/train/index', { nickname: uniqueName('陪练学员'), type: 1, subscribe: true });
    // A new student without a location is first asked for an exam field by hand, over whatever page is open.
    const picker = page.getByTestId('field-picker');
    await picker.waitFor({ timeout: 15_000 });
    await picker.getByRole('button', { name: /上海市/ }).click();
    await picker.getByRole('button', { name: /闵行莘庄考场/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await visible(page, 'sort-filter').locator('[data-sort="distance"]').click();
    const refused = visible(page, 'location-refused');
    await refused.waitFor({ timeout: 20_000 });
    expect(await refused.innerText()).toContain('没有拿到您的位置');
    expect(await visible(page, 'sort-filter').locator('[aria-pressed="true"]').getAttribute('data-sort')).toBe(
      'rating',
    );
  });
});

const yuan = (fen: number) => {
  const text = (fen / 100).toFixed(2);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
};
