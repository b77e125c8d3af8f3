import { formatDate } from '../../lib/format';

/** The distances a search by position offers, in km. */
export const RADII = [5, 10, 30, 50, 100] as const;

/** Metres as a person reads them: "800 m", "12.5 km", "120 km". */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(0, Math.round(metres))} m`;
  const km = metres / 1000;
  return `${km < 100 ? km.toFixed(1).replace(/\.0$/, '') : Math.round(km)} km`;
}

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

/** What a fare input keeps: digits with at most one point and two decimals ("12.50"). */
export function fareInput(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
}

/** Yuan as typed → fen; null when it is not an amount. */
export function yuanToFen(value: string): number | null {
  if (!/^\d+(\.\d{0,2})?$/.test(value.trim())) return null;
  return Math.round(Number(value) * 100);
}

/** A mainland mobile number (the booking's and the owner's phone). */
export const isMobile = (phone: string) => /^1[3-9]\d{9}$/.test(phone);

/** The contract's plate rule (PinPlate): a province character, a letter, then 5 or 6 letters or digits. */
export const normalPlate = (plate: string) => plate.trim().toUpperCase();
export const isPlate = (plate: string) => /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/.test(normalPlate(plate));

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

/**
 * The API names a refused field by its path ("car.plate", "route.waypoints.1.lng"): the form field it
 * belongs to, by the longest prefix the form knows.
 */
export function fieldOfPath(path: string, known: readonly string[]): string | null {
  let best: string | null = null;
  for (const field of known) {
    if ((path === field || path.startsWith(`${field}.`)) && (!best || field.length > best.length)) best = field;
  }
  return best;
}

/** A 400's per-field sentences regrouped by the form's own fields; the rest under `form`. */
export function groupErrors(errors: Record<string, string>, known: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, sentence] of Object.entries(errors)) {
    const field = fieldOfPath(path, known) ?? 'form';
    out[field] ??= sentence;
  }
  return out;
}

/**
 * What a refused submit shows: each named field's sentence beside it, and the reply's sentence for the
 * form when it named none of the form's fields (a rule of the booking or the trip itself).
 */
export function refusal(
  error: { message: string; errors: Record<string, string> } | null,
  known: readonly string[],
  fallback: string,
): Record<string, string> {
  const sentences = Object.fromEntries(
    Object.entries(error?.errors ?? {}).map(([path, text]) => [path, text || fallback]),
  );
  const grouped = groupErrors(sentences, known);
  const named = Object.keys(grouped).some((k) => k !== 'form');
  if (!named && !grouped.form) grouped.form = error?.message || fallback;
  return grouped;
}

/** The cancel rule's words: until when, and how long before departure that is. */
export function cutoffParams(trip: { depart_at: string; cancel_until: string }) {
  const minutes = Math.round((Date.parse(trip.depart_at) - Date.parse(trip.cancel_until)) / 60_000);
  return { until: formatDate(trip.cancel_until, 'YYYY-MM-DD HH:mm'), minutes };
}
