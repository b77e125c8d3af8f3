import { afterAll, describe, expect, it } from 'vitest';
import {
  addDays,
  chinaAt,
  chinaDate,
  chinaDateTime,
  chinaDayStart,
  chinaIso,
  chinaIsoWithOffset,
  chinaMidnight,
  chinaTime,
  weekdayOf,
} from './china-time';

// The last millisecond of 1 December in China, and the first of 2 December.
const LAST = Date.parse('2026-12-01T15:59:59.999Z');
const FIRST = Date.parse('2026-12-01T16:00:00.000Z');

function boundaries() {
  it('a China day ends at 16:00 UTC', () => {
    expect(chinaDate(LAST)).toBe('2026-12-01');
    expect(chinaDate(FIRST)).toBe('2026-12-02');
    expect(chinaIso(new Date(LAST))).toBe('2026-12-01T23:59:59');
    expect(chinaIso('2026-12-01T16:00:00Z')).toBe('2026-12-02T00:00:00');
    expect(chinaDateTime(LAST)).toBe('2026-12-01 23:59');
    expect(chinaDateTime(FIRST)).toBe('2026-12-02 00:00');
    expect(chinaIsoWithOffset('2026-12-01T17:30:00Z')).toBe('2026-12-02T01:30:00+08:00');
  });

  it('the year and the month turn in China eight hours before UTC', () => {
    expect(chinaDate('2026-12-31T15:59:59.999Z')).toBe('2026-12-31');
    expect(chinaDate('2026-12-31T16:00:00Z')).toBe('2027-01-01');
    expect(chinaDate('2028-02-28T16:00:00Z')).toBe('2028-02-29');
  });

  it("a China day's clock time and weekday", () => {
    // 2026-12-01 is a Tuesday; 16:00 UTC on it is Wednesday 00:00 in China.
    expect(chinaTime(LAST)).toEqual({ day: '2026-12-01', hm: '23:59', hour: 23, weekday: 2 });
    expect(chinaTime(new Date(FIRST))).toEqual({ day: '2026-12-02', hm: '00:00', hour: 0, weekday: 3 });
    expect(chinaTime('2026-12-06T02:00:00+08:00')?.weekday).toBe(7);
    expect(weekdayOf('2026-12-07')).toBe(1);
  });

  it('China midnights and the start of the China day of a moment', () => {
    expect(chinaMidnight('2026-12-02').getTime()).toBe(FIRST);
    expect(chinaMidnight('2026-12-01', 1).getTime()).toBe(FIRST);
    expect(chinaMidnight('2027-01-01', -31).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(chinaDayStart(LAST).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(chinaDayStart(FIRST).getTime()).toBe(FIRST);
    expect(chinaDayStart(FIRST, 1).toISOString()).toBe('2026-12-02T16:00:00.000Z');
    expect(chinaAt('2026-12-02', '01:30').toISOString()).toBe('2026-12-01T17:30:00.000Z');
    expect(chinaAt('2026-12-01', '23:59:59').getTime()).toBe(LAST - 999);
  });

  it('adds calendar days across months, years and 29 February', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-02', 0)).toBe('2026-12-02');
  });

  it('something that is not a moment reads as nothing, or throws where a day is needed', () => {
    expect(chinaTime('soon')).toBeNull();
    expect(chinaDateTime(Number.NaN)).toBe('');
    expect(Number.isNaN(chinaMidnight('2026-13-01').getTime())).toBe(true);
    expect(() => chinaDate('soon')).toThrow(RangeError);
  });
}

describe('China time', boundaries);

// The same answers whatever zone the process runs in: the server's, a phone's or an operator's computer.
// (The package has no Node types: its source must run in browsers too.)
declare const process: { env: Record<string, string | undefined> };
const zoneBefore = process.env.TZ;
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});
for (const zone of ['America/Los_Angeles', 'Asia/Shanghai', 'Pacific/Kiritimati']) {
  describe(`China time with the process in ${zone}`, () => {
    it('the zone took effect', () => {
      process.env.TZ = zone;
      // Local midnight of 2 December is another moment in each of these zones: the switch really happened.
      const local = new Date(2026, 11, 2).toISOString();
      expect(local).toBe(
        {
          'America/Los_Angeles': '2026-12-02T08:00:00.000Z',
          'Asia/Shanghai': '2026-12-01T16:00:00.000Z',
          'Pacific/Kiritimati': '2026-12-01T10:00:00.000Z',
        }[zone],
      );
    });
    boundaries();
  });
}
