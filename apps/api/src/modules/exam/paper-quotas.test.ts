import { describe, expect, it } from 'vitest';
import { apportion, type PoolGroup, paperQuotas } from './paper-draw';

const s4 = {
  questions: 50,
  minutes: 30,
  points_each: 2,
  total: 100,
  pass_mark: 90,
  mix: { judge: 20, single: 20, multiple: 10 },
};

describe('drawing a paper', () => {
  it('splits a number over groups by size, never beyond what a group holds', () => {
    expect(apportion(10, [50, 30, 20])).toEqual([5, 3, 2]);
    expect(apportion(3, [1, 1, 1, 1])).toHaveLength(4);
    expect(apportion(3, [1, 1, 1, 1]).reduce((a, b) => a + b)).toBe(3);
    expect(apportion(10, [2, 0])).toEqual([2, 0]);
  });

  it('takes each type from the mix, spread over chapters in proportion to the bank', () => {
    const groups: PoolGroup[] = [
      { chapterId: 1, type: 'judge', size: 300 },
      { chapterId: 2, type: 'judge', size: 100 },
      { chapterId: 1, type: 'single', size: 200 },
      { chapterId: 2, type: 'single', size: 200 },
      { chapterId: 1, type: 'multiple', size: 50 },
      { chapterId: 2, type: 'multiple', size: 50 },
    ];
    expect(paperQuotas(groups, s4)).toEqual([15, 5, 10, 10, 5, 5]);
  });

  it('fills a short type from the others, but never adds multiple choice where the rules have none', () => {
    const short: PoolGroup[] = [
      { chapterId: 1, type: 'judge', size: 100 },
      { chapterId: 1, type: 'single', size: 100 },
      { chapterId: 1, type: 'multiple', size: 4 },
    ];
    const quotas = paperQuotas(short, s4);
    expect(quotas[2]).toBe(4);
    expect(quotas.reduce((a, b) => a + b)).toBe(50);
    const s1 = { ...s4, questions: 100, mix: { judge: 40, single: 60, multiple: 0 } };
    const fewSingles: PoolGroup[] = [
      { chapterId: 1, type: 'judge', size: 200 },
      { chapterId: 1, type: 'single', size: 30 },
      { chapterId: 1, type: 'multiple', size: 500 },
    ];
    expect(paperQuotas(fewSingles, s1)).toEqual([70, 30, 0]);
  });
});
