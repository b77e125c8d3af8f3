import { describe, expect, it } from 'vitest';
import { addOperator, firstSignIn } from './admin-helpers';
import { useDesktops, usePhones } from './browser';
import { baseUrl, currentPage, signIn, uniqueName } from './helpers';

const desktops = useDesktops();
const phones = usePhones();

describe('the console’s content screens at 1440×900', () => {
  it('a content operator writes an article with a heading and bold, publishes it, and a student’s phone reads it so', async () => {
    const operator = await addOperator('content');
    const page = await desktops.open();
    await firstSignIn(page, operator);

    await page.getByTestId('side-menu').getByText('内容').click();
    await page.waitForURL(/\/admin\/content$/);
    await page.getByTestId('article-new').click();
    await page.waitForURL(/\/admin\/content\/articles\/new$/);

    const title = uniqueName('考前须知');
    await page.getByTestId('article-title').fill(title);
    await page.getByTestId('article-summary').fill('考试当天要带的东西');
    // The editor comes in its own chunk; typing goes where a person clicks.
    const editor = page.getByTestId('article-editor').locator('[contenteditable="true"]');
    await expect.poll(() => editor.isVisible()).toBe(true);
    await editor.click();
    await page.keyboard.type('考试当天');
    await page.getByTestId('editor-h2').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('请带好');
    await page.getByTestId('editor-bold').click();
    await page.keyboard.type('身份证');
    await page.getByTestId('editor-bold').click();
    await page.keyboard.type('和准考证。');

    // The preview shows it as the phone will.
    const preview = page.getByTestId('phone-preview');
    await expect.poll(() => preview.locator('h1').textContent()).toBe(title);
    await expect.poll(() => preview.locator('h2').textContent()).toBe('考试当天');
    expect(await preview.locator('strong').textContent()).toBe('身份证');

    await page.getByTestId('article-publish').click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('已发布');
    await page.waitForURL(/\/admin\/content\/articles\/\d+$/);
    await expect.poll(() => page.getByTestId('article-state').textContent()).toBe('已发布');

    // Listed among the articles, published.
    await page.goto(`${baseUrl()}/admin/content/articles`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('已发布');

    // A student's phone: the news list has it, and it opens with its heading and bold.
    const phone = await phones.open();
    await signIn(phone, '/', { nickname: uniqueName('读资讯学员'), type: 1, subscribe: true });
    await phone.goto(`${baseUrl()}/news_g/index`);
    const item = currentPage(phone).getByTestId('article-item').filter({ hasText: title });
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(1);
    await item.click();
    await phone.waitForURL(/\/news\/detail_g\/\d+/);
    await expect.poll(() => currentPage(phone).getByRole('heading', { level: 1 }).innerText()).toBe(title);
    const body = currentPage(phone).getByTestId('article-body');
    expect(await body.locator('h2').innerText()).toBe('考试当天');
    expect(await body.locator('strong').innerText()).toBe('身份证');
    expect(await body.locator('p', { hasText: '请带好' }).innerText()).toBe('请带好身份证和准考证。');
  });
});
