import { chinaTime } from '@xueche/time';
import { AppError } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import type { ListingRow } from './coach-view';
import { FREE_DAYS } from './free-hours';

/** Coach-for-hire bookings' shared rules: how far ahead, the status words, China clock times of the hours. */

export const HOUR_MS = 3_600_000;
/** How far ahead hours can be booked: as far as the coach's page shows free hours (never beyond). */
export const BOOK_DAYS = FREE_DAYS;
/** A reused unpaid booking must still hold its hours this long, or it is released and booked anew. */
export const REUSE_MARGIN_MS = 60_000;
/** The product every coach-for-hire order is for (migration 0013): inactive, so never sold by itself. */
export const TRAIN_PRODUCT = 'train-hours';

const STATUS_WORDS: Record<string, { zh: string; en: string }> = {
  unpaid: { zh: '尚未支付', en: 'unpaid' },
  paid: { zh: '已支付', en: 'paid' },
  done: { zh: '已完成', en: 'done' },
  cancelled: { zh: '已取消', en: 'cancelled' },
  expired: { zh: '已失效', en: 'expired' },
};
export const statusParams = (status: string) => ({
  status: STATUS_WORDS[status]?.zh ?? status,
  status_en: STATUS_WORDS[status]?.en ?? status,
});

/** A refusal about the hours picked: the booking form shows it beside them. */
export const slotError = (key: MessageKey, params: Record<string, string> = {}, status = 409) =>
  new AppError(status, key, params, { errors: { start: key } });

/** A time in China: its weekday (1 Monday – 7 Sunday), hour of the day, and how a person reads it. */
export function chinaClock(at: Date) {
  const { day, hm, hour, weekday } = chinaTime(at)!;
  return { weekday, hour, text: `${day.slice(5).replace('-', '月')}日 ${hm}` };
}

/** The first of `hours` hours from `start` outside the coach's weekly hours (China time), or null. */
export function firstOutside(weekly: ListingRow['weekly'], start: Date, hours: number): Date | null {
  for (let i = 0; i < hours; i++) {
    const at = new Date(start.getTime() + i * HOUR_MS);
    const { weekday, hour } = chinaClock(at);
    if (!weekly.some((r) => r.weekday === weekday && r.from <= hour && hour + 1 <= r.to)) return at;
  }
  return null;
}
