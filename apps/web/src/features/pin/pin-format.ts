import { formatDate } from '../../lib/format';

/** The distances a search by position offers, in km. */
export const RADII = [5, 10, 30, 50, 100] as const;

/** Seconds of driving as "1 h 05 min" / "35 min". */
export function formatDrive(seconds: number): { h: number; min: number } {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return { h: Math.floor(minutes / 60), min: minutes % 60 };
}

/** "HH:mm" of an instant, local time. */
export const timeOf = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm').slice(11);

/** Items grouped by their departure day (local), in the order they came. */
export function groupByDay<T extends { depart_at: string }>(items: T[]): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = formatDate(item.depart_at);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** Today, tomorrow and the day after by name; other days as they are. */
export function dayName(day: string, now = new Date()): 'today' | 'tomorrow' | 'afterTomorrow' | null {
  const at = (offset: number) => formatDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
  if (day === at(0)) return 'today';
  if (day === at(1)) return 'tomorrow';
  if (day === at(2)) return 'afterTomorrow';
  return null;
}

/** The local day and time of an instant, for the date and time inputs. */
export function localParts(date: Date): { date: string; time: string } {
  const [day = '', time = ''] = formatDate(date, 'YYYY-MM-DD HH:mm').split(' ');
  return { date: day, time };
}

/** A date input's day and a time input's "HH:mm", local time, as an instant; null when either is missing. */
export function departure(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const at = new Date(y, m - 1, d, hh, mm);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The cancel rule's words: until when, and how long before departure that is. */
export function cutoffParams(trip: { depart_at: string; cancel_until: string }) {
  const minutes = Math.round((Date.parse(trip.depart_at) - Date.parse(trip.cancel_until)) / 60_000);
  return { until: formatDate(trip.cancel_until, 'YYYY-MM-DD HH:mm'), minutes };
}
