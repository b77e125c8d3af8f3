import { coachedReverseParking, drive, startOf } from '@xueche/yard-rules';
import { describe, expect, it } from 'vitest';
import { pointPlaces, reachedPoint } from './reference-points';
import { car, garage } from './test-fixtures';

const points = [
  { at: 0.12, cue: '右后视镜下沿与库角线重合', action: '方向盘向右打满，慢慢倒车' },
  { at: 0.33, cue: '左后视镜看到左库角，车身与库边线平行', action: '方向盘回正，继续倒车' },
  { at: 0.75, cue: '车头盖过对面控制线', action: '方向盘向左打满出库' },
];

describe("a coach's reference points while driving", () => {
  it('comes up in order as a coached reverse park passes each spot, going its way', () => {
    const item = { ...garage, points };
    const places = pointPlaces(car, item);
    expect(places.map((p) => p.reverse)).toEqual([true, true, false]);
    const script = coachedReverseParking(car, garage.dims);
    let next = 0;
    const reachedAt: number[] = [];
    for (const s of drive(car, startOf(car, garage.dims), script.events, script.ticks)) {
      if (reachedPoint(places, next, s) !== null) {
        reachedAt.push(s.t);
        next++;
      }
    }
    expect(reachedAt).toHaveLength(3);
    expect([...reachedAt].sort((a, b) => a - b)).toEqual(reachedAt);
  });

  it('does not fire for a car standing on the spot or going the other way', () => {
    const [first] = pointPlaces(car, { ...garage, points });
    if (!first) throw new Error('no point');
    const at = { t: 1, x: first.x, y: first.y, heading: 0, steer: 0, gear: 'R' as const, indicator: 'off' as const };
    expect(reachedPoint([first], 0, { ...at, speed: -0.5 })).toBe(0);
    expect(reachedPoint([first], 0, { ...at, speed: 0 })).toBeNull();
    expect(reachedPoint([first], 0, { ...at, speed: 0.5 })).toBeNull();
  });
});
