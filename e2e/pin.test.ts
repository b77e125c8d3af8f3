import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { baseUrl, currentPage, fieldChosen, routeShown, runOps, signIn, stored, uniqueName } from './helpers';

const phones = usePhones();

/** A mainland mobile number no other test uses. */
const newPhone = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A small document photo as a phone would send it (JPEG, or PNG for the car). */
async function photo(
  label: string,
  format: 'jpeg' | 'png',
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const image = sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 210, g: 220, b: 230 } } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { name: `${label}.${format === 'png' ? 'png' : 'jpg'}`, mimeType: `image/${format}`, buffer };
}

/** Tomorrow, as the phone's date input takes it (the browser and this process share the time zone). */
function tomorrow(): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The route as a list shows it, top to bottom. */
const routeText = (scope: Locator) => scope.getByTestId('route-point').allInnerTexts();

/** Whether the route image on screen has loaded a picture (the map service's PNG came back). */
async function mapLoaded(page: Page): Promise<number> {
  const img = currentPage(page).getByTestId('route-image').first();
  await img.waitFor({ timeout: 20_000 });
  await expect
    .poll(() => currentPage(page).getByTestId('route-map').first().getAttribute('data-state'), {
      timeout: 20_000,
    })
    .toBe('ready');
  return img.evaluate((el) => (el as HTMLImageElement).naturalWidth);
}

/** Searches the map service's tips on the picker page and uses the place named. */
async function pickPlace(page: Page, name: string): Promise<void> {
  const picker = currentPage(page);
  await picker.getByTestId('tips-input').fill(name);
  await picker.getByTestId('tip').filter({ hasText: name }).first().click();
  await expect.poll(() => picker.getByTestId('tmp-address').innerText()).toBe(name);
  await picker.getByTestId('pick-confirm').click();
  await expect.poll(() => routeShown(page)).toBe('/pin/car-owner-announce');
}

