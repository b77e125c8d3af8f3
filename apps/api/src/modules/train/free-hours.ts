import type { TrainSlot } from '@xueche/contract';
import { addDays, chinaDate, chinaMidnight, weekdayOf } from '@xueche/time';
import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type TrainWeeklyRow, trainBookings } from '../../db/schema';

/**
 * A coach's free hours: the whole hours their weekly hours offer over the next FREE_DAYS days, in China time
 * (UTC+8 all year, as the weekly hours are set), less the hours that have started and those live bookings
 * hold. Shown on a coach's page and as a listing's `next_free`.
 */

export const FREE_DAYS = 14;
const HOUR_MS = 3_600_000;

/**
 * The hours (start instants, ms) the weekly hours offer from today (China) for `days` days, those starting
 * after `now` only, earliest first.
 */
export function weeklyHours(weekly: readonly TrainWeeklyRow[], now: Date, days = FREE_DAYS): number[] {
  const today = chinaDate(now);
  const out = new Set<number>();
  for (let offset = 0; offset < days; offset++) {
    const day = addDays(today, offset);
    const weekday = weekdayOf(day);
    const dayStart = chinaMidnight(day).getTime();
    for (const r of weekly) {
      if (r.weekday !== weekday) continue;
      for (let h = r.from; h < r.to; h++) {
        const at = dayStart + h * HOUR_MS;
        if (at > now.getTime()) out.add(at);
      }
    }
  }
  return [...out].sort((a, b) => a - b);
}

export interface Busy {
  start: number;
  end: number;
}

/** The hours no busy range overlaps, as one-hour slots. */
export function freeSlots(hours: readonly number[], busy: readonly Busy[]): TrainSlot[] {
  return hours
    .filter((at) => !busy.some((b) => b.start < at + HOUR_MS && at < b.end))
    .map((at) => ({ start: new Date(at).toISOString(), end: new Date(at + HOUR_MS).toISOString() }));
}

/**
 * The bookings that hold a coach's hours now, by coach: paid or done, or unpaid while their hold lasts
 * (an unpaid one past `hold_until` frees its hours, whether or not it has been marked expired yet).
 */
export async function busyHours(db: Db, coachIds: number[], now: Date, days = FREE_DAYS): Promise<Map<number, Busy[]>> {
  const out = new Map<number, Busy[]>(coachIds.map((id) => [id, []]));
  if (!coachIds.length) return out;
  const horizon = new Date(now.getTime() + (days + 1) * 24 * HOUR_MS);
  const rows = await db
    .select({ coachId: trainBookings.coachId, start: trainBookings.startAt, end: trainBookings.endAt })
    .from(trainBookings)
    .where(
      and(
        inArray(trainBookings.coachId, [...new Set(coachIds)]),
        gt(trainBookings.endAt, now),
        lt(trainBookings.startAt, horizon),
        or(
          inArray(trainBookings.status, ['paid', 'done']),
          and(eq(trainBookings.status, 'unpaid'), gt(trainBookings.holdUntil, now)),
        ),
      ),
    );
  for (const r of rows) out.get(r.coachId)?.push({ start: r.start.getTime(), end: r.end.getTime() });
  return out;
}

/** One coach's free hours over the next FREE_DAYS days. */
export async function coachFreeHours(
  db: Db,
  coach: { userId: number; weekly: TrainWeeklyRow[] },
  now = new Date(),
): Promise<TrainSlot[]> {
  const busy = await busyHours(db, [coach.userId], now);
  return freeSlots(weeklyHours(coach.weekly, now), busy.get(coach.userId) ?? []);
}

/** Each coach's earliest free hour in the next FREE_DAYS days (null when none), in two queries' time. */
export async function nextFreeHours(
  db: Db,
  coaches: { userId: number; weekly: TrainWeeklyRow[] }[],
  now = new Date(),
): Promise<Map<number, string | null>> {
  const busy = await busyHours(
    db,
    coaches.map((c) => c.userId),
    now,
  );
  const out = new Map<number, string | null>();
  for (const c of coaches) {
    const theirs = busy.get(c.userId) ?? [];
    const first = weeklyHours(c.weekly, now).find((at) => !theirs.some((b) => b.start < at + HOUR_MS && at < b.end));
    out.set(c.userId, first === undefined ? null : new Date(first).toISOString());
  }
  return out;
}
