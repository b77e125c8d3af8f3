import type { Car, Vec } from './geometry';
import { cos, sin } from './trig';

/** Where the car is: its rear axle's middle and which way it faces (radians, 0 = +x, counter-clockwise). */
export interface Place {
  x: number;
  y: number;
  heading: number;
}

/** A point `along` the car from the rear axle and `across` it (+ to the left), on the ground. */
function carPoint(p: Place, along: number, across: number): Vec {
  const c = cos(p.heading);
  const s = sin(p.heading);
  return [p.x + along * c - across * s, p.y + along * s + across * c];
}

/** The body's outline seen from above: rear left, rear right, front right, front left. */
export function bodyOf(car: Car, p: Place): Vec[] {
  const w = car.width / 2;
  const front = car.wheelbase + car.front;
  return [carPoint(p, -car.rear, w), carPoint(p, -car.rear, -w), carPoint(p, front, -w), carPoint(p, front, w)];
}

const TYRE_LENGTH = 0.6;
const TYRE_WIDTH = 0.2;

export type WheelName = '左前轮' | '右前轮' | '左后轮' | '右后轮';

/** Each tyre's footprint on the ground, named. */
export function wheelsOf(car: Car, p: Place): { name: WheelName; outline: Vec[] }[] {
  const tyre = (along: number, across: number): Vec[] => [
    carPoint(p, along - TYRE_LENGTH / 2, across + TYRE_WIDTH / 2),
    carPoint(p, along - TYRE_LENGTH / 2, across - TYRE_WIDTH / 2),
    carPoint(p, along + TYRE_LENGTH / 2, across - TYRE_WIDTH / 2),
    carPoint(p, along + TYRE_LENGTH / 2, across + TYRE_WIDTH / 2),
  ];
  const t = car.track / 2;
  return [
    { name: '左前轮', outline: tyre(car.wheelbase, t) },
    { name: '右前轮', outline: tyre(car.wheelbase, -t) },
    { name: '左后轮', outline: tyre(0, t) },
    { name: '右后轮', outline: tyre(0, -t) },
  ];
}

/** The front bumper's middle. */
export const bumperOf = (car: Car, p: Place): Vec => carPoint(p, car.wheelbase + car.front, 0);

const cross = (o: Vec, a: Vec, b: Vec) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function segmentsCross(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

function pointSegment(p: Vec, a: Vec, b: Vec): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return Math.sqrt(x * x + y * y);
}

/** Whether a point lies inside a convex outline (either winding). */
export function inside(point: Vec, outline: Vec[]): boolean {
  let sign = 0;
  for (let i = 0; i < outline.length; i++) {
    const c = cross(outline[i] as Vec, outline[(i + 1) % outline.length] as Vec, point);
    if (c === 0) continue;
    if (sign === 0) sign = Math.sign(c);
    else if (Math.sign(c) !== sign) return false;
  }
  return true;
}

/** How far a convex outline is from a segment (0 where they touch or cross). */
export function distanceToSegment(outline: Vec[], a: Vec, b: Vec): number {
  if (inside(a, outline) || inside(b, outline)) return 0;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < outline.length; i++) {
    const p = outline[i] as Vec;
    const q = outline[(i + 1) % outline.length] as Vec;
    if (segmentsCross(p, q, a, b)) return 0;
    best = Math.min(best, pointSegment(p, a, b), pointSegment(a, p, q), pointSegment(b, p, q));
  }
  return best;
}

/** Whether an outline touches a painted polyline of width `width`. */
export function touches(outline: Vec[], points: Vec[], width: number): boolean {
  for (let i = 0; i < points.length - 1; i++)
    if (distanceToSegment(outline, points[i] as Vec, points[i + 1] as Vec) < width / 2) return true;
  return false;
}
