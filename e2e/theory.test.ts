import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { apiLogin, baseUrl, currentPage, fieldChosen, signIn, uniqueName } from './helpers';

const phones = usePhones();

/**
 * Another student who tells the test a question's right answer: answering in practice reveals it,
 * exactly as the app shows any student. The student under test never sees answers in advance.
 */
async function oracle() {
  const { access_token } = await apiLogin({ openid: `e2e-oracle-${randomBytes(4).toString('hex')}`, type: 1 });
  return async (questionId: number): Promise<string> => {
    const res = await fetch(`${baseUrl()}/api/v1/exam/practice/answer?access-token=${access_token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ question_id: String(questionId), answer: 'A' }),
    });
    const body = (await res.json()) as { data: { answer: string } };
    return body.data.answer;
  };
}

const question = (page: Page) => currentPage(page).getByTestId('question');
const questionId = async (page: Page) => Number(await question(page).getAttribute('data-question-id'));
const option = (page: Page, letter: string) =>
  question(page)
    .getByTestId('option')
    .nth(letter.charCodeAt(0) - 65);
/** A finger drawn across the question, as on a phone. */
async function swipe(page: Page, direction: 'left' | 'right') {
  const card = question(page);
  const box = await card.boundingBox();
  if (!box) throw new Error('no question on screen');
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'right' ? [box.x + 40, box.x + 240] : [box.x + 240, box.x + 40];
  const touch = (x: number) => [{ identifier: 1, clientX: x, clientY: y }];
  await card.dispatchEvent('touchstart', { touches: touch(from), changedTouches: touch(from) });
  await card.dispatchEvent('touchend', { touches: [], changedTouches: touch(to) });
}

const position = (page: Page) => currentPage(page).getByTestId('position').innerText();

describe('theory practice', () => {
  it('answers 5 questions in order with verdicts and explanations, resumes at 6 after a reload, books the mistake', async () => {
    const answerOf = await oracle();
    const page = await phones.open();
    await signIn(page, '/site/ke1', { nickname: uniqueName('练习学员'), type: 1, subscribe: true });
    await fieldChosen(page);
    await expect.poll(() => currentPage(page).getByRole('tab', { selected: true }).innerText()).toBe('科目一');
    await currentPage(page).getByTestId('start-sequential').click();
    await expect.poll(() => position(page)).toMatch(/^1\/\d+$/);

    const answered: number[] = [];
    for (let i = 0; i < 5; i++) {
      await expect.poll(() => position(page)).toMatch(new RegExp(`^${i + 1}/`));
      const id = await questionId(page);
      answered.push(id);
      const right = await answerOf(id);
      // The first answer is wrong on purpose; the others are right.
      const chosen = i === 0 ? (right === 'A' ? 'B' : 'A') : right;
      await option(page, chosen).click();
      const verdict = currentPage(page).getByTestId('verdict-line');
      await expect.poll(() => verdict.innerText()).toMatch(i === 0 ? /^回答错误，正确答案：/ : /^回答正确$/);
      expect((await currentPage(page).getByTestId('explanation').innerText()).length).toBeGreaterThan(4);
      await currentPage(page).getByTestId('next').click();
    }
    await expect.poll(() => position(page)).toMatch(/^6\//);
    const sixth = await questionId(page);
    expect(answered).not.toContain(sixth);

    await page.reload();
    await expect.poll(() => position(page), { timeout: 15_000 }).toMatch(/^6\//);
    expect(await questionId(page)).toBe(sixth);
    // A swipe to the right goes back; the earlier answer shows as it was given.
    await swipe(page, 'right');
    await expect.poll(() => currentPage(page).getByTestId('verdict-line').innerText()).toBe('回答正确');

    // A mistake in a question is reported from the practice screen, and the student comes back to it.
    await currentPage(page).getByRole('link', { name: '纠错' }).click();
    await expect.poll(() => currentPage(page).innerText()).toContain(`题目编号 ${answered[4]}`);
    await currentPage(page).getByRole('radio', { name: '解析有误' }).check();
    await currentPage(page).getByRole('textbox').fill('解析里引用的条款编号似乎不对');
    await currentPage(page).getByRole('button', { name: '提交' }).click();
    await expect.poll(() => currentPage(page).getByTestId('report-thanks').innerText()).toContain('感谢你的反馈');
    await currentPage(page).getByRole('button', { name: '返回' }).click();
    await expect.poll(() => position(page)).toMatch(/^5\//);

    // From the hub the server knows where practice stopped, on any device.
    await page.goto(`${baseUrl()}/ke`);
    await expect.poll(() => currentPage(page).getByTestId('start-sequential').innerText()).toContain('从第 6 题继续');
    await expect.poll(() => currentPage(page).getByTestId('wrong-book').innerText()).toContain('1题');
    await currentPage(page).getByTestId('wrong-book').click();
    const booked = currentPage(page).getByTestId('book-item');
    await expect.poll(() => booked.count()).toBe(1);
    expect(Number(await booked.getAttribute('data-question-id'))).toBe(answered[0]);
    expect(await booked.innerText()).toContain('正确答案：');
  });
});

describe('mock exams', () => {
  it('subject one: 100 questions and a 45:00 countdown; survives a reload; submitted with a score and pass/fail', async () => {
    const page = await phones.open();
    await signIn(page, '/site/ke1', { nickname: uniqueName('考试学员'), type: 1, subscribe: true });
    await fieldChosen(page);
    await currentPage(page).getByTestId('start-exam').click();
    await page.waitForURL(/\/ke\/exam\/[A-Za-z0-9]+$/);
    const countdown = currentPage(page).getByTestId('countdown');
    await expect.poll(() => countdown.innerText()).toMatch(/^(45:00|44:5\d)$/);
    await currentPage(page).getByTestId('open-sheet').click();
    const sheet = page.getByTestId('answer-sheet');
    expect(await sheet.getByRole('button', { name: /^\d+$/ }).count()).toBe(100);
    await sheet.getByRole('button', { name: '关闭' }).click();

    for (let i = 0; i < 3; i++) {
      await expect.poll(() => currentPage(page).getByTestId('open-sheet').innerText()).toContain(`${i + 1}/100`);
      await option(page, 'A').click();
      await expect
        .poll(() =>
          currentPage(page)
            .getByText(`已答 ${i + 1}/100`)
            .isVisible(),
        )
        .toBe(true);
    }
    await page.reload();
    await expect.poll(() => currentPage(page).getByText('已答 3/100').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => countdown.innerText()).toMatch(/^4[45]:\d\d$/);

    await currentPage(page).getByTestId('submit-exam').click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.innerText()).toContain('还有 97 题未作答');
    await dialog.getByTestId('confirm-submit').click();
    await page.waitForURL(/\/ke\/result\/[A-Za-z0-9]+$/);
    const result = currentPage(page).getByTestId('exam-result');
    await expect.poll(() => result.getByTestId('score').innerText()).toMatch(/^[0-3]分$/);
    expect(await result.getByTestId('pass-state').innerText()).toBe('不合格');
    expect(await result.getByTestId('time-used').innerText()).toMatch(/^用时 \d\d:\d\d$/);
    // Every question not scored is listed for review: at least the 97 left blank.
    expect(await result.getByTestId('review-item').count()).toBeGreaterThanOrEqual(97);

    // The exam is in the history with its score.
    await page.goto(`${baseUrl()}/ke/history?subject=1`);
    await expect.poll(() => currentPage(page).getByTestId('exam-row').count(), { timeout: 15_000 }).toBe(1);
  });

  it('subject four: the paper has multiple choice, and a partly right multiple answer scores 0', async () => {
    const answerOf = await oracle();
    const page = await phones.open();
    await signIn(page, '/site/ke4', { nickname: uniqueName('科四学员'), type: 1, subscribe: true });
    await fieldChosen(page);
    await expect.poll(() => currentPage(page).getByRole('tab', { selected: true }).innerText()).toBe('科目四');
    // The other aliases keep the last choice (keType), even after a reload.
    await page.goto(`${baseUrl()}/ks`);
    await expect.poll(() => currentPage(page).getByRole('tab', { selected: true }).innerText()).toBe('科目四');
    await currentPage(page).getByTestId('start-exam').click();
    await page.waitForURL(/\/ke\/exam\//);
    await expect.poll(() => currentPage(page).getByTestId('countdown').innerText()).toMatch(/^(30:00|29:5\d)$/);

    // Question 1 (true/false) answered right: 2 points.
    await expect.poll(() => question(page).innerText()).toContain('判断题');
    const first = await questionId(page);
    await option(page, await answerOf(first)).click();
    await expect.poll(() => currentPage(page).getByText('已答 1/50').isVisible()).toBe(true);

    // Multiple-choice questions come last: question 41 is one.
    await currentPage(page).getByTestId('open-sheet').click();
    await page.getByTestId('answer-sheet').getByRole('button', { name: '41', exact: true }).click();
    await expect.poll(() => question(page).innerText()).toContain('多选题');
    const multiple = await questionId(page);
    const right = await answerOf(multiple);
    expect(right.length).toBeGreaterThanOrEqual(2);
    const partial = right.slice(0, -1);
    for (const letter of partial) await option(page, letter).click();
    await expect.poll(() => currentPage(page).getByText('已答 2/50').isVisible()).toBe(true);

    await currentPage(page).getByTestId('submit-exam').click();
    await page.getByRole('alertdialog').getByTestId('confirm-submit').click();
    await page.waitForURL(/\/ke\/result\//);
    const result = currentPage(page).getByTestId('exam-result');
    await expect.poll(() => result.getByTestId('score').innerText()).toBe('2分');
    expect(await result.getByTestId('pass-state').innerText()).toBe('不合格');
    const missed = result.getByTestId('review-item').filter({ hasText: `你的答案：${partial}` });
    expect(await missed.innerText()).toContain(`正确答案：${right}`);
  });
});

describe('the countdown', () => {
  it('submits the paper by itself when it reaches zero', async () => {
    const page = await phones.open();
    // The phone's clock is the test's to move; the server's is not.
    await page.clock.install();
    await signIn(page, '/site/ke1', { nickname: uniqueName('超时学员'), type: 1, subscribe: true });
    await fieldChosen(page);
    await currentPage(page).getByTestId('start-exam').click();
    await page.waitForURL(/\/ke\/exam\//);
    await option(page, 'A').click();
    await expect.poll(() => currentPage(page).getByText('已答 1/100').isVisible()).toBe(true);
    await page.clock.fastForward('45:01');
    await page.waitForURL(/\/ke\/result\//);
    const result = currentPage(page).getByTestId('exam-result');
    await expect.poll(() => result.getByTestId('score').innerText()).toMatch(/^[01]分$/);
    expect(await result.getByTestId('pass-state').innerText()).toBe('不合格');
  });
});

describe('the stop-on-fail option', () => {
  it('ends a subject-four mock exam as soon as more than 10 points are lost', async () => {
    const answerOf = await oracle();
    const page = await phones.open();
    await signIn(page, '/site/ke4', { nickname: uniqueName('严格学员'), type: 1, subscribe: true });
    await fieldChosen(page);
    await currentPage(page).getByText('扣分超过10分即结束').click();
    await currentPage(page).getByTestId('start-exam').click();
    await page.waitForURL(/\/ke\/exam\//);
    // Six wrong answers lose 12 points: the sixth ends the paper.
    for (let i = 1; i <= 6; i++) {
      await expect.poll(() => currentPage(page).getByTestId('open-sheet').innerText()).toContain(`${i}/50`);
      const right = await answerOf(await questionId(page));
      await option(page, right === 'A' ? 'B' : 'A').click();
      if (i < 6) await expect.poll(() => currentPage(page).getByText(`已答 ${i}/50`).isVisible()).toBe(true);
    }
    await page.waitForURL(/\/ke\/result\//);
    const result = currentPage(page).getByTestId('exam-result');
    await expect.poll(() => result.getByTestId('score').innerText()).toBe('0分');
    expect(await result.getByTestId('pass-state').innerText()).toBe('不合格');
  });
});
