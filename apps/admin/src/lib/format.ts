import { chinaDateTime } from '@xueche/time';

/** Fen → "¥12.50". */
export const money = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** An ISO moment in China time (UTC+8), as operators read it: "2026-05-06 10:03"; a dash for none. */
export const chinaTime = (iso: string | null | undefined): string => (iso ? chinaDateTime(iso) : '—');

/** "12.5" yuan → 1250 fen; null for anything that is not an amount with at most two decimals (no float maths). */
export function yuanToFen(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', cents = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}
