import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { baseUrl, currentPage, routeShown, runOps, signIn, uniqueName } from './helpers';

const phones = usePhones();

describe('the wish wall', () => {
  it('a student makes a wish, a coach votes for it, and both read the answer an operator gives through the ops command', async () => {
    const student = await phones.open();
    await signIn(student, '/wish', { nickname: uniqueName('许愿学员'), type: 1, subscribe: true });
    await expect.poll(() => routeShown(student)).toBe('/wish');
    await expect.poll(() => student.title()).toBe('学车心愿');
    const page = currentPage(student);
    await expect
      .poll(() => page.getByTestId('wish-allowance').innerText(), { timeout: 15_000 })
      .toBe('今天还可以许 3 个心愿');

    // Too short: said beside the box, nothing sent.
    const box = page.getByRole('textbox', { name: '我的心愿' });
    await box.fill('  好 ');
    await page.getByTestId('wish-submit').click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('请至少写 4 个字');

    const text = `希望增加科目三夜间路线讲解 ${uniqueName('')}`;
    await box.fill(`  ${text}  `);
    // The button rests 2 s after a tap (docs/product.md#input-and-display-rules).
    await expect.poll(() => page.getByTestId('wish-submit').isEnabled(), { timeout: 5000 }).toBe(true);
    await page.getByTestId('wish-submit').click();
    const mine = page.getByTestId('wish').filter({ hasText: text });
    await mine.waitFor({ timeout: 15_000 });
    expect(await mine.innerText()).toContain('我的心愿');
    expect(await box.inputValue()).toBe('');
    await expect.poll(() => page.getByTestId('wish-allowance').innerText()).toBe('今天还可以许 2 个心愿');
    const id = (await mine.getAttribute('data-wish-id')) as string;

    // A coach opens the same wall by its other address and votes once.
    const coach = await phones.open();
    await signIn(coach, '/wish2', { nickname: uniqueName('投票教练'), type: 2, subscribe: true });
    await expect.poll(() => routeShown(coach)).toBe('/wish');
    const theirs = currentPage(coach).locator(`[data-wish-id="${id}"]`);
    await theirs.waitFor({ timeout: 15_000 });
    const vote = theirs.getByTestId('wish-vote');
    expect(await vote.innerText()).toBe('支持 0');
    await vote.click();
    await expect.poll(() => vote.innerText()).toBe('已支持 1');
    expect(await vote.getAttribute('aria-pressed')).toBe('true');
    // On the "most votes" tab it is there, voted.
    await currentPage(coach).getByRole('tab', { name: '最多支持' }).click();
    await expect
      .poll(() => currentPage(coach).locator(`[data-wish-id="${id}"]`).getByTestId('wish-vote').innerText())
      .toBe('已支持 1');

    // The operator answers from the command line.
    const answer = '已排进下个版本，上线后会在这里告诉大家。';
    const { stdout } = await runOps(['wish:answer', id, 'planned', answer]);
    expect(stdout).toContain(`Wish #${id} is now planned (1 votes)`);

    await student.reload();
    const answered = currentPage(student).locator(`[data-wish-id="${id}"]`);
    await answered.waitFor({ timeout: 15_000 });
    await expect.poll(() => answered.getByTestId('wish-state').innerText()).toBe('已排期');
    expect(await answered.getByTestId('wish-answer').innerText()).toContain(answer);
    expect(await answered.getByTestId('wish-vote').innerText()).toBe('支持 1');

    await coach.goto(`${baseUrl()}/wish`);
    const seen = currentPage(coach).locator(`[data-wish-id="${id}"]`);
    await seen.waitFor({ timeout: 15_000 });
    expect(await seen.getByTestId('wish-answer').innerText()).toContain(answer);
  });
});
