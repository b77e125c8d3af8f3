import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, runOps, uniqueName } from './helpers';

/** RFC 6238 with the authenticator apps' defaults (SHA-1, 30 s, 6 digits): what the operator's phone would show. */
export function totpCode(secret: string, ms = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(ms / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) as number) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** `npm run ops -- operator:add <name> <role>`: the one-time password it prints. */
export async function addOperator(role: string): Promise<{ username: string; password: string }> {
  const username = uniqueName(`e2e-${role}-`);
  const { stdout } = await runOps(['operator:add', username, role]);
  expect(stdout).toContain(`Operator ${username} (${role}) created.`);
  const password = stdout.match(/One-time password: (\S+)/)?.[1];
  if (!password) throw new Error(`no password in: ${stdout}`);
  return { username, password };
}

/** The first sign-in: password, then the authenticator set up from the secret the page shows, then its code. */
export async function firstSignIn(page: Page, who: { username: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl()}/admin/`);
  await page.waitForURL(/\/admin\/sign-in/);
  await page.getByTestId('sign-in-username').fill(who.username);
  await page.getByTestId('sign-in-password').fill(who.password);
  await page.getByTestId('sign-in-submit').click();
  await expect.poll(() => page.getByTestId('totp-qr').isVisible(), { timeout: 15_000 }).toBe(true);
  const secret = (await page.getByTestId('totp-secret').textContent())?.match(/[A-Z2-7]{32}/)?.[0];
  if (!secret) throw new Error('the page shows no secret');
  await page.getByTestId('totp-code').fill(totpCode(secret));
  await page.getByTestId('totp-confirm').click();
  await page.waitForURL(/\/admin\/dashboard$/, { timeout: 15_000 });
  await expect.poll(() => page.getByTestId('operator-name').textContent()).toContain(who.username);
}

/** A console API read made by the page itself (its session cookie): status and data. */
export const pageGet = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, data: (await res.json()).data };
  }, `/api${path}`);

/**
 * A pop-up of the console (antd Popconfirm, a Select's options) that has finished its opening motion. Clicking
 * one while it zooms in made Playwright retry as "not stable", and its later retries scroll the target to the
 * window's edge: the pop-up then flips to the other side of what opened it between the mouse's down and up,
 * and the click lands on the page instead (seen on a busy machine).
 */
const settled = (page: Page, popup: string) =>
  page.locator(`${popup}:visible:not([class*="-appear"], [class*="-enter"], [class*="-leave"])`);

/** Confirms the open pop-up confirmation. */
export async function confirmPopup(page: Page): Promise<void> {
  await settled(page, '.ant-popconfirm').getByRole('button', { name: '确认' }).click();
}

/** Picks an option of the open Select's list by its text. */
export async function pickOption(page: Page, text: string): Promise<void> {
  await settled(page, '.ant-select-dropdown').locator('.ant-select-item-option').filter({ hasText: text }).click();
}
