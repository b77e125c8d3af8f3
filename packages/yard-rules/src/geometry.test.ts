import type { YardDims } from '@xueche/contract';
import { describe, expect, it } from 'vitest';
import { carProportions, itemShape, type Pose, toYard } from './geometry';
import { bodyOf } from './shapes';

/** A C1 car and the sizes the standard's formulas give (docs/domain.md#subject-two-the-yards-five-items). */
const car = carProportions(4.47, 1.71);
const dims = {
  reverse_parking: {
    key: 'reverse_parking',
    garage_width: 1.71 + 0.6,
    garage_length: 4.47 + 0.7,
    lane_width: 1.5 * 4.47,
  },
  parallel_parking: {
    key: 'parallel_parking',
    bay_length: 1.5 * 4.47 + 1,
    bay_width: 1.71 + 0.8,
    lane_width: 1.5 * 1.71 + 0.8,
  },
  hill_start: { key: 'hill_start', slope_pct: 10, slope_length: 12, road_width: 3.5, stop_line: 8 },
  right_angle_turn: { key: 'right_angle_turn', road_width: 3.5, leg_length: 12 },
  curve: { key: 'curve', road_width: 3.5, radius: 7.5 },
} satisfies Record<YardDims['key'], YardDims>;

const corners = (p: Pose) => bodyOf(car, p);

/** Where the car stands longest without moving: where a manoeuvre's parked pose is, by its stop. */
const stopOf = (path: Pose[]) => {
  const moving = path.findIndex((p, i) => i > 0 && (path[i - 1] as Pose).reverse && !p.reverse);
  return path[moving - 1] as Pose;
};

describe('the yard items built to the rules', () => {
  it('reverse parking: the reference car ends fully inside the garage, clear of its lines', () => {
    const shape = itemShape(dims.reverse_parking, car);
    const parked = stopOf(shape.path);
    for (const [x, y] of corners(parked)) {
      expect(Math.abs(x)).toBeLessThan(dims.reverse_parking.garage_width / 2);
      expect(y).toBeLessThan(0);
      expect(y).toBeGreaterThan(-dims.reverse_parking.garage_length);
    }
    // It starts and ends in the lane, facing along it.
    expect(shape.path[0]?.y).toBeLessThan(dims.reverse_parking.lane_width);
    expect(Math.abs(Math.cos(shape.path.at(-1)?.heading ?? 0))).toBeCloseTo(1);
  });

  it('parallel parking: in the bay after the S, parallel to it, and out into the lane again', () => {
    const shape = itemShape(dims.parallel_parking, car);
    const parked = stopOf(shape.path);
    expect(Math.sin(parked.heading)).toBeCloseTo(0);
    for (const [x, y] of corners(parked)) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(dims.parallel_parking.bay_length);
      expect(y).toBeLessThan(0);
      expect(y).toBeGreaterThan(-dims.parallel_parking.bay_width);
    }
    const end = shape.path.at(-1) as Pose;
    expect(end.y).toBeGreaterThan(0);
    expect(end.y).toBeLessThan(dims.parallel_parking.lane_width);
  });

  it('hill start: the car waits with its front bumper on the stop line, up the slope', () => {
    const shape = itemShape(dims.hill_start, car);
    const waits = shape.path.filter((p, i) => i > 0 && p.x === (shape.path[i - 1] as Pose).x);
    const front = (waits[0]?.x ?? 0) + car.wheelbase + car.front;
    expect(front).toBeGreaterThan(dims.hill_start.stop_line - 0.3);
    expect(front).toBeLessThan(dims.hill_start.stop_line + 0.3);
    expect(waits[0]?.z).toBeGreaterThan(0);
  });

  it('right-angle turn and curve: the car stays on the road all the way', () => {
    const angle = itemShape(dims.right_angle_turn, car);
    const h = dims.right_angle_turn.road_width / 2;
    for (const p of angle.path) {
      for (const [x, y] of corners(p)) {
        const onFirstLeg = y >= -h - 0.01 && y <= h + 0.01 && x <= h + 0.01;
        const onSecondLeg = x >= -h - 0.01 && x <= h + 0.01 && y >= -h - 0.01;
        expect(onFirstLeg || onSecondLeg, `${x.toFixed(2)},${y.toFixed(2)}`).toBe(true);
      }
    }
    const s = itemShape(dims.curve, car);
    const { radius: r, road_width: w } = dims.curve;
    for (const p of s.path.filter((p) => p.x !== 0 || p.y > 0.01)) {
      if (p.y < 0.01 || p.y > 4 * r - 0.01) continue; // the straight bits before and after
      const centreY = p.y <= 2 * r ? r : 3 * r;
      const off = Math.hypot(p.x, p.y - centreY);
      expect(Math.abs(off - r)).toBeLessThan(w / 2 - car.width / 2);
    }
  });

  it('places an item on the plan by its heading: 90° keeps its +x pointing east', () => {
    expect(toYard({ x: 10, y: 20, heading: 90 }, [1, 0])).toEqual([11, 20]);
    const north = toYard({ x: 10, y: 20, heading: 0 }, [1, 0]);
    expect(north[0]).toBeCloseTo(10);
    expect(north[1]).toBeCloseTo(21);
  });
});
