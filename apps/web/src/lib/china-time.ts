/**
 * China time (UTC+8 all year, no summer time) whatever zone the phone is set to: order times, coach-for-hire
 * hours and other dates the server counts in China read the same on every phone, and the same as the server's
 * own China dates (an order number starts with the China day it was placed on).
 */
const CHINA_MS = 8 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

export interface ChinaTime {
  /** YYYY-MM-DD */
  day: string;
  /** HH:mm */
  hm: string;
  hour: number;
  /** 1 (Monday) – 7 (Sunday), as the weekly hours number them. */
  weekday: number;
}

export function chinaTime(at: string | number | Date): ChinaTime | null {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms + CHINA_MS);
  const weekday = d.getUTCDay();
  return {
    day: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    hm: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
    hour: d.getUTCHours(),
    weekday: weekday === 0 ? 7 : weekday,
  };
}

/** "YYYY-MM-DD HH:mm" in China time; empty for a bad date. */
export function chinaDateTime(at: string | number | Date): string {
  const t = chinaTime(at);
  return t ? `${t.day} ${t.hm}` : '';
}
