import type { Scene } from '../scene';

/** How the road moves in a situation. */
export interface SceneMotion {
  /** Forward speed, m/s. */
  speed: number;
  /** How much the road bends ahead (−1 left … 1 right). */
  curve: number;
  /** Our car's place across the road: 0 our lane, −1 the other lane, 1 the kerb. */
  lane: number;
  fog: number;
  streetLights: boolean;
}

export const MOTION: Record<Scene, SceneMotion> = {
  start: { speed: 0, curve: 0, lane: 0.6, fog: 0, streetLights: true },
  dark: { speed: 16, curve: 0.15, lane: 0, fog: 0, streetLights: false },
  lit: { speed: 14, curve: 0, lane: 0, fog: 0, streetLights: true },
  oncoming: { speed: 12, curve: 0, lane: 0, fog: 0, streetLights: false },
  following: { speed: 10, curve: 0, lane: 0, fog: 0, streetLights: false },
  signalCrossing: { speed: 9, curve: 0, lane: 0, fog: 0, streetLights: true },
  crossing: { speed: 8, curve: 0.7, lane: 0, fog: 0, streetLights: false },
  overtake: { speed: 18, curve: 0, lane: -0.9, fog: 0, streetLights: false },
  stop: { speed: 0, curve: 0, lane: 0.8, fog: 0, streetLights: false },
  breakdown: { speed: 0, curve: 0, lane: 0.2, fog: 0, streetLights: false },
  fog: { speed: 7, curve: 0, lane: 0, fog: 0.82, streetLights: false },
  end: { speed: 0, curve: 0, lane: 0.8, fog: 0, streetLights: false },
};

/** Moves `motion` a step of `dt` seconds towards `target`, so one situation flows into the next. */
export function easeMotion(motion: SceneMotion, target: SceneMotion, dt: number): void {
  const ease = 1 - Math.exp(-dt * 1.5);
  for (const key of ['speed', 'curve', 'lane', 'fog'] as const) motion[key] += (target[key] - motion[key]) * ease;
  motion.streetLights = target.streetLights;
}
