import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addOperator, firstSignIn, pickOption } from './admin-helpers';
import { useDesktops, usePhones } from './browser';
import { apiGet, currentPage, fieldChosen, signIn, stored, uniqueName } from './helpers';

const phones = usePhones();
const desktops = useDesktops();

/** Whether an image on the page has loaded and drawn something (a broken picture has no natural size). */
const drawn = (page: Page, testId: string) =>
  currentPage(page)
    .getByTestId(testId)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe('the quick-reference atlas', () => {
  it('a student finds a sign by search, reads its rule, practises its questions, and practises the atlas', async () => {
    const page = await phones.open();
    await signIn(page, '/ke', { nickname: uniqueName('速记学员'), type: 1, subscribe: true });
    await fieldChosen(page);
    await currentPage(page).getByTestId('open-atlas').click();
    await expect.poll(() => currentPage(page).getByTestId('atlas-kind-sign').innerText()).toContain('交通标志');

    // Search: the signs named 让行 come first.
    await currentPage(page).getByTestId('atlas-search').fill('让行');
    const results = currentPage(page).getByTestId('atlas-results');
    await expect.poll(() => results.innerText()).toContain('停车让行');
    await results.getByTestId('atlas-tile-stop').click();

    // The entry: drawn, its meaning and rule, and the bank's two questions with this picture.
    const entry = currentPage(page).getByTestId('atlas-entry');
    await expect.poll(() => entry.getAttribute('data-key')).toBe('stop');
    expect(await drawn(page, 'atlas-picture')).toBe(true);
    expect(await entry.getByTestId('atlas-meaning').innerText()).toContain('在停止线以外停车瞭望');
    expect(await entry.getByTestId('atlas-rule').innerText()).toContain('必须完全停下');
    const questions = entry.getByTestId('atlas-questions');
    await expect.poll(() => questions.innerText()).toContain('题库中的相关题（2）');

    // Practising them: the question shows the same drawing, served by the API, and leads back to the atlas.
    await questions.getByTestId('atlas-practise-1').click();
    const question = currentPage(page).getByTestId('question');
    await expect.poll(() => question.innerText()).toContain('遇到这个标志时应当怎样做？');
    const figure = question.locator('img');
    expect(await figure.getAttribute('src')).toBe('/static/atlas/stop.svg');
    await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await question.getByTestId('option').first().click();
    await currentPage(page).getByTestId('atlas-link').click();
    await expect.poll(() => currentPage(page).getByTestId('atlas-entry').getAttribute('data-key')).toBe('stop');

    // Atlas practice over the warning signs: ten pictures, four names each; every answer is counted.
    await page.goto(page.url().replace(/\/atlas\/stop.*$/, '/atlas/practice?group=warning'));
    const token = (await stored<string>(page, 'Access-Token'))?.v as string;
    let right = 0;
    for (let i = 1; i <= 10; i++) {
      await expect.poll(() => currentPage(page).getByTestId('atlas-count').innerText()).toBe(`第 ${i}/10 题`);
      const choices = currentPage(page).getByTestId('atlas-choice');
      expect(await choices.count()).toBe(4);
      // Odd questions take the first choice, even ones the second: some right, some wrong, as a student does.
      await choices.nth(i % 2).click();
      const verdict = await currentPage(page).getByTestId('atlas-verdict').innerText();
      if (verdict.startsWith('答对了')) right++;
      else expect(verdict).toMatch(/^答错了，正确答案：/);
      await currentPage(page).getByTestId('atlas-next-question').click();
    }
    const done = currentPage(page).getByTestId('atlas-round-done');
    await expect.poll(() => done.innerText()).toContain(`本组答对 ${right}/10`);
    const progress = await apiGet<{ answers: number; rights: number }>('/v2/atlas/progress', token);
    expect(progress).toMatchObject({ answers: 10, rights: right });

    await done.getByRole('link', { name: '回到速记图谱' }).click();
    await expect
      .poll(() => currentPage(page).getByTestId('atlas-progress').innerText())
      .toContain(`已练 10 次 · 答对 ${right} 次`);
  });

  it('an operator gives a question an atlas picture in the console, and students see it drawn and linked', async () => {
    const phone = await phones.open();
    await signIn(phone, '/ke', { nickname: uniqueName('配图学员'), type: 1 });
    const token = (await stored<string>(phone, 'Access-Token'))?.v as string;
    const practice = await apiGet<{ list: { id: number; image: string | null }[] }>(
      '/v1/exam/practice?subject=1&num=5',
      token,
    );
    const target = practice.list.find((q) => !q.image) as { id: number };

    const content = await addOperator('content');
    const page = await desktops.open();
    await firstSignIn(page, content);
    await page.getByTestId('side-menu').getByText('题库').click();
    await page.waitForURL(/\/admin\/questions$/);
    await page.getByTestId('search-id').fill(String(target.id));
    await page.getByTestId('search-submit').click();
    await page.getByTestId(`edit-question-${target.id}`).click();
    await page.getByTestId('edit-atlas').click();
    await page.keyboard.type('禁止长时');
    await pickOption(page, '禁止长时停车（禁令标志）');
    await page.getByTestId('save-question').click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('已保存');
    // Opened again, the question shows the drawing and names its entry.
    await page.getByTestId(`edit-question-${target.id}`).click();
    await expect.poll(() => page.getByTestId(`question-${target.id}`).innerText()).toContain('速记图谱：禁止长时停车');

    // The student's practice shows the drawing; its atlas page lists the question.
    const after = await apiGet<{ list: { id: number; image: string | null }[] }>(
      '/v1/exam/practice?subject=1&num=5',
      token,
    );
    expect(after.list.find((q) => q.id === target.id)?.image).toBe('/static/atlas/no-long-parking.svg');
    const listed = await apiGet<{ questions: { id: number }[] }>('/v2/atlas/questions?key=no-long-parking', token);
    expect(listed.questions.map((q) => q.id)).toContain(target.id);
  });
});
