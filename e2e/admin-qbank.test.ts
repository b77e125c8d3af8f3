import { describe, expect, it } from 'vitest';
import { addOperator, firstSignIn } from './admin-helpers';
import { useDesktops, usePhones } from './browser';
import { apiGet, baseUrl, currentPage, routeShown, signIn, stored, uniqueName } from './helpers';

const desktops = useDesktops();
const phones = usePhones();

/** The student reports a mistake in a question, as '/submitError' sends it; the report's id. */
async function reportError(token: string, questionId: number, content: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/v1/lesson/submit-erro?access-token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question_id: questionId, kind: 'explanation', content }),
  });
  const reply = (await res.json()) as { code: number; msg: string; data: { id: number } };
  expect(reply.code, reply.msg).toBe(200);
  return reply.data.id;
}

describe('the question bank and its error reports at 1440×900', () => {
  it('a content operator fixes a reported question beside its report, and the reporter reads the notice on their phone', async () => {
    // A student on their phone, practising subject one; they report the first question's explanation.
    const phone = await phones.open();
    await signIn(phone, '/notice-history', { nickname: uniqueName('纠错学员'), type: 1 });
    await expect.poll(() => routeShown(phone)).toBe('/notice-history');
    const token = (await stored<string>(phone, 'Access-Token'))?.v as string;
    const practice = await apiGet<{ list: { id: number; stem: string }[] }>('/v1/exam/practice?subject=1&num=1', token);
    const question = practice.list[0] as { id: number; stem: string };
    const complaint = `解析写错了 ${uniqueName('')}`;
    const reportId = await reportError(token, question.id, complaint);

    // A content operator, made with the ops command, signs in with password and TOTP.
    const content = await addOperator('content');
    const page = await desktops.open();
    await firstSignIn(page, content);
    const menu = page.getByTestId('side-menu');
    await expect.poll(() => menu.textContent()).toContain('纠错反馈');
    expect(await menu.textContent()).not.toContain('审核');
    await menu.getByText('纠错反馈').click();
    await page.waitForURL(/\/admin\/error-reports$/);

    // The report opens beside its question.
    await page.getByTestId(`open-report-${reportId}`).click();
    const panel = page.getByTestId('report-panel');
    await expect.poll(() => panel.getByTestId('report-detail').textContent()).toContain(complaint);
    const stem = panel.getByTestId('edit-stem');
    await expect.poll(() => stem.inputValue()).toBe(question.stem);

    // The operator corrects the explanation and says so to the student.
    const corrected = `更正后的解析：${uniqueName('按规定')}，请以此为准。`;
    await panel.getByTestId('edit-explanation').fill(corrected);
    await panel.getByTestId('fix-reply').fill('解析已按教材更正');
    await panel.getByTestId('fix-report').click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('已修正题目');
    await expect.poll(() => page.getByTestId(`open-report-${reportId}`).count()).toBe(0);

    // Among the handled ones: fixed, with the reply and who did it.
    await page.getByText('已修正', { exact: true }).first().click();
    const row = page.getByRole('row').filter({ hasText: complaint });
    await expect.poll(() => row.textContent()).toContain('解析已按教材更正');
    expect(await row.textContent()).toContain(`operator:${content.username}`);

    // The question bank shows the new explanation's version.
    await menu.getByText('题库').click();
    await page.waitForURL(/\/admin\/questions$/);
    await page.getByTestId('search-id').fill(String(question.id));
    await page.getByTestId('search-submit').click();
    await page.getByTestId(`edit-question-${question.id}`).click();
    await expect.poll(() => page.getByTestId('edit-explanation').inputValue()).toBe(corrected);
    expect(await page.getByTestId(`question-${question.id}`).textContent()).toMatch(/第 [2-9]\d* 版/);

    // The student's notices now hold the outcome.
    await phone.reload();
    await expect.poll(() => routeShown(phone)).toBe('/notice-history');
    const notice = currentPage(phone).getByTestId('notice-item').filter({ hasText: '纠错反馈：已修正' });
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
    const text = await notice.innerText();
    expect(text).toContain('已经修正');
    expect(text).toContain('解析已按教材更正');
    expect(await notice.getAttribute('data-read')).toBe('false');
  });
});
