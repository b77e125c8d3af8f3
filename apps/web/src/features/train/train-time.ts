/**
 * Coach-for-hire times are China time whatever the phone says: a coach's weekly hours are whole hours in
 * China (UTC+8, no summer time), so a slot reads "09:00" on every phone.
 */
import { chinaTime } from '@xueche/time';

export const HOUR_MS = 3_600_000;

/** The China day `offset` days from `now`. */
export function chinaDay(now: number, offset = 0): string {
  return chinaTime(now + offset * 86_400_000)?.day ?? '';
}

/** Today, tomorrow and the day after by name; other days null. */
export function dayName(day: string, now = Date.now()): 'today' | 'tomorrow' | 'afterTomorrow' | null {
  if (day === chinaDay(now, 0)) return 'today';
  if (day === chinaDay(now, 1)) return 'tomorrow';
  if (day === chinaDay(now, 2)) return 'afterTomorrow';
  return null;
}

/** One bookable hour: its start in ms and the start as the API wrote it (sent back as is). */
export interface Hour {
  at: number;
  start: string;
}

/**
 * The free slots as single hours, earliest first, each once: the API may give an hour or a run of them.
 * A run's inner hours have no string of their own, so they are written as ISO instants.
 */
export function freeHours(slots: readonly { start: string; end: string }[]): Hour[] {
  const byStart = new Map<number, Hour>();
  for (const slot of slots) {
    const from = Date.parse(slot.start);
    const to = Date.parse(slot.end);
    if (!Number.isFinite(from) || !Number.isFinite(to)) continue;
    for (let at = from; at + HOUR_MS <= to; at += HOUR_MS) {
      if (!byStart.has(at)) byStart.set(at, { at, start: at === from ? slot.start : new Date(at).toISOString() });
    }
  }
  return [...byStart.values()].sort((a, b) => a.at - b.at);
}

/** Hours grouped by their China day, in order. */
export function byDay(hours: readonly Hour[]): { day: string; weekday: number; hours: Hour[] }[] {
  const groups: { day: string; weekday: number; hours: Hour[] }[] = [];
  for (const hour of hours) {
    const t = chinaTime(hour.at);
    if (!t) continue;
    const last = groups[groups.length - 1];
    if (last?.day === t.day) last.hours.push(hour);
    else groups.push({ day: t.day, weekday: t.weekday, hours: [hour] });
  }
  return groups;
}

/** The most hours one booking takes (the contract's limit). */
export const MAX_HOURS = 4;

/**
 * A tap on an hour, given the hours picked so far (starts in ms, consecutive, earliest first) and the free
 * ones: the hour just before or after the run extends it (up to MAX_HOURS), an end of the run is let go,
 * anything else starts a new run there.
 */
export function pickHour(picked: readonly number[], at: number, free: ReadonlySet<number>): number[] {
  if (!free.has(at)) return [...picked];
  if (picked.length === 0) return [at];
  const first = picked[0] as number;
  const last = picked[picked.length - 1] as number;
  if (at === first) return picked.slice(1);
  if (at === last) return picked.slice(0, -1);
  if (picked.includes(at)) return [at];
  if (picked.length < MAX_HOURS && at === last + HOUR_MS) return [...picked, at];
  if (picked.length < MAX_HOURS && at === first - HOUR_MS) return [at, ...picked];
  return [at];
}

/** Whether picked hours are still all free (the free hours were asked again, another student may have taken one). */
export const stillFree = (picked: readonly number[], free: ReadonlySet<number>) => picked.every((at) => free.has(at));

// Weekly hours ('/train/train-edit'): weekday 1–7, whole hours 6–22.
export const FIRST_HOUR = 6;
export const LAST_HOUR = 22;

export interface WeeklyRange {
  weekday: number;
  from: number;
  to: number;
}

/** The hours (starts) each weekday's ranges cover. */
export function rangesToHours(weekly: readonly WeeklyRange[]): Map<number, Set<number>> {
  const days = new Map<number, Set<number>>();
  for (let d = 1; d <= 7; d++) days.set(d, new Set());
  for (const r of weekly) {
    const set = days.get(r.weekday);
    if (!set) continue;
    for (let h = Math.max(FIRST_HOUR, r.from); h < Math.min(LAST_HOUR, r.to); h++) set.add(h);
  }
  return days;
}

/** Each weekday's hours as ranges of consecutive hours, Monday first. */
export function hoursToRanges(days: ReadonlyMap<number, ReadonlySet<number>>): WeeklyRange[] {
  const out: WeeklyRange[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const hours = [...(days.get(weekday) ?? [])].sort((a, b) => a - b);
    let from: number | null = null;
    let prev = -2;
    for (const h of hours) {
      if (from === null) from = h;
      else if (h !== prev + 1) {
        out.push({ weekday, from, to: prev + 1 });
        from = h;
      }
      prev = h;
    }
    if (from !== null) out.push({ weekday, from, to: prev + 1 });
  }
  return out;
}
