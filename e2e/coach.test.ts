import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { QR_BOX } from '../apps/web/src/features/posters/poster-drawing';
import { usePhones } from './browser';
import {
  apiGet,
  apiLogin,
  baseUrl,
  currentPage,
  routeShown,
  runOps,
  signIn,
  stored,
  tabLabels,
  uniqueName,
} from './helpers';

const phones = usePhones();

const WECHAT_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';

/** A mainland mobile number no other test uses. */
const newPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * The newest code the sandbox's SMS inbox holds for a phone, as a person would read it there: after the
 * form says the code is on its way (the inbox is a page loaded once; opened before the send finished, it
 * would never show the text).
 */
async function codeFromInbox(page: Page, phone: string): Promise<string> {
  const form = currentPage(page);
  await expect
    .poll(async () => (await form.getByRole('status').allInnerTexts()).join() || (await sendError(page)), {
      timeout: 20_000,
    })
    .toContain('验证码已发送');
  const inbox = await page.context().newPage();
  await inbox.goto(`${baseUrl()}/sandbox/sms`);
  const row = inbox.locator(`[data-testid="sms-message"][data-phone="${phone}"]`).first();
  await row.waitFor({ timeout: 15_000 });
  const code = (await row.getByTestId('sms-code').innerText()).trim();
  await inbox.close();
  return code;
}

/** What the form says when sending failed, so a failure reads as itself rather than as a missing text. */
const sendError = async (page: Page) => (await currentPage(page).getByTestId('send-error').allInnerTexts()).join();

