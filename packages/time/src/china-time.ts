/**
 * China time: Asia/Shanghai, UTC+8 all year (no summer time). Students, coaches and operators count days and
 * hours in China whatever zone the server, the phone or the operator's computer is set to, so every China day,
 * clock time or day boundary the apps print, compare or build into a number comes from here. Only UTC methods
 * of Date are used: no answer depends on the zone the process runs in.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** How far China's clocks are ahead of UTC. */
const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** A moment: a Date, milliseconds since the epoch, or an ISO string that names its zone. */
export type Instant = Date | number | string;

const msOf = (at: Instant) => (at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at));

/** `at` on a China wall clock, "YYYY-MM-DDTHH:MM:SS"; a RangeError for something that is not a moment. */
export function chinaIso(at: Instant = Date.now()): string {
  return new Date(msOf(at) + CHINA_OFFSET_MS).toISOString().slice(0, 19);
}

/** The China day of `at`, "YYYY-MM-DD". */
export const chinaDate = (at: Instant = Date.now()): string => chinaIso(at).slice(0, 10);

/** `at` in China time with its offset, "2026-12-02T01:30:00+08:00", as WeChat Pay writes times. */
export const chinaIsoWithOffset = (at: Instant): string => `${chinaIso(at)}+08:00`;

/** "YYYY-MM-DD HH:mm" in China time, as people read it; empty for something that is not a moment. */
export function chinaDateTime(at: Instant): string {
  const ms = msOf(at);
  return Number.isFinite(ms) ? chinaIso(ms).slice(0, 16).replace('T', ' ') : '';
}

export interface ChinaTime {
  /** YYYY-MM-DD */
  day: string;
  /** HH:mm */
  hm: string;
  hour: number;
  /** 1 (Monday) – 7 (Sunday), as coaches' weekly hours number them. */
  weekday: number;
}

/** The China day, clock time and weekday of `at`; null for something that is not a moment. */
export function chinaTime(at: Instant): ChinaTime | null {
  const ms = msOf(at);
  if (!Number.isFinite(ms)) return null;
  const iso = chinaIso(ms);
  const day = iso.slice(0, 10);
  return { day, hm: iso.slice(11, 16), hour: Number(iso.slice(11, 13)), weekday: weekdayOf(day) };
}

/**
 * The moment the China day `day` ("YYYY-MM-DD") starts, or the day `days` after it (`days` may be negative):
 * `chinaMidnight(day)` up to `chinaMidnight(day, 1)` is the whole day. An invalid Date for a day that is not one.
 */
export function chinaMidnight(day: string, days = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS - CHINA_OFFSET_MS);
}

/** The moment a China wall clock shows `time` ("HH:MM" or "HH:MM:SS") on `day` ("YYYY-MM-DD"). */
export const chinaAt = (day: string, time: string): Date => new Date(Date.parse(`${day}T${time}Z`) - CHINA_OFFSET_MS);

/** The moment the China day of `at` starts, or the day `days` after it. */
export const chinaDayStart = (at: Instant, days = 0): Date => chinaMidnight(chinaDate(at), days);

/** The calendar day `days` after `day` (both "YYYY-MM-DD"); a RangeError for a day that is not one. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a calendar day ("YYYY-MM-DD"): 1 (Monday) – 7 (Sunday). */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
