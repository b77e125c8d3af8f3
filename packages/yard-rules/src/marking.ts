import { type Sample, STILL, TICKS_PER_SECOND } from './drive';
import { type Car, LINE_WIDTH, type Line, type Vec } from './geometry';
import { touches, wheelsOf } from './shapes';
import { type Fault, fail } from './verdict';

export { fail };

/** A stop longer than this where the item does not call for one is 中途停车. */
export const MIDWAY_STOP_TICKS = 2 * TICKS_PER_SECOND;

/** The faults of one item, each rule marked once, at its first occurrence. */
export function faultList() {
  const faults: Fault[] = [];
  return {
    faults,
    add(f: Fault) {
      if (!faults.some((g) => g.rule === f.rule)) faults.push(f);
    },
  };
}

/** Counts how long the car has stood still; `over` is true on the tick a stop passes the midway limit. */
export function stopWatch() {
  let since: number | null = null;
  return (s: Sample) => {
    if (Math.abs(s.speed) >= STILL) since = null;
    else since ??= s.t;
    return since !== null && s.t - since === MIDWAY_STOP_TICKS;
  };
}

/** The first tyre on the paint of one of the lines, named as "右前轮压库底线", or null. */
export function wheelOnLine(car: Car, s: Sample, lines: Line[]): string | null {
  for (const wheel of wheelsOf(car, s))
    for (const line of lines) if (touches(wheel.outline, line.points, LINE_WIDTH)) return `${wheel.name}压${line.name}`;
  return null;
}

/** Whether every point is inside an axis-aligned box, clear of its painted edges. */
export const withinBox = (points: Vec[], [x0, y0, x1, y1]: [number, number, number, number]) =>
  points.every(
    ([x, y]) =>
      x > x0 + LINE_WIDTH / 2 && x < x1 - LINE_WIDTH / 2 && y > y0 + LINE_WIDTH / 2 && y < y1 - LINE_WIDTH / 2,
  );
