import { chinaTime } from '@xueche/time';
import { describe, expect, it } from 'vitest';
import { typeFromParam } from './train-api';
import { starsText, yuan } from './train-format';
import { byDay, dayName, freeHours, HOUR_MS, hoursToRanges, MAX_HOURS, pickHour, rangesToHours } from './train-time';

const at = (iso: string) => Date.parse(iso);

describe('coach-for-hire times', () => {
  it('reads every instant in China time, whatever the phone says', () => {
    // 01:30 UTC is 09:30 in Beijing, on a Saturday.
    expect(chinaTime('2026-11-28T01:30:00Z')).toEqual({ day: '2026-11-28', hm: '09:30', hour: 9, weekday: 6 });
    // 16:00 UTC on Sunday is Monday 00:00 in Beijing.
    expect(chinaTime('2026-11-29T16:00:00Z')).toMatchObject({ day: '2026-11-30', weekday: 1 });
    expect(chinaTime('not a date')).toBeNull();
    const now = at('2026-11-27T14:00:00Z'); // 22:00 Friday in Beijing
    expect(dayName('2026-11-27', now)).toBe('today');
    expect(dayName('2026-11-28', now)).toBe('tomorrow');
    expect(dayName('2026-11-29', now)).toBe('afterTomorrow');
    expect(dayName('2026-11-30', now)).toBeNull();
  });

  it('splits free runs into single hours, each once, keeping the API’s own start strings', () => {
    const hours = freeHours([
      { start: '2026-11-28T09:00:00+08:00', end: '2026-11-28T12:00:00+08:00' },
      { start: '2026-11-28T10:00:00+08:00', end: '2026-11-28T11:00:00+08:00' },
      { start: '2026-11-29T08:00:00+08:00', end: '2026-11-29T08:30:00+08:00' },
      { start: '2026-11-29T14:00:00+08:00', end: '2026-11-29T15:00:00+08:00' },
    ]);
    expect(hours.map((h) => chinaTime(h.at)?.hm)).toEqual(['09:00', '10:00', '11:00', '14:00']);
    expect(hours[0]?.start).toBe('2026-11-28T09:00:00+08:00');
    expect(hours[1]?.start).toBe('2026-11-28T02:00:00.000Z');
    expect(byDay(hours).map((d) => [d.day, d.weekday, d.hours.length])).toEqual([
      ['2026-11-28', 6, 3],
      ['2026-11-29', 7, 1],
    ]);
  });

  it('picks one hour or up to four in a row: neighbours extend, ends let go, anything else starts again', () => {
    const base = at('2026-11-28T01:00:00Z');
    const h = (n: number) => base + n * HOUR_MS;
    const free = new Set([0, 1, 2, 3, 4, 5, 7].map(h));
    let picked: number[] = [];
    picked = pickHour(picked, h(1), free);
    picked = pickHour(picked, h(2), free);
    picked = pickHour(picked, h(0), free);
    expect(picked).toEqual([h(0), h(1), h(2)]);
    picked = pickHour(picked, h(3), free);
    expect(picked).toHaveLength(MAX_HOURS);
    // A fifth hour starts a new run there.
    expect(pickHour(picked, h(4), free)).toEqual([h(4)]);
    // An end lets go of it; an inner hour starts again there; a taken hour changes nothing.
    expect(pickHour(picked, h(3), free)).toEqual([h(0), h(1), h(2)]);
    expect(pickHour(picked, h(0), free)).toEqual([h(1), h(2), h(3)]);
    expect(pickHour(picked, h(1), free)).toEqual([h(1)]);
    expect(pickHour(picked, h(6), free)).toEqual(picked);
    expect(pickHour([h(5)], h(7), free)).toEqual([h(7)]);
  });

  it('turns weekly ranges into hours and back, runs of consecutive hours per weekday', () => {
    const weekly = [
      { weekday: 1, from: 8, to: 12 },
      { weekday: 1, from: 14, to: 16 },
      { weekday: 7, from: 6, to: 22 },
    ];
    const days = rangesToHours(weekly);
    expect(days.get(1)?.size).toBe(6);
    expect(days.get(3)?.size).toBe(0);
    expect(hoursToRanges(days)).toEqual(weekly);
    days.get(1)?.add(12);
    days.get(1)?.add(13);
    expect(hoursToRanges(days).filter((r) => r.weekday === 1)).toEqual([{ weekday: 1, from: 8, to: 16 }]);
  });

  it('reads a kind from a link by name or by its place from 1', () => {
    expect(typeFromParam('female')).toBe('female');
    expect(typeFromParam('3')).toBe('auto');
    expect(typeFromParam('9')).toBeUndefined();
    expect(typeFromParam('cheap')).toBeUndefined();
    expect(typeFromParam(undefined)).toBeUndefined();
  });

  it('shows whole yuan without decimals and stars as a row', () => {
    expect(yuan(12000)).toBe('120');
    expect(yuan(12050)).toBe('120.50');
    expect(starsText(4)).toBe('★★★★☆');
    expect(starsText(1)).toBe('★☆☆☆☆');
  });
});