/** The sandbox's SMS inbox for one number: the notices it received, newest first (asked again until `text` is there). */
async function noticesTo(page: Page, phone: string, text: string): Promise<string[]> {
  const inbox = await page.context().newPage();
  let seen: string[] = [];
  await expect
    .poll(
      async () => {
        await inbox.goto(`${baseUrl()}/sandbox/sms?phone=${phone}`);
        seen = await inbox.getByTestId('sms-notice').allInnerTexts();
        return seen.join('\n');
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toContain(text);
  await inbox.close();
  return seen;
}

describe('the exam-site shuttle', () => {
  it('an owner is verified and publishes a trip; a student books 2 seats, the owner confirms, they talk', async () => {
    // The student first: their exam field (chosen from where the phone is) is where the trip must go.
    const student = await phones.open();
    const studentName = uniqueName('拼车学员');
    await signIn(student, '/pin', { nickname: studentName, type: 1, subscribe: true });
    await expect
      .poll(async () => (await stored<{ field_name: string }>(student, 'Field-Info'))?.v.field_name, {
        timeout: 20_000,
      })
      .toBeTruthy();
    const fieldName = (await stored<{ field_name: string }>(student, 'Field-Info'))?.v.field_name as string;
    await expect.poll(() => currentPage(student).getByTestId('pin-field').innerText()).toContain(fieldName);

    // The owner: details, three photos, pending.
    const owner = await phones.open();
    const ownerName = uniqueName('拼车车主');
    const ownerPhone = newPhone();
    await signIn(owner, '/pin/verify', { nickname: ownerName, type: 1, subscribe: true });
    const verify = currentPage(owner);
    await expect.poll(() => verify.getByTestId('owner-status').getAttribute('data-status')).toBe('none');
    await verify.getByTestId('verify-details').click();
    const info = currentPage(owner);
    await info.getByTestId('info-name').fill('李建明');
    await info.getByTestId('info-phone').fill(ownerPhone);
    await info.getByTestId('info-plate').fill('京b2468x');
    await info.getByTestId('info-model').fill('丰田凯美瑞');
    await info.getByTestId('info-colour').fill('黑色');
    await info.getByTestId('info-submit').click();
    await expect.poll(() => routeShown(owner)).toBe('/pin/verify');
    await currentPage(owner).getByTestId('verify-upload').click();
    const upload = currentPage(owner);
    await upload.getByTestId('pin-file-licence').setInputFiles(await photo('licence', 'jpeg'));
    await upload.getByTestId('pin-file-vehicle_licence').setInputFiles(await photo('vehicle-licence', 'jpeg'));
    await upload.getByTestId('pin-file-plate').setInputFiles(await photo('plate', 'png'));
    await upload.getByTestId('verify-submit').click();
    await expect.poll(() => routeShown(owner), { timeout: 20_000 }).toBe('/pin/verify');
    await expect
      .poll(() => currentPage(owner).getByTestId('owner-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('pending');

    // The operator approves.
    const pending = await runOps(['pin:pending']);
    const userId = new RegExp(`^user (\\d+) .*\\(${ownerName}\\)`, 'm').exec(pending.stdout)?.[1];
    expect(userId, pending.stdout).toBeTruthy();
    const review = await runOps(['pin:review', userId as string, 'approve', 'ok']);
    expect(review.stdout).toContain('approved');
    await owner.reload();
    await expect
      .poll(() => currentPage(owner).getByTestId('owner-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('approved');

    // The route: the student's exam site, a start and a stop found by search.
    await currentPage(owner).getByTestId('verify-publish').click();
    const form = currentPage(owner);
    await form.getByTestId('publish-form').waitFor({ timeout: 20_000 });
    await form.getByTestId('pick-target').click();
    await currentPage(owner).getByTestId('field-option').filter({ hasText: fieldName }).click();
    await expect.poll(() => routeShown(owner)).toBe('/pin/car-owner-announce');
    await form.getByTestId('pick-origin').click();
    await pickPlace(owner, '北京南站');
    await form.getByTestId('add-waypoint').click();
    await form.getByTestId('pick-waypoint-0').click();
    await pickPlace(owner, '朝阳公园');
    const editor = form.getByTestId('route-editor');
    await expect.poll(() => editor.locator('[data-set="true"]').count()).toBe(3);
    expect(await form.getByTestId('pick-origin').innerText()).toBe('北京南站');
    expect(await form.getByTestId('pick-waypoint-0').innerText()).toBe('朝阳公园');
    expect(await form.getByTestId('pick-target').innerText()).toBe(fieldName);

    // Reversed: it runs from the exam site through the park to the station, on the map too.
    await form.getByTestId('route-reverse').click();
    expect(await form.getByTestId('pick-origin').innerText()).not.toBe('北京南站');
    expect(await form.getByTestId('pick-target').innerText()).toBe('北京南站');
    await form.getByTestId('edit-map-link').click();
    await expect.poll(() => routeShown(owner)).toBe('/pin/map');
    const map = currentPage(owner);
    await expect.poll(async () => (await routeText(map)).slice(1)).toEqual(['朝阳公园', '北京南站']);
    expect(await mapLoaded(owner)).toBeGreaterThan(0);
    // Back the right way round (a trip ends at its exam site), then the rest of the form.
    await map.getByTestId('map-reverse').click();
    await expect.poll(async () => (await routeText(map)).slice(0, 2)).toEqual(['北京南站', '朝阳公园']);
    await map.getByTestId('back-to-edit').click();
    await expect.poll(() => form.getByTestId('pick-target').innerText()).toBe(fieldName);
    await form.getByTestId('publish-date').fill(tomorrow());
    await form.getByTestId('publish-time').fill('06:40');
    await form.getByTestId('publish-seats').fill('4');
    await form.getByTestId('publish-fare').fill('35');
    // The car comes from the owner's details.
    expect(await form.getByTestId('publish-plate').inputValue()).toBe('京B2468X');
    await form.getByTestId('publish-notes').fill('北京南站东出口上车');
    await form.getByTestId('publish-submit').click();
    await owner.waitForURL(/\/pin\/car-owner-fare-look\?id=\d+/, { timeout: 20_000 });
    const tripId = new URL(owner.url()).searchParams.get('id') as string;
    const published = currentPage(owner);
    await expect
      .poll(() => routeText(published.getByTestId('trip-details')), { timeout: 20_000 })
      .toEqual(['北京南站', '朝阳公园', fieldName]);
    expect(await published.getByTestId('no-bookings').isVisible()).toBe(true);
    // Published: a new trip starts from an empty route.
    expect(await owner.evaluate(() => sessionStorage.getItem('Pin-Location'))).toBeNull();

    // The trip on the map, with its route image.
    await published.getByTestId('trip-map-link').click();
    await expect.poll(() => routeShown(owner)).toBe('/pin/map');
    expect(await mapLoaded(owner)).toBeGreaterThan(0);
    expect(await currentPage(owner).getByTestId('navigate-origin').getAttribute('href')).toContain(
      'uri.amap.com/marker',
    );

    // The student finds it on '/pin' and books 2 seats with their phone, after reading the cancel rule.
    await student.goto(`${baseUrl()}/pin`);
    const card = currentPage(student).locator(`[data-testid="trip-card"][data-trip-id="${tripId}"]`);
    await expect
      .poll(
        async () => {
          if (await card.isVisible()) return true;
          // Further pages load as the list's end comes into view.
          await currentPage(student).getByTestId('list-footer').scrollIntoViewIfNeeded();
          return false;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    expect(await card.getByTestId('seats-left').innerText()).toContain('4');
    expect(await card.innerText()).toContain('35.00');
    await card.click();
    await expect.poll(() => routeShown(student)).toBe('/pin/passenger-site-look');
    const trip = currentPage(student);
    expect(await trip.getByTestId('cutoff-rule').innerText()).toContain('取消');
    await trip.getByTestId('seats-plus').click();
    expect(await trip.getByTestId('seats-value').innerText()).toBe('2');
    const studentPhone = newPhone();
    await trip.getByTestId('book-phone').fill(studentPhone);
    await trip.getByTestId('book-submit').click();
    await expect
      .poll(() => trip.getByTestId('my-booking').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('pending');
    await expect.poll(() => trip.getByTestId('trip-seats-left').innerText()).toContain('余 2');

    // The owner confirms it among the bookings waiting.
    await owner.goto(`${baseUrl()}/pin/pin-notarize`);
    const row = currentPage(owner).getByTestId('booking').filter({ hasText: studentName });
    await row.getByTestId('booking-confirm').click();
    await expect
      .poll(() => currentPage(owner).getByTestId('pending-empty').isVisible(), { timeout: 20_000 })
      .toBe(true);
    await student.reload();
    await expect
      .poll(() => currentPage(student).getByTestId('my-booking').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('confirmed');
    // Confirmed: each sees the other's phone.
    expect(await currentPage(student).getByTestId('owner-phone').innerText()).toBe(
      `${ownerPhone.slice(0, 3)} ${ownerPhone.slice(3, 7)} ${ownerPhone.slice(7)}`,
    );

    // They talk: each message appears on the other phone without a reload.
    await currentPage(student).getByTestId('booking-chat').click();
    await expect.poll(() => routeShown(student)).toBe('/pin/message');
    const studentChat = currentPage(student);
    await studentChat.getByTestId('chat').waitFor({ timeout: 20_000 });
    await studentChat.getByTestId('chat-input').fill('王师傅您好，我在东出口等您');
    await studentChat.getByTestId('chat-send').click();
    await expect
      .poll(() => studentChat.getByTestId('chat-message').allInnerTexts())
      .toEqual([expect.stringContaining('我在东出口等您')]);
    await owner.goto(`${baseUrl()}/pin/message`);
    const conversation = currentPage(owner).getByTestId('conversation').filter({ hasText: studentName });
    await expect.poll(() => conversation.getAttribute('data-unread'), { timeout: 20_000 }).toBe('1');
    await conversation.click();
    const ownerChat = currentPage(owner);
    await expect
      .poll(() => ownerChat.getByTestId('chat-message').allInnerTexts(), { timeout: 20_000 })
      .toEqual([expect.stringContaining('我在东出口等您')]);
    await ownerChat.getByTestId('chat-input').fill('好的，6点40见');
    await ownerChat.getByTestId('chat-send').click();
    await expect
      .poll(() => studentChat.getByTestId('chat-message').allInnerTexts(), { timeout: 15_000 })
      .toEqual([expect.stringContaining('我在东出口等您'), expect.stringContaining('6点40见')]);
    await studentChat.getByTestId('chat-input').fill('收到');
    await studentChat.getByTestId('chat-send').click();
    await expect.poll(() => ownerChat.getByTestId('chat-message').allInnerTexts(), { timeout: 15_000 }).toHaveLength(3);
    expect(await ownerChat.locator('[data-testid="chat-message"][data-mine="true"]').count()).toBe(1);

    // The passenger's travel record shows the booking.
    await student.goto(`${baseUrl()}/pin/travel-records`);
    const record = currentPage(student).getByTestId('record').first();
    await record.waitFor({ timeout: 20_000 });
    expect(await record.getAttribute('data-status')).toBe('confirmed');
    expect(await record.innerText()).toContain('2 个座位');
    expect(await record.innerText()).toContain(fieldName);

    // The texts: the owner's approval and the booking to the owner, the confirmation to the passenger.
    const toOwner = await noticesTo(owner, ownerPhone, '拼车预订');
    expect(toOwner.join('\n')).toContain('车主认证结果');
    expect(toOwner.join('\n')).toContain(`${studentName}订`);
    const toStudent = await noticesTo(student, studentPhone, '拼车确认');
    expect(toStudent.join('\n')).toContain(fieldName);
  }, 240_000);

  it("the start page's 换考场 opens the exam-field picker, tapped as soon as the page shows, and heads for the new field", async () => {
    const page = await phones.open();
    await signIn(page, '/pin', { nickname: uniqueName('拼车乘客'), type: 1, subscribe: true });
    await fieldChosen(page);
    // Cold, and tapped as soon as the page shows: the picker's code is asked for on the tap.
    await page.goto(`${baseUrl()}/pin`);
    const heading = currentPage(page).getByTestId('pin-field');
    await heading.waitFor({ timeout: 20_000 });
    await heading.getByRole('button', { name: '换考场' }).click();
    const picker = page.getByTestId('field-picker');
    await picker.waitFor({ timeout: 15_000 });
    // The field chosen from the phone's location is in Beijing: the picker lists that city's fields.
    await picker.getByRole('button', { name: /海淀上庄考场/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => heading.innerText()).toContain('去 海淀上庄考场 的车');
  });

  it('a passenger who refuses their location is told why the search by distance cannot run', async () => {
    const page = await phones.open({ location: null });
    await signIn(page, '/pin/passenger-site-list?near=1', {
      nickname: uniqueName('拼车乘客'),
      type: 1,
      subscribe: true,
    });
    await page.goto(`${baseUrl()}/pin/passenger-site-list?near=1`);
    const refused = currentPage(page).getByTestId('location-refused');
    await refused.waitFor({ timeout: 20_000 });
    expect(await refused.innerText()).toContain('没有拿到您的位置');
  });
});
