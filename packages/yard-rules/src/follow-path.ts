import { type Sample, TICKS_PER_SECOND } from './drive';
import type { Pose } from './geometry';

/**
 * A drive's samples that follow a path of poses at a steady speed, standing still for `pauseS` seconds where
 * the direction changes and where the path repeats a pose. For scripted drives: the reference path, and
 * the tests' drives built from the field's measurements.
 */
export function followPath(path: Pose[], speed: number, pauseS = 1): Sample[] {
  const perTick = speed / TICKS_PER_SECOND;
  const pause = Math.round(pauseS * TICKS_PER_SECOND);
  const first = path[0] as Pose;
  const out: Sample[] = [];
  let t = 0;
  const push = (p: Pose, v: number) =>
    out.push({
      t: t++,
      x: p.x,
      y: p.y,
      heading: p.heading,
      speed: v,
      steer: 0,
      gear: p.reverse ? 'R' : 'D',
      indicator: 'off',
    });
  push(first, 0);
  let carry = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Pose;
    const b = path[i] as Pose;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0 || a.reverse !== b.reverse) {
      for (let k = 0; k < pause; k++) push(a, 0);
      if (len === 0) continue;
    }
    const v = b.reverse ? -speed : speed;
    let d = perTick - carry;
    while (d <= len) {
      const f = d / len;
      push(
        {
          x: a.x + (b.x - a.x) * f,
          y: a.y + (b.y - a.y) * f,
          heading: a.heading + (b.heading - a.heading) * f,
          z: 0,
          reverse: b.reverse,
        },
        v,
      );
      d += perTick;
    }
    carry = len - (d - perTick);
  }
  // It ends standing at the last pose exactly.
  for (let k = 0; k < Math.max(1, pause); k++) push(path[path.length - 1] as Pose, 0);
  return out;
}
