import type { YardDims } from '@xueche/contract';
import { describe, expect, it } from 'vitest';
import { coachedReverseParking } from './coached';
import { drive } from './drive';
import { carProportions } from './geometry';
import { judgeItem, replayItem, startOf } from './judge-item';
import { UNFINISHED } from './verdict';

/** The field's sizes from the standard's formulas (docs/domain.md#subject-two-the-yards-five-items). */
function yard(length: number, width: number) {
  const cm = (m: number) => Math.round(m * 100) / 100;
  const items: { dims: YardDims; time_limit_s: number | null }[] = [
    {
      dims: {
        key: 'reverse_parking',
        garage_width: cm(width + 0.6),
        garage_length: cm(length + 0.7),
        lane_width: cm(1.5 * length),
      },
      time_limit_s: 210,
    },
    {
      dims: { key: 'parallel_parking', bay_length: cm(1.5 * length + 1), bay_width: cm(width + 0.8), lane_width: 6 },
      time_limit_s: 90,
    },
    { dims: { key: 'hill_start', slope_pct: 10, slope_length: 12, road_width: 3.5, stop_line: 8 }, time_limit_s: null },
    { dims: { key: 'right_angle_turn', road_width: 3.5, leg_length: 15 }, time_limit_s: null },
    { dims: { key: 'curve', road_width: 3.5, radius: 7.5 }, time_limit_s: null },
  ];
  return { car: carProportions(length, width), items };
}

describe('an item judged from its input log', () => {
  // The three demo fields' training cars.
  it.each([
    [4.47, 1.74],
    [4.2, 1.7],
    [4.68, 1.77],
  ])('a coached reverse park passes in a %s m car', (length, width) => {
    const { car, items } = yard(length, width);
    const garage = items[0] as (typeof items)[number];
    if (garage.dims.key !== 'reverse_parking') throw new Error('the garage');
    const script = coachedReverseParking(car, garage.dims);
    expect(replayItem(car, garage, script.events, script.ticks).verdict).toEqual({
      item: 'reverse_parking',
      passed: true,
      score: 100,
      faults: [],
      over: true,
    });
  });

  it('fails every item on a log that ends before the item is done, so an empty upload cannot pass', () => {
    const { car, items } = yard(4.47, 1.74);
    for (const item of items) {
      const standing = replayItem(car, item, [], 40).verdict;
      expect(standing.passed, item.dims.key).toBe(false);
      expect(standing.score).toBe(0);
      // Creeping forwards for 3 s and ending the log there: not done either.
      const short = replayItem(car, item, [{ t: 0, gear: 'D', pedal: 'idle' }], 60).verdict;
      expect(short.passed, item.dims.key).toBe(false);
    }
    const curve = items[4] as (typeof items)[number];
    expect(replayItem(car, curve, [{ t: 0, gear: 'D', pedal: 'idle' }], 60).verdict.faults).toEqual([
      { rule: '不按规定路线、顺序行驶', detail: UNFINISHED, t: 60, points: 0 },
    ]);
  });

  it('judges a drive still going on what has happened: not over until done or failed', () => {
    const { car, items } = yard(4.47, 1.74);
    const garage = items[0] as (typeof items)[number];
    if (garage.dims.key !== 'reverse_parking') throw new Error('the garage');
    const script = coachedReverseParking(car, garage.dims);
    const samples = drive(car, startOf(car, garage.dims), script.events, script.ticks);
    const halfway = judgeItem(car, garage, samples.slice(0, 200), false);
    expect(halfway).toMatchObject({ passed: false, over: false, faults: [] });
    // Full lock from the very start swings in too early: the body crosses the line right of the mouth.
    const early = drive(car, startOf(car, garage.dims), [{ t: 0, gear: 'R', pedal: 'idle', wheel: -100 }], 300);
    const failed = judgeItem(car, garage, early, false);
    expect(failed.over).toBe(true);
    expect(failed.faults[0]?.rule).toBe('车身出线');
  });
});
