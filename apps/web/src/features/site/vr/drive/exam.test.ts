import type { Verdict } from '@xueche/yard-rules';
import { describe, expect, it } from 'vitest';
import { examScore } from './exam';

const passed = (item: Verdict['item'], points: number[] = []): Verdict => ({
  item,
  passed: true,
  score: 100 - points.reduce((a, b) => a + b, 0),
  faults: points.map((p, t) => ({ rule: '扣分', detail: '', t, points: p })),
  over: true,
});
const failed = (item: Verdict['item']): Verdict => ({
  item,
  passed: false,
  score: 0,
  faults: [{ rule: '车身出线', detail: '车身压库右边线', t: 10, points: 0 }],
  over: true,
});
const five: Verdict['item'][] = ['reverse_parking', 'hill_start', 'parallel_parking', 'curve', 'right_angle_turn'];

describe('the subject-two exam as a whole (docs/domain.md)', () => {
  it('passes with every item passed and 80 or more: points taken add up across items', () => {
    expect(
      examScore(
        five.map((i) => passed(i)),
        5,
      ),
    ).toEqual({ passed: true, score: 100 });
    const twoDeductions = five.map((i, n) => (n < 2 ? passed(i, [10]) : passed(i)));
    expect(examScore(twoDeductions, 5)).toEqual({ passed: true, score: 80 });
    const three = five.map((i, n) => (n < 3 ? passed(i, [10]) : passed(i)));
    expect(examScore(three, 5)).toEqual({ passed: false, score: 70 });
  });

  it('fails on any item failed, and on an exam not driven to its last item', () => {
    expect(examScore([passed('reverse_parking'), failed('hill_start')], 5)).toEqual({ passed: false, score: 0 });
    expect(examScore([passed('reverse_parking'), passed('hill_start')], 5).passed).toBe(false);
  });
});
