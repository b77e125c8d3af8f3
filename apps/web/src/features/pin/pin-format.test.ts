import { describe, expect, it } from 'vitest';
import { moneyInput as fareInput, isMobile, isPlate, yuanToFen } from '../../lib/form-input';
import { groupErrors, refusal } from '../../lib/form-refusal';
import { formatDistance } from '../../lib/format';
import { dayName, departure, groupByDay } from './pin-format';

describe('shuttle formats', () => {
  it('reads distances in metres or kilometres', () => {
    expect(formatDistance(830)).toBe('830 m');
    expect(formatDistance(1000)).toBe('1 km');
    expect(formatDistance(12_460)).toBe('12.5 km');
    expect(formatDistance(123_400)).toBe('123 km');
  });

  it('groups trips by their local departure day, in order', () => {
    const at = (d: number, h: number) => new Date(2026, 11, d, h, 0).toISOString();
    const groups = groupByDay([
      { id: 1, depart_at: at(1, 6) },
      { id: 2, depart_at: at(1, 7) },
      { id: 3, depart_at: at(2, 6) },
    ]);
    expect(groups.map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-12-01', [1, 2]],
      ['2026-12-02', [3]],
    ]);
    const now = new Date(2026, 11, 31, 22, 0);
    expect(dayName('2026-12-31', now)).toBe('today');
    expect(dayName('2027-01-01', now)).toBe('tomorrow');
    expect(dayName('2027-01-02', now)).toBe('afterTomorrow');
    expect(dayName('2027-01-03', now)).toBeNull();
  });

  it('takes a fare in yuan as typed and gives fen', () => {
    expect(fareInput('3a0.456')).toBe('30.45');
    expect(fareInput('12..5')).toBe('12.5');
    expect(yuanToFen('30')).toBe(3000);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('')).toBeNull();
    expect(yuanToFen('1.234')).toBeNull();
  });

  it('checks phones and plates as the contract does', () => {
    expect(isMobile('13812345678')).toBe(true);
    expect(isMobile('1381234567')).toBe(false);
    expect(isPlate('京a12345')).toBe(true);
    expect(isPlate('粤BD12345')).toBe(true);
    expect(isPlate('AB12345')).toBe(false);
  });

  it('joins a date and a time input as local time', () => {
    expect(departure('2026-12-01', '07:30')?.getTime()).toBe(new Date(2026, 11, 1, 7, 30).getTime());
    expect(departure('', '07:30')).toBeNull();
    expect(departure('2026-12-01', '')).toBeNull();
  });

  it("puts the API's per-field sentences beside the form's own fields", () => {
    const known = ['route.origin', 'route.waypoints.1', 'car.plate', 'phone'];
    expect(
      groupErrors({ 'route.waypoints.1.lng': 'too small', 'car.plate': 'bad plate', depart_at: 'past' }, known),
    ).toEqual({ 'route.waypoints.1': 'too small', 'car.plate': 'bad plate', form: 'past' });
    expect(refusal({ message: '手机号不正确', errors: { phone: '需要 11 位' } }, known, 'x')).toEqual({
      phone: '需要 11 位',
    });
    expect(refusal({ message: '座位不够了', errors: {} }, known, 'x')).toEqual({ form: '座位不够了' });
    expect(refusal(null, known, '预约失败')).toEqual({ form: '预约失败' });
    // A rule's refusal names its field with a sentence too; an empty one falls back.
    expect(refusal({ message: '车牌已被占用', errors: { 'car.plate': '车牌已被占用' } }, known, 'x')).toEqual({
      'car.plate': '车牌已被占用',
    });
    expect(refusal({ message: '', errors: { phone: '' } }, known, '预约失败')).toEqual({ phone: '预约失败' });
  });
});
