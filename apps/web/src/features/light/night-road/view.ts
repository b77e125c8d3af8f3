import type { SceneMotion } from './motion';

/** The driver's eyes: metres above the road, and how far right of the centre line in our lane (a lane is 3.5 m). */
export const EYE_HEIGHT = 1.2;
/** The farthest road drawn, in metres; beyond it the road is a point on the horizon. */
export const FAR = 220;

/**
 * A pinhole camera at the driver's eyes, looking straight down the road: a point `d` metres ahead and
 * `x` metres across lands `focal / d` pixels per metre from the vanishing point, across and down alike,
 * so every line along the road (both edges, the centre line) runs to the same point on the horizon. The
 * bottom of the picture is where the bonnet hides the road (`near`).
 */
export class View {
  readonly horizon: number;
  /** Pixels a metre spans 1 m ahead (a lens of about 60° across). */
  readonly focal: number;
  /** The nearest road in the picture, in metres. */
  readonly near: number;
  constructor(
    readonly width: number,
    readonly height: number,
    readonly motion: SceneMotion,
  ) {
    this.horizon = height * 0.42;
    this.focal = width * 0.85;
    this.near = (this.focal * EYE_HEIGHT) / (height - this.horizon);
  }
  /** Pixels per metre at `d` metres ahead. */
  scale(d: number): number {
    return this.focal / Math.max(d, this.near);
  }
  y(d: number): number {
    return this.horizon + EYE_HEIGHT * this.scale(d);
  }
  /** `x` metres right of the road's centre line; our eyes sit in the middle of our lane (or the scene's place). */
  x(d: number, x: number): number {
    const eyes = 1.75 + this.motion.lane * 1.75;
    // A bend of radius ~80 m at full curve: the road drifts sideways by d²/2R, seen at `d`.
    const bend = (this.motion.curve * Math.max(d, this.near) ** 2) / 160;
    return this.width / 2 + (x - eyes + bend) * this.scale(d);
  }
}

/** Distances from the bottom of the picture to the horizon, closer together near the car where they matter. */
export function along(v: View): number[] {
  const out: number[] = [];
  for (let d = v.near; d < FAR; d *= 1.08) out.push(d);
  out.push(FAR);
  return out;
}
