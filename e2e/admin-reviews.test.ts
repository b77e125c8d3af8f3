import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addOperator, confirmPopup, firstSignIn, pickOption } from './admin-helpers';
import { useDesktops } from './browser';
import { apiGet, apiLogin, apiPost, baseUrl, uniqueName } from './helpers';

const desktops = useDesktops();

/** A mainland mobile number no other test uses. */
const newPhone = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Document photos as a phone sends them, as multipart fields named as the upload wants. */
async function photos(...fields: string[]): Promise<FormData> {
  const form = new FormData();
  for (const field of fields) {
    const jpeg = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#cdd7e4' } })
      .jpeg()
      .toBuffer();
    form.append(field, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `${field}.jpg`);
  }
  return form;
}

/** The code the sandbox's SMS inbox holds for a phone (the newest). */
async function smsCode(phone: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const inbox = (await (await fetch(`${baseUrl()}/sandbox/sms/messages?phone=${phone}`)).json()) as {
        messages: { code: string | null }[];
      };
      code = inbox.messages.at(-1)?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

/** A coach with a profile (their phone verified by SMS), as '/coach-phone-verify' makes one. */
async function verifiedCoach(nickname: string) {
  const who = await apiLogin({ openid: uniqueName('e2e-review-coach-'), type: 2, nickname });
  const phone = newPhone();
  await apiPost('/v1/coach/code', who.access_token, { phone, purpose: 'coach_verify' });
  await apiPost('/v1/coach/phone-verify', who.access_token, { phone, code: await smsCode(phone) });
  return who;
}

/** A student who has bound `phone` (by SMS code, as '/bindPhone' does). */
async function studentWithPhone(phone: string) {
  const who = await apiLogin({ openid: uniqueName('e2e-review-student-'), type: 1, nickname: uniqueName('学员') });
  await apiPost('/v1/user/code', who.access_token, { phone, purpose: 'bind_phone' });
  await apiPost('/v1/user/up-phone', who.access_token, { phone, code: await smsCode(phone) });
  return who;
}

let reviewer: Promise<Page> | undefined;
let reviewerBusy = false;

/**
 * The file's reviewer (made by the ops command, signed in at 1440×900 by the first test that needs them:
 * the first sign-in itself is e2e/admin.test.ts's subject), on one tab of the reviews screen. Each later
 * test starts them again from the dashboard, a full load, as if they had just come back.
 */
async function reviewerOn(tab: string): Promise<Page> {
  reviewer ??= desktops.openForAll().then(async (page) => {
    await firstSignIn(page, await addOperator('reviewer'));
    return page;
  });
  const page = await reviewer;
  if (reviewerBusy) await page.goto(`${baseUrl()}/admin/dashboard`);
  reviewerBusy = true;
  await page.getByTestId('side-menu').getByText('审核').click();
  await page.waitForURL(/\/admin\/reviews/);
  await page.getByTestId(`tab-${tab}`).click();
  // The first tab is already open at '/admin/reviews': clicking it does not change the address.
  await page.waitForURL(new RegExp(`/admin/reviews(/${tab})?$`));
  return page;
}

/** Clicks an item's approve button and confirms in the pop-up; waits for the console's "已通过". */
async function approve(page: Page, item: ReturnType<Page['locator']>): Promise<void> {
  await item.locator('[data-testid^="approve-"]').click();
  await confirmPopup(page);
  await expect.poll(() => page.locator('.ant-message').textContent()).toContain('已通过');
}

describe('the console’s reviews at 1440×900', () => {
  it('a reviewer approves a coach certification and the coach is certified', async () => {
    const nickname = uniqueName('认证教练');
    const coach = await verifiedCoach(nickname);
    const sent = await apiPost<{ status: string }>(
      '/v1/user/examine',
      coach.access_token,
      await photos('id_front', 'id_back', 'licence'),
    );
    expect(sent.status).toBe('pending');

    const page = await reviewerOn('certifications');
    const card = page.locator('[data-testid^="certification-"]').filter({ hasText: nickname });
    await card.waitFor();
    // The three photos side by side, each a signed link that loads.
    expect(await card.getByTestId('review-photo').count()).toBe(3);
    await expect
      .poll(() =>
        card
          .getByTestId('review-photo')
          .locator('img')
          .evaluateAll((imgs) => imgs.length === 3 && imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await approve(page, card);
    await expect.poll(() => card.count()).toBe(0);

    const state = await apiGet<{ status: string }>('/v1/coach/has-auth', coach.access_token);
    expect(state.status).toBe('approved');
  });

  it("a reviewer approves a coach's theory-course application and the student's VIP lock is gone", async () => {
    const coach = await verifiedCoach(uniqueName('理论课教练'));
    const phone = newPhone();
    const student = await studentWithPhone(phone);
    const curated = () =>
      apiGet<{ vip_locked: boolean }>('/v1/exam/practice?subject=1&mode=curated&num=20', student.access_token);
    expect((await curated()).vip_locked).toBe(true);
    const studentName = uniqueName('李');
    await apiPost('/v3/apply/kt', coach.access_token, { student_name: studentName, student_phone: phone, subject: 1 });

    const page = await reviewerOn('theory-applications');
    const row = page.getByRole('row').filter({ hasText: studentName });
    await row.waitFor();
    expect(await row.textContent()).toContain('科目一');
    await approve(page, row);
    await expect.poll(() => row.count()).toBe(0);

    expect((await curated()).vip_locked).toBe(false);
    // The decided application is under 已通过.
    await page.getByText('已通过', { exact: true }).first().click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: studentName }).textContent()).toContain('已通过');
  });

  it('a reviewer approves the three coach-for-hire checks and the listing shows to students', async () => {
    const nickname = uniqueName('陪练教练');
    const city = `${uniqueName('审核')}市`;
    const coach = await apiLogin({ openid: uniqueName('e2e-review-train-'), type: 2, nickname });
    await apiPost('/v1/train/idenf', coach.access_token, await photos('front', 'back'));
    await apiPost('/v1/train/plate', coach.access_token, await photos('vehicle_licence', 'plate'));
    await apiPost('/v1/train/driving', coach.access_token, await photos('licence'));
    await apiPost('/v1/train/listing', coach.access_token, {
      intro: '教龄六年，擅长新手上路和夜间驾驶。',
      car: { model: '本田飞度', transmission: 'auto', plate: '京C34567' },
      price_fen: 13000,
      city,
      district: '朝阳区',
      area: '国贸地铁站',
      types: ['novice', 'auto'],
    });
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: 6, to: 22 }));
    const saved = await apiPost<{ listed: boolean }>('/v1/train/availability', coach.access_token, { weekly });
    expect(saved.listed).toBe(false);
    // What a student's '/train/index_g' lists for that city (no sign-in needed).
    const listedIn = async () => {
      const res = await fetch(`${baseUrl()}/api/v1/train/coaches?city=${encodeURIComponent(city)}`);
      return ((await res.json()) as { data: { list: { member_id: string }[] } }).data.list;
    };
    expect(await listedIn()).toEqual([]);

    const page = await reviewerOn('train-checks');
    const cards = page.locator('[data-testid^="train-check-"]').filter({ hasText: nickname });
    await expect.poll(() => cards.count()).toBe(3);
    for (const kind of ['身份认证', '车辆认证', '驾驶证认证']) {
      const card = cards.filter({ hasText: kind });
      expect(await card.textContent()).toContain(kind === '车辆认证' ? '京C34567' : nickname);
      await approve(page, card);
      await expect.poll(() => card.count()).toBe(0);
    }

    expect((await listedIn()).map((c) => c.member_id)).toEqual([coach.did]);
    const listing = await apiGet<{ listed: boolean; checks: Record<string, { status: string }> }>(
      '/v1/train/listing',
      coach.access_token,
    );
    expect(listing.listed).toBe(true);
  });
});

