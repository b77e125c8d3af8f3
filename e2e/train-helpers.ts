import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { currentPage, stored } from './helpers';

// What the coach-for-hire browser tests share: booking hours on a coach's page and paying for them.

/** A mainland mobile number no other test uses. */
export const newPhone = () => `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
export const spaced = (phone: string) => `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;

export const token = async (page: Page) => (await stored<string>(page, 'Access-Token'))?.v as string;

export interface Slot {
  start: string;
  end: string;
}
export interface CoachPage {
  member_id: string;
  price_fen: number;
  free: Slot[];
  rules: { refund_hours: number; fee_percent: number; hold_minutes: number; text: string };
}
export interface Booking {
  id: number;
  status: string;
  amount_fen: number;
  refunded_fen: number;
  earned_fen: number | null;
  start: string;
  end: string;
  order: { order_no: string; refunded: number; status: string };
}

export const HOUR = 3_600_000;

/** The free hours as single hours (the API may give runs), earliest first. */
function hoursOf(free: Slot[]): number[] {
  const out = new Set<number>();
  for (const s of free) for (let at = Date.parse(s.start); at + HOUR <= Date.parse(s.end); at += HOUR) out.add(at);
  return [...out].sort((a, b) => a - b);
}

/** The first start of two free hours in a row from `after` on, as the page's slot picker numbers them. */
export function twoInARow(free: Slot[], after: number): number {
  const hours = hoursOf(free);
  const found = hours.find((at) => at >= after && hours.includes(at + HOUR));
  if (found === undefined) throw new Error(`no two free hours in a row after ${new Date(after).toISOString()}`);
  return found;
}

/** Picks two hours in a row on a coach's page: the day's tab, then both hours. */
export async function pickTwoHours(page: Page, first: number): Promise<void> {
  const form = currentPage(page).getByTestId('book-form');
  const day = new Date(first + 8 * HOUR).toISOString().slice(0, 10);
  await form.locator(`[data-testid="slot-day"][data-day="${day}"]`).click();
  await form.locator(`[data-testid="slot"][data-at="${first}"]`).click();
  await form.locator(`[data-testid="slot"][data-at="${first + HOUR}"]`).click();
  await expect.poll(() => form.locator('[data-testid="slot"][aria-pressed="true"]').count()).toBe(2);
}

/** Pays on the sandbox cashier and comes back to the booking, which says when the payment is confirmed. */
export async function payOnCashier(page: Page, amountFen: number): Promise<number> {
  await page.waitForURL(/\/sandbox\/wechatpay\/cashier/, { timeout: 20_000 });
  expect(await page.getByTestId('cashier-amount').innerText()).toBe(`¥${(amountFen / 100).toFixed(2)}`);
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/\/train\/train-info\/\d+\?pay=ok/, { timeout: 20_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect
    .poll(() => currentPage(page).getByTestId('booking-state').getAttribute('data-status'), { timeout: 20_000 })
    .toBe('paid');
  return id;
}
