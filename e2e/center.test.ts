import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { baseUrl, currentPage, routeShown, signIn, uniqueName } from './helpers';

const phones = usePhones();

describe('the personal centres', () => {
  it('a student reaches customer service and, back in the centre, the privacy policy under about', async () => {
    const page = await phones.open();
    await signIn(page, '/center', { nickname: uniqueName('中心学员'), type: 1, subscribe: true });
    await expect.poll(() => routeShown(page)).toBe('/center');
    const center = currentPage(page);
    const study = center.getByRole('navigation', { name: '学习与课程' });
    expect(await study.getByRole('link').allInnerTexts()).toEqual([
      expect.stringContaining('考试记录'),
      expect.stringContaining('错题本与收藏'),
      expect.stringContaining('我的课程与订单'),
    ]);
    // The demo notices are unread for a new student.
    await expect
      .poll(() => center.getByTestId('unread-notices').innerText(), { timeout: 15_000 })
      .toMatch(/^\d+ 条未读$/);

    await center.getByRole('link', { name: '联系客服' }).click();
    await expect.poll(() => routeShown(page)).toBe('/service');
    await expect.poll(() => page.title()).toBe('联系客服');
    const phone = currentPage(page).getByTestId('service-phone');
    await expect.poll(() => phone.innerText(), { timeout: 15_000 }).toContain('400-000-1234');
    expect(await phone.getAttribute('href')).toBe('tel:4000001234');
    expect(await currentPage(page).getByTestId('service-email').innerText()).toBe('service@xueche.example');
    expect(await currentPage(page).getByRole('img', { name: '学车服务号的二维码' }).isVisible()).toBe(true);

    await page.goBack();
    await expect.poll(() => routeShown(page)).toBe('/center');
    await currentPage(page).getByRole('link', { name: '关于我们' }).click();
    await expect.poll(() => routeShown(page)).toBe('/about');
    await currentPage(page).getByRole('link', { name: '隐私政策' }).click();
    await expect.poll(() => routeShown(page)).toBe('/about/privacy');
    await expect.poll(() => page.title()).toBe('隐私政策');
    const policy = currentPage(page).getByTestId('document');
    await expect
      .poll(() => policy.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 })
      .toBe('隐私政策');
    const text = await policy.innerText();
    for (const part of ['openid', '分享学习进度', '注销账户', '客服电话 400-000-1234']) expect(text).toContain(part);
  });

  it('a coach finds notices, customer service, the wish wall and about in the coach centre', async () => {
    const page = await phones.open();
    await signIn(page, '/coach-center', { nickname: uniqueName('中心教练'), type: 2, subscribe: true });
    await expect.poll(() => routeShown(page)).toBe('/coach-center');
    const help = currentPage(page).getByRole('navigation', { name: '帮助' });
    await expect
      .poll(() => help.getByRole('link').allInnerTexts())
      .toEqual([
        expect.stringContaining('教练帮助'),
        expect.stringContaining('帮助视频'),
        expect.stringContaining('通知'),
        expect.stringContaining('联系客服'),
        expect.stringContaining('学车心愿'),
        expect.stringContaining('关于我们'),
      ]);
    await help.getByRole('link', { name: '关于我们' }).click();
    await expect.poll(() => routeShown(page)).toBe('/about');
    await currentPage(page).getByRole('link', { name: '用户协议' }).click();
    await expect
      .poll(() => currentPage(page).getByTestId('document').getByRole('heading', { level: 1 }).innerText(), {
        timeout: 15_000,
      })
      .toBe('用户协议');
  });

  it('customer service and the documents open signed out, without going through WeChat', async () => {
    const page = await phones.open();
    await page.goto(`${baseUrl()}/service`);
    await expect.poll(() => routeShown(page)).toBe('/service');
    await expect
      .poll(() => currentPage(page).getByTestId('service-phone').getAttribute('href'), { timeout: 15_000 })
      .toBe('tel:4000001234');
    await page.goto(`${baseUrl()}/about/terms`);
    await expect
      .poll(() => currentPage(page).getByTestId('document').getByRole('heading', { level: 1 }).innerText(), {
        timeout: 15_000,
      })
      .toBe('用户协议');
    expect(new URL(page.url()).pathname).toBe('/about/terms');
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
  });
});