/** A photo as a phone takes it: a JPEG of a few hundred kilobytes. */
async function photo(label: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 210, b: 220 } },
  })
    .composite([
      {
        input: Buffer.from(`<svg width="1200" height="800"><text x="100" y="400" font-size="80">${label}</text></svg>`),
      },
    ])
    .jpeg()
    .toBuffer();
  return { name: `${label}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** Decodes the QR code drawn on the poster canvas, as a phone's camera would. */
async function posterQr(page: Page): Promise<string> {
  const canvas = currentPage(page).getByTestId('poster-canvas').first();
  // The QR code's corner of the poster (drawn at 2x), with a margin: reading the whole canvas back is slow.
  const box = { x: (QR_BOX.x - 20) * 2, y: (QR_BOX.y - 20) * 2, side: (QR_BOX.side + 40) * 2 };
  const { width, height, data } = await canvas.evaluate((el, b) => {
    const c = el as HTMLCanvasElement;
    const pixels = c.getContext('2d')?.getImageData(b.x, b.y, b.side, b.side);
    return { width: b.side, height: b.side, data: Array.from(pixels?.data ?? []) };
  }, box);
  const found = jsQR(Uint8ClampedArray.from(data), width, height);
  if (!found) throw new Error('no QR code found on the poster');
  return found.data;
}

describe('the coach workspace', () => {
  it('a student becomes a certified coach, recruits a student with a poster, earns and withdraws', async () => {
    const page = await phones.open();
    const nickname = uniqueName('新教练');
    await signIn(page, '/coach-register', { nickname, type: 1, subscribe: true });

    // Registration with the code read from the sandbox's SMS inbox.
    const phone = newPhone();
    const form = currentPage(page);
    await form.getByTestId('reg-name').fill('王建国');
    await form.getByTestId('phone-input').fill(phone);
    await form.getByTestId('send-code').click();
    await form.getByTestId('code-input').fill(await codeFromInbox(page, phone));
    await form.getByTestId('reg-school').fill('朝阳驾校');
    await form.getByTestId('submit').click();
    await page.waitForURL(/\/coach-index$/, { timeout: 20_000 });
    await expect.poll(() => tabLabels(page), { timeout: 20_000 }).toEqual(['工作台', '收益', '我的']);
    const token = (await stored<string>(page, 'Access-Token'))?.v as string;
    const did = (await stored<string>(page, 'User-Did'))?.v ?? '';

    // Certification, approved by the operator command.
    await page.goto(`${baseUrl()}/coach-verify`);
    const cert = currentPage(page);
    await cert.getByTestId('cert-file-id_front').setInputFiles(await photo('id-front'));
    await cert.getByTestId('cert-file-id_back').setInputFiles(await photo('id-back'));
    await cert.getByTestId('cert-file-licence').setInputFiles(await photo('licence'));
    await cert.getByTestId('cert-submit').click();
    await expect
      .poll(() => cert.getByTestId('cert-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('pending');
    const pending = await runOps(['coach:pending']);
    const certId = new RegExp(`^#(\\d+) .*${nickname}`, 'm').exec(pending.stdout)?.[1];
    expect(certId, pending.stdout).toBeTruthy();
    await runOps(['coach:review', certId as string, 'approve']);
    await page.reload();
    await expect
      .poll(() => cert.getByTestId('cert-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('approved');

    // A poster whose QR code carries the coach's did.
    await page.goto(`${baseUrl()}/poster/coach-poster`);
    const canvas = currentPage(page).getByTestId('poster-canvas').first();
    await expect.poll(() => canvas.getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    const link = new URL(await posterQr(page));
    expect(link.searchParams.get('did')).toBe(did);

    // A new student signs in from that link and appears among the coach's students.
    const studentPage = await phones.open();
    const studentName = uniqueName('海报学员');
    await signIn(studentPage, `${link.pathname}${link.search}`, { nickname: studentName, type: 1, subscribe: true });
    // Invited to become a coach too (the link is a coach's); not now.
    const invite = studentPage.getByTestId('coach-invite');
    await invite.waitFor({ timeout: 15_000 });
    await invite.getByRole('button', { name: '以后再说' }).click();
    await page.goto(`${baseUrl()}/user-list`);
    await currentPage(page).getByTestId('student-row').filter({ hasText: studentName }).waitFor({ timeout: 20_000 });

    // The student buys the field course; the coach's earnings show the commission.
    await studentPage.goto(`${baseUrl()}/pay/landpage`);
    const buy = currentPage(studentPage).getByTestId('buy-button').first();
    await buy.waitFor({ timeout: 20_000 });
    const price = Math.round(Number((await buy.innerText()).replace(/[^\d.]/g, '')) * 100);
    await buy.click();
    await studentPage.waitForURL(/\/sandbox\/wechatpay\/cashier/);
    await studentPage.getByRole('button', { name: '确认支付' }).click();
    await studentPage.waitForURL(/\/order\/\w+\?pay=ok/);
    const commission = Math.floor(price * 0.2);
    await expect
      .poll(async () => (await apiGet<{ balance: number }>('/v1/user/balance', token)).balance, { timeout: 20_000 })
      .toBe(commission);
    await page.goto(`${baseUrl()}/coach-earnings`);
    await expect
      .poll(() => currentPage(page).getByTestId('earning-total').innerText(), { timeout: 20_000 })
      .toContain((commission / 100).toFixed(2));

    // The coach withdraws everything, confirms on the sandbox, and the list shows it paid.
    await page.goto(`${baseUrl()}/coach-wallet`);
    const wallet = currentPage(page);
    await expect.poll(() => wallet.getByTestId('wallet-balance').getAttribute('data-fen')).toBe(String(commission));
    await wallet.getByTestId('withdraw-all').click();
    await wallet.getByTestId('withdraw-submit').click();
    await page.waitForURL(/\/sandbox\/wechatpay\/transfer/, { timeout: 20_000 });
    await page.getByRole('button', { name: '确认收款' }).click();
    await page.waitForURL(/\/coach-cash-list/, { timeout: 20_000 });
    const result = currentPage(page).getByTestId('cash-result');
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 20_000 }).toBe('success');
    await page.reload();
    const row = currentPage(page).getByTestId('cash-row').first();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('success');
    expect(await routeShown(page)).toBe('/coach-cash-list');
    expect((await apiGet<{ balance: number }>('/v1/user/balance', token)).balance).toBe(0);
  }, 180_000);

  it("inside WeChat a student scans a coach's poster link on '/bindCoach' and is bound to that coach", async () => {
    const coach = await apiLogin({ openid: uniqueName('e2e-scan-coach-'), type: 2 });
    const page = await phones.open({ userAgent: WECHAT_IPHONE });
    await signIn(page, '/bindCoach', { nickname: uniqueName('扫码学员'), type: 1, subscribe: true });
    // The sandbox's scanner asks for what the code holds: here, the coach's poster link.
    page.once('dialog', (dialog) => void dialog.accept(`${baseUrl()}/?did=${coach.did}&type=3`));
    await currentPage(page).getByTestId('scan-link').click();
    await currentPage(page).getByTestId('coach-preview').waitFor({ timeout: 20_000 });
    await currentPage(page).getByTestId('submit').click();
    await currentPage(page).getByTestId('bound-coach').waitFor({ timeout: 20_000 });
    const token = (await stored<string>(page, 'Access-Token'))?.v as string;
    const mine = await apiGet<{ coach_id: number } | null>('/v1/user/my-coach', token);
    const coachInfo = await apiGet<{ id: number }>('/v1/user/base', coach.access_token);
    expect(mine?.coach_id).toBe(coachInfo.id);
  });
});
