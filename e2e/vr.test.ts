import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { apiGet, apiLogin, baseUrl, currentPage } from './helpers';
import { siteStudent } from './site-helpers';

const phones = usePhones();

/** A student in Beijing signed in; their exam field is chosen from where the phone is. */
async function student(path = '/'): Promise<{ page: Page; fieldId: number }> {
  const page = await phones.open();
  return { page, fieldId: await siteStudent(page, path) };
}

/** A demo exam field's id, looked up as the field picker does. */
async function fieldIdOf(name: string): Promise<number> {
  const { access_token } = await apiLogin({ openid: `e2e-vr-picker-${Date.now()}`, type: 1 });
  const loc = await apiGet<{ provinces: { cities: { id: number }[] }[] }>('/v1/user/loc', access_token);
  for (const city of loc.provinces.flatMap((p) => p.cities)) {
    const top = await apiGet<{ fields: { field_id: number; field_name: string }[] }>(
      `/v1/user/top-info?city_id=${city.id}`,
      access_token,
    );
    const field = top.fields.find((f) => f.field_name === name);
    if (field) return field.field_id;
  }
  throw new Error(`no demo field ${name}`);
}

describe('the exam site in 3D and VR', () => {
  it("a student opens their field's 3D yard, taps 倒车入库 and sees its measurements, watches the drive, and opens its video", async () => {
    const { page, fieldId } = await student();
    await page.goto(`${baseUrl()}/fivevr`);
    const canvas = currentPage(page).getByTestId('yard-canvas');
    // The yard is drawn (WebGL through SwiftShader here): the scene reports its first frame.
    await expect.poll(() => canvas.getAttribute('data-first-frame'), { timeout: 30_000 }).toMatch(/^\d+$/);
    await currentPage(page).getByTestId('item-chip-reverse_parking').click();
    const panel = currentPage(page).getByTestId('item-panel');
    await expect.poll(() => panel.innerText()).toContain('倒车入库');
    // 朝阳东坝's training car is 4.47 × 1.71 m: a garage of car + 0.6 by car + 0.7, a lane of 1.5 × the car.
    const dims = await panel.getByTestId('item-dims').innerText();
    expect(dims).toContain('2.31 米');
    expect(dims).toContain('5.17 米');
    expect(dims).toContain('6.71 米');
    await panel.getByTestId('demo-button').click();
    await expect.poll(() => currentPage(page).getByTestId('moment').innerText(), { timeout: 20_000 }).toContain('→');

    await panel.getByTestId('item-details').click();
    await expect.poll(() => currentPage(page).getAttribute('data-route')).toBe('/overall-view/info');
    const video = currentPage(page).locator('video');
    await expect.poll(() => video.count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await currentPage(page).getByTestId('item-points').innerText()).toContain('方向盘');
    expect(page.url()).toContain(`field_id=${fieldId}`);
  });

  it('walks from one panorama station to the next by its hotspot', async () => {
    const { page } = await student();
    await page.goto(`${baseUrl()}/qj`);
    const name = currentPage(page).getByTestId('station-name');
    await expect.poll(() => name.innerText(), { timeout: 20_000 }).toBe('考场入口');
    const hotspot = currentPage(page).getByTestId('hotspot-station-1');
    await expect.poll(() => hotspot.isVisible(), { timeout: 20_000 }).toBe(true);
    // The way on shows whole on an upright phone, not cut at the picture's edge.
    const view = await currentPage(page).getByTestId('panorama').boundingBox();
    await expect
      .poll(async () => {
        const box = await hotspot.boundingBox();
        return !!box && !!view && box.x >= view.x && box.x + box.width <= view.x + view.width;
      })
      .toBe(true);
    await hotspot.click();
    await expect.poll(() => name.innerText(), { timeout: 20_000 }).toBe('倒车入库');
    expect(new URL(page.url()).searchParams.get('station')).toBe('station-1');
    // The station faces its item: its marker opens the item.
    const info = currentPage(page).getByTestId('info-reverse_parking');
    await expect.poll(() => info.isVisible(), { timeout: 20_000 }).toBe(true);
  });

  it('a wx_ page opens without a session, shows the yard of the field in the link, and invites to sign in', async () => {
    const nanjing = await fieldIdOf('江宁东山考场');
    const page = await phones.open();
    await page.goto(`${baseUrl()}/wx_vrland?field_id=${nanjing}`);
    await expect
      .poll(() => currentPage(page).getByTestId('vr-land').innerText(), { timeout: 20_000 })
      .toContain('江宁东山考场');
    expect(page.url()).not.toMatch(/sandbox/);
    expect(await currentPage(page).getByTestId('sign-in-invite').count()).toBe(1);
    await currentPage(page).getByTestId('open-yard').click();
    await expect.poll(() => currentPage(page).getAttribute('data-route')).toBe('/wx_fivevr');
    await expect
      .poll(() => currentPage(page).getByTestId('yard-canvas').getAttribute('data-first-frame'), { timeout: 30_000 })
      .toMatch(/^\d+$/);
  });
});