describe('the console’s exam fields at 1440×900', () => {
  it('a content operator opens a city and a field; a student can pick it; retired, new students no longer can', async () => {
    const page = await desktops.open();
    await firstSignIn(page, await addOperator('content'));
    await page.getByTestId('side-menu').getByText('考场与城市').click();
    await page.waitForURL(/\/admin\/fields/);

    // A city…
    const cityName = `${uniqueName('新')}市`;
    await page.getByTestId('tab-cities').click();
    await page.getByTestId('city-new').click();
    const cityForm = page.getByTestId('city-form');
    await cityForm.getByLabel('城市名称').fill(cityName);
    await cityForm.getByLabel('省份').fill('浙江省');
    await cityForm.getByLabel('行政区划代码').fill(`9${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`);
    await cityForm.getByLabel('经度').fill('120.15');
    await cityForm.getByLabel('纬度').fill('30.28');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: cityName }).count()).toBe(1);

    // …and a field in it, at ¥499.
    const fieldName = `${uniqueName('江南')}考场`;
    await page.getByTestId('tab-fields').click();
    await page.getByTestId('field-new').click();
    const fieldForm = page.getByTestId('field-form');
    await fieldForm.getByLabel('城市').click();
    await pickOption(page, cityName);
    await fieldForm.getByLabel('考场名称').fill(fieldName);
    await fieldForm.getByLabel('经度').fill('120.16');
    await fieldForm.getByLabel('纬度').fill('30.29');
    await fieldForm.getByLabel('课程价格（元）').fill('499');
    await page.getByRole('button', { name: '保存' }).click();
    const row = page.getByRole('row').filter({ hasText: fieldName });
    await expect.poll(() => row.textContent()).toContain('¥499.00');
    expect(await row.textContent()).toContain(`${fieldName}课程`);
    expect(await row.textContent()).toContain('开放');

    // A student of that city is offered it.
    const student = await apiLogin({ openid: uniqueName('e2e-fields-'), type: 1 });
    const loc = await apiGet<{ provinces: { cities: { id: number; title: string }[] }[] }>(
      '/v1/user/loc',
      student.access_token,
    );
    const city = loc.provinces.flatMap((p) => p.cities).find((c) => c.title === cityName);
    expect(city).toBeTruthy();
    const offered = async () =>
      (
        await apiGet<{ fields: { field_name: string }[] }>(
          `/v1/user/top-info?city_id=${city?.id}`,
          student.access_token,
        )
      ).fields.map((f) => f.field_name);
    expect(await offered()).toEqual([fieldName]);

    // Retired: the console says so, and the picker no longer offers it.
    await row.getByRole('button', { name: '停用' }).click();
    await confirmPopup(page);
    await expect.poll(() => row.textContent()).toContain('已停用');
    expect(await offered()).toEqual([]);
  });
});
