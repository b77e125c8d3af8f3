import type { YardDims } from '@xueche/contract';
import { describe, expect, it } from 'vitest';
import { type Sample, TICKS_PER_SECOND } from './drive';
import { followPath } from './follow-path';
import { carProportions, itemShape, type Pose } from './geometry';
import { judgeParallelParking } from './parallel-parking';
import { judgeCurve, judgeRightAngleTurn } from './road-items';

/** A C1 car and the standard's sizes for it (docs/domain.md#subject-two-the-yards-five-items). */
const car = carProportions(4.47, 1.71);
const bay = {
  key: 'parallel_parking',
  bay_length: 1.5 * 4.47 + 1,
  bay_width: 1.71 + 0.8,
  lane_width: 1.5 * 1.71 + 0.8,
} satisfies YardDims;
const corner = { key: 'right_angle_turn', road_width: 3.5, leg_length: 12 } satisfies YardDims;
const bend = { key: 'curve', road_width: 3.5, radius: 7.5 } satisfies YardDims;

const shifted = (path: Pose[], dx: number, dy: number) => path.map((p) => ({ ...p, x: p.x + dx, y: p.y + dy }));
/** The left indicator on from the moment the car stands in the bay (the reference drive's longest stop). */
const indicating = (samples: Sample[]): Sample[] => {
  const parkedAt = samples.findIndex((s, i) => i > 0 && s.speed === 0 && (samples[i - 1] as Sample).speed < 0);
  return samples.map((s, i) => (i >= parkedAt ? { ...s, indicator: 'left' } : s));
};
const rules = (verdict: { faults: { rule: string }[] }) => verdict.faults.map((f) => f.rule);

describe('侧方停车', () => {
  const reference = itemShape(bay, car).path;

  it('passes the reference drive with the left indicator on to leave', () => {
    const verdict = judgeParallelParking(car, bay, indicating(followPath(reference, 0.75)), 90);
    expect(verdict).toMatchObject({ passed: true, score: 100, faults: [] });
  });

  it('takes 10 points for leaving without the left indicator', () => {
    const verdict = judgeParallelParking(car, bay, followPath(reference, 0.75), 90);
    expect(verdict).toMatchObject({ passed: true, score: 90 });
    expect(rules(verdict)).toEqual(['出库时未开左转向灯']);
  });

  it('fails a tyre on the lane edge while driving, naming the tyre and the line', () => {
    // The whole drive 60 cm closer to the lane's far edge: the left tyres run over it.
    const verdict = judgeParallelParking(car, bay, indicating(followPath(shifted(reference, 0, 0.6), 0.75)), 90);
    expect(verdict.passed).toBe(false);
    expect(verdict.faults[0]).toMatchObject({ rule: '行驶中车轮轧道路边线', detail: '左前轮压车道边线' });
  });

  it('fails parking short of the bay and a stop of more than 2 s in the lane', () => {
    // 90 cm short of the bay's depth, all the way: a wheel on the lane edge on the way, and not in at the stop.
    const short = indicating(followPath(shifted(reference, 0, 0.9), 0.75));
    expect(rules(judgeParallelParking(car, bay, short, 90))).toEqual(['行驶中车轮轧道路边线', '车辆未停入库内']);
    const samples = indicating(followPath(reference, 0.75));
    const at = samples.findIndex((s) => s.speed > 0) + 20;
    const stalled = [
      ...samples.slice(0, at),
      ...Array.from({ length: 2 * TICKS_PER_SECOND + 1 }, () => ({ ...(samples[at] as Sample), speed: 0 })),
      ...samples.slice(at),
    ].map((s, t) => ({ ...s, t }));
    expect(rules(judgeParallelParking(car, bay, stalled, 90))).toEqual(['中途停车']);
  });
});

describe('直角转弯 and 曲线行驶', () => {
  const withIndicator = (samples: Sample[]) => samples.map((s): Sample => ({ ...s, indicator: 'left' }));

  it('pass along the reference lines', () => {
    expect(judgeRightAngleTurn(car, corner, withIndicator(followPath(itemShape(corner, car).path, 1.5)))).toMatchObject(
      {
        passed: true,
        score: 100,
      },
    );
    expect(judgeCurve(car, bend, followPath(itemShape(bend, car).path, 1.5))).toMatchObject({
      passed: true,
      faults: [],
    });
  });

  it('takes 10 points for a turn without the indicator', () => {
    const verdict = judgeRightAngleTurn(car, corner, followPath(itemShape(corner, car).path, 1.5));
    expect(verdict).toMatchObject({ passed: true, score: 90 });
    expect(rules(verdict)).toEqual(['转弯前未开转向灯']);
  });

  it('fail a tyre on an edge line, naming it', () => {
    // 80 cm to the right on the first leg: the right tyres run on the outer edge.
    const wide = withIndicator(followPath(shifted(itemShape(corner, car).path, 0, -0.8), 1.5));
    expect(judgeRightAngleTurn(car, corner, wide).faults[0]).toMatchObject({
      rule: '车轮轧道路边线',
      detail: '右前轮压外侧道路边线',
    });
    const off = followPath(shifted(itemShape(bend, car).path, 0, 1.5), 1.5);
    expect(rules(judgeCurve(car, bend, off))).toEqual(['车轮轧道路边线']);
  });
});
