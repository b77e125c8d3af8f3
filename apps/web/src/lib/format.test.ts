import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';
import { formatBp, formatDate, formatDuration, formatMoney, formatPhone } from './format';
import { digitsOnly } from './number-only';

describe('formatters', () => {
  it('formats money from integer fen with 2 decimals', () => {
    expect(formatMoney(12345)).toBe('123.45');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-1999)).toBe('-19.99');
    expect(formatMoney(100, 0)).toBe('1');
  });

  it('shows a rate in basis points as a percentage, to the basis point', () => {
    expect(formatBp(2000)).toBe('20');
    expect(formatBp(2200)).toBe('22');
    expect(formatBp(2250)).toBe('22.5');
    expect(formatBp(1234)).toBe('12.34');
    expect(formatBp(1)).toBe('0.01');
    expect(formatBp(0)).toBe('0');
    expect(formatBp(10_000)).toBe('100');
  });

  it('formats durations as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3600)).toBe('60:00');
    expect(formatDuration(3725, 'hh:mm:ss')).toBe('01:02:05');
    expect(formatDuration(-3)).toBe('00:00');
  });

  it('formats dates as YYYY-MM-DD', () => {
    expect(formatDate(new Date(2024, 1, 9, 8, 5))).toBe('2024-02-09');
    expect(formatDate(new Date(2024, 1, 9, 8, 5), 'YYYY-MM-DD HH:mm')).toBe('2024-02-09 08:05');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats phones as 3-4-4 with spaces', () => {
    expect(formatPhone('13812345678')).toBe('138 1234 5678');
    expect(formatPhone('138-1234-5678')).toBe('138 1234 5678');
    expect(formatPhone('1381')).toBe('138 1');
  });
});

describe('input rules', () => {
  afterEach(() => vi.useRealTimers());

  it('number-only input strips everything but digits', () => {
    expect(digitsOnly('a1b2 3-4')).toBe('1234');
    expect(digitsOnly('１２3')).toBe('3');
    expect(digitsOnly('123456', 4)).toBe('1234');
  });

  it('debounce acts at once, then ignores taps for 2000 ms', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const tap = debounce(fn);
    expect(tap()).toBe(true);
    expect(tap()).toBe(false);
    vi.advanceTimersByTime(1999);
    expect(tap()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tap()).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
