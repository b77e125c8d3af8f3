import { apply as applyControl, type Control, type Headlight, type LightState } from '@xueche/light-rules';

/**
 * The combination switch's gestures and the controls they make: the same `Control`s the buttons send, so
 * the judge in @xueche/light-rules cannot tell which the student used. Pure, and tested against the buttons.
 */
export type Gesture =
  /** The end ring turned by this many notches: + towards 近光, − towards 关. */
  | { kind: 'turn'; steps: number }
  /** The stalk pushed away from the driver: high beam, which stays. */
  | { kind: 'push' }
  /** The stalk pulled towards the driver: from high beam back to low; otherwise a flash, springing back. */
  | { kind: 'pull' }
  /** The stalk moved up (+, towards the right indicator) or down (−, towards the left) by notches. */
  | { kind: 'flick'; steps: number }
  | { kind: 'hazard' }
  | { kind: 'fog'; which: 'front' | 'rear' };

/** The ring's notches, in the order it turns. */
export const RING: readonly Headlight[] = ['off', 'position', 'low'];
/** The stalk's vertical notches, bottom to top. */
const LEVER: readonly LightState['indicator'][] = ['left', 'off', 'right'];

const clamp = (n: number, max: number) => Math.max(0, Math.min(max, n));

/** The controls one gesture makes from these lights (none when the switch is already there). */
export function controlsOf(lights: LightState, gesture: Gesture): Control[] {
  switch (gesture.kind) {
    case 'turn': {
      const to = RING[clamp(RING.indexOf(lights.headlight) + gesture.steps, RING.length - 1)] as Headlight;
      return to === lights.headlight ? [] : [`headlight:${to}`];
    }
    case 'push':
      // Pushed already (high beam on): the stalk goes no further.
      return lights.high ? [] : ['high'];
    case 'pull':
      // From the pushed notch the pull brings it back (high beam off); from the middle it springs back: a flash.
      return lights.high ? ['high'] : ['flash'];
    case 'flick': {
      // One movement to where the stalk ends: down-to-up in one sweep is the right indicator, as the button.
      const to = LEVER[clamp(LEVER.indexOf(lights.indicator) + gesture.steps, LEVER.length - 1)];
      return to === undefined || to === lights.indicator ? [] : [`indicator:${to}`];
    }
    case 'hazard':
      return ['hazard'];
    case 'fog':
      return [`fog:${gesture.which}`];
  }
}

/** A drag on the ring or the stalk, in screen pixels, as a gesture; null when it was too short to mean one. */
export function gestureOfDrag(part: 'ring' | 'stalk', dx: number, dy: number): Gesture | null {
  const NOTCH = 36;
  const MIN = 14;
  const along = Math.abs(dx) >= Math.abs(dy);
  const distance = along ? Math.abs(dx) : Math.abs(dy);
  if (distance < MIN) return null;
  // Along the stalk (drawn from the column on the right): towards the column is away from the driver.
  if (along) return dx > 0 ? { kind: 'push' } : { kind: 'pull' };
  const steps = Math.max(1, Math.round(distance / NOTCH)) * (dy < 0 ? 1 : -1);
  // The ring turns like a picker wheel (swiping up brings the next notch); the stalk moves up or down.
  return part === 'ring' ? { kind: 'turn', steps } : { kind: 'flick', steps };
}

/** The controls of gestures made one after another from `start`. */
export function controlsOfAll(start: LightState, gestures: readonly Gesture[]): Control[] {
  return gestures.reduce<{ lights: LightState; controls: Control[] }>(
    (acc, gesture) => {
      const made = controlsOf(acc.lights, gesture);
      return { lights: made.reduce(applyControl, acc.lights), controls: [...acc.controls, ...made] };
    },
    { lights: start, controls: [] },
  ).controls;
}
