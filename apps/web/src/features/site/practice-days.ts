import { formatDate } from '../../lib/format';

/** How many days ahead a practice session can be asked for. */
export const PRACTICE_DAYS = 14;

export interface PracticeDay {
  /** YYYY-MM-DD, local time: what the API takes. */
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** "12-01", for the day's chip. */
  short: string;
}

/**
 * The days one may apply for: the next 14, from tomorrow (a session at the field is arranged ahead;
 * today's slots have mostly begun). Calendar days, so a change of daylight time cannot skip or repeat one.
 */
export function practiceDays(now = new Date(), count = PRACTICE_DAYS): PracticeDay[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1 + i);
    const date = formatDate(day);
    return { date, weekday: day.getDay(), short: date.slice(5) };
  });
}
