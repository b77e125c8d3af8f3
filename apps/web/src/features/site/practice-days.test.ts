import { describe, expect, it } from 'vitest';
import { isMobile } from '../../lib/form-input';
import { practiceDays } from './practice-days';

describe('the days on-site practice can be asked for', () => {
  it('are the next 14 calendar days from tomorrow', () => {
    const days = practiceDays(new Date(2026, 11, 25, 23, 30));
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ date: '2026-12-26', weekday: 6, short: '12-26' });
    expect(days.at(-1)?.date).toBe('2027-01-08');
  });

  it('takes a mainland mobile number only', () => {
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('12812345678')).toBe(false);
    expect(isMobile('1381234567')).toBe(false);
  });
});
