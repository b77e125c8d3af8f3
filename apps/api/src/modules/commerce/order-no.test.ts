import { chinaDate, chinaIso } from '@xueche/time';
import { describe, expect, it } from 'vitest';
import { newOrderNo } from './orders.service';

describe('order numbers', () => {
  it('start with the China day the order was placed on, as 下单时间 shows it', () => {
    // 16:05 UTC on 30 November is 00:05 on 1 December in China.
    const justAfter = new Date('2026-11-30T16:05:00Z');
    expect(newOrderNo(justAfter)).toMatch(/^20261201\d{12}$/);
    // A minute before China's midnight it is still the 30th there.
    expect(newOrderNo(new Date('2026-11-30T15:59:00Z'))).toMatch(/^20261130\d{12}$/);
    // The year turns in China eight hours before it turns in UTC.
    expect(newOrderNo(new Date('2026-12-31T16:00:00Z'))).toMatch(/^20270101\d{12}$/);
  });

  it('are unique enough: a thousand at the same moment never repeat', () => {
    const at = new Date('2026-11-30T16:05:00Z');
    expect(new Set(Array.from({ length: 1000 }, () => newOrderNo(at))).size).toBe(1000);
  });
});

describe('China time', () => {
  it('is UTC+8 whatever zone the server runs in', () => {
    expect(chinaIso(new Date('2026-11-30T16:05:09Z'))).toBe('2026-12-01T00:05:09');
    expect(chinaDate(Date.parse('2026-06-30T23:59:59Z'))).toBe('2026-07-01');
    expect(chinaDate(Date.parse('2026-06-30T15:59:59Z'))).toBe('2026-06-30');
  });
});
