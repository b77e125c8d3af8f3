import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { baseUrl, routeShown, signIn, stored, tabLabels, uniqueName } from './helpers';

const phones = usePhones();

const fieldCard = (page: Page) => page.locator('[data-route="/"]').getByLabel('当前考场');

describe('the exam field', () => {
  it('comes from where the phone is: a student in Guangzhou gets a Guangzhou field', async () => {
    const page = await phones.open({ location: { longitude: 113.264385, latitude: 23.129112 } });
    await signIn(page, '/', { nickname: uniqueName('广州学员'), type: 1, subscribe: true });
    await expect.poll(() => fieldCard(page).innerText(), { timeout: 15_000 }).toContain('广州市');
    const field = await stored<{ field_name: string }>(page, 'Field-Info');
    expect(await page.getByTestId('current-field').innerText()).toBe(field?.v.field_name);
  });

  it('is picked by hand, city then field, when the location is refused; the choice is kept', async () => {
    const page = await phones.open({ location: null });
    await signIn(page, '/', { nickname: uniqueName('学员'), type: 1, subscribe: true });

    const picker = page.getByTestId('field-picker');
    await expect.poll(() => picker.isVisible(), { timeout: 15_000 }).toBe(true);
    // The notice is drawn inside the modal picker: outside, the top layer would hide it and leave it unread.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('dialog[open] [data-testid="toast"]')?.textContent))
      .toBe('无法获取您的位置，请手动选择考场');
    await picker.getByRole('button', { name: /上海市/ }).click();
    await picker.getByRole('button', { name: /闵行莘庄考场/ }).click();
    await expect.poll(() => page.getByTestId('current-field').innerText()).toBe('闵行莘庄考场');
    expect(await picker.isVisible()).toBe(false);

    await page.reload();
    await expect.poll(() => page.getByTestId('current-field').innerText()).toBe('闵行莘庄考场');
    // The server has it too: the profile page reads it from v1/user/base.
    await page.getByTestId('tab-bar').getByText('个人中心').click();
    await expect.poll(() => page.locator('[data-route="/center"]').innerText()).toContain('上海市 · 闵行莘庄考场');
  });

  it('can be changed from home through the picker', async () => {
    const page = await phones.open();
    await signIn(page, '/', { nickname: uniqueName('学员'), type: 1, subscribe: true });
    await expect.poll(() => page.getByTestId('current-field').innerText(), { timeout: 15_000 }).toMatch(/考场$/);
    const open = fieldCard(page).getByRole('button', { name: '切换考场' });
    const focused = (element: Locator) =>
      element.evaluate((e) => e === document.activeElement || e.contains(document.activeElement));
    // A modal named for what it is: the focus goes in, Esc closes it, and the focus comes back.
    await open.click();
    const dialog = page.getByRole('dialog', { name: '选择考场' });
    await expect.poll(() => focused(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused(open)).toBe(true);

    await open.click();
    const picker = page.getByTestId('field-picker');
    await picker.getByRole('button', { name: '换个城市' }).click();
    await picker.getByRole('button', { name: /深圳市/ }).click();
    await picker.getByRole('button', { name: /南山西丽考场/ }).click();
    await expect.poll(() => page.getByTestId('current-field').innerText()).toBe('南山西丽考场');
    await expect.poll(() => page.getByText('已切换到南山西丽考场').isVisible()).toBe(true);
  });
});

describe('the profile page', () => {
  it('edits the nickname, refuses an empty one, and keeps the change', async () => {
    const page = await phones.open();
    await signIn(page, '/center', { nickname: uniqueName('旧名'), type: 1, subscribe: true });
    await expect.poll(() => routeShown(page)).toBe('/center');

    await page.getByRole('button', { name: '修改昵称' }).click();
    const input = page.getByLabel('修改昵称');
    await input.fill('   ');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('昵称不能为空');

    await input.fill('驾考新星');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByTestId('nickname').innerText()).toBe('驾考新星');
    await page.reload();
    await expect.poll(() => page.getByTestId('nickname').innerText()).toBe('驾考新星');
  });

  it('switches the language to English and back, remembered across visits', async () => {
    const page = await phones.open();
    await signIn(page, '/center', { nickname: uniqueName('学员'), type: 1, subscribe: true });
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => tabLabels(page)).toEqual(['Home', 'My courses', 'Me']);
    await page.reload();
    await expect.poll(() => tabLabels(page)).toEqual(['Home', 'My courses', 'Me']);
    await page.getByRole('button', { name: '中文' }).click();
    await expect.poll(() => tabLabels(page)).toEqual(['首页', '我的课程', '个人中心']);
  });

  it('logs out: the next visit goes through WeChat again', async () => {
    const page = await phones.open();
    await signIn(page, '/center', { nickname: uniqueName('学员'), type: 1, subscribe: true });
    const token = (await stored<string>(page, 'Access-Token'))!.v;
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/sandbox\/wechat\/connect\/oauth2\/authorize/, { timeout: 20_000 });
    expect((await fetch(`${baseUrl()}/api/v1/user/base?access-token=${token}`)).status).toBe(401);
  });
});
