/**
 * China time: Asia/Shanghai, UTC+8 all year (no summer time). Students, coaches and operators count days in
 * China whatever zone the server runs in, so a date the product prints or builds into a number (an order
 * number, a "today", WeChat Pay's time_expire) comes from here.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** `at` as China wall-clock time, "YYYY-MM-DDTHH:MM:SS". */
export function chinaIso(at: Date | number = Date.now()): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19);
}

/** The China day of `at`, "YYYY-MM-DD". */
export const chinaDate = (at: Date | number = Date.now()): string => chinaIso(at).slice(0, 10);
