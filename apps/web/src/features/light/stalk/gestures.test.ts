import type { LightExpect } from '@xueche/contract';
import {
  ALL_OFF,
  apply,
  type Control,
  EXPECTATIONS,
  exerciseStart,
  judge,
  type LightState,
  operationsFor,
} from '@xueche/light-rules';
import { describe, expect, it } from 'vitest';
import { controlsOf, controlsOfAll, type Gesture, gestureOfDrag } from './gestures';

const push: Gesture = { kind: 'push' };
const pull: Gesture = { kind: 'pull' };
const turn = (steps: number): Gesture => ({ kind: 'turn', steps });
const flick = (steps: number): Gesture => ({ kind: 'flick', steps });
const hazard: Gesture = { kind: 'hazard' };
const fog = (which: 'front' | 'rear'): Gesture => ({ kind: 'fog', which });

/**
 * What a candidate does on the combination switch for each kind of instruction, from the situation an exercise
 * starts it in (the opening from dark), written from the instruction table (docs/domain.md), not from the app.
 */
const ON_THE_STALK: { expect: LightExpect; opening?: boolean; gestures: Gesture[] }[] = [
  { expect: 'low', opening: true, gestures: [turn(2)] },
  { expect: 'low', gestures: [pull] },
  { expect: 'high', gestures: [push] },
  { expect: 'alternate', gestures: [pull, pull] },
  { expect: 'overtake', gestures: [flick(-1), pull, pull] },
  { expect: 'overtakeThenRight', gestures: [flick(-1), pull, pull, flick(2)] },
  { expect: 'parkHazards', gestures: [turn(-1), hazard] },
  { expect: 'lowHazards', gestures: [hazard] },
  { expect: 'fog', gestures: [hazard, fog('front'), fog('rear')] },
  { expect: 'allOff', gestures: [turn(-2), hazard] },
];

/** Half a second apart, inside the window. */
const timed = (controls: Control[]) => controls.map((control, i) => ({ t: 500 * (i + 1), control }));

describe('the stalk and the buttons', () => {
  it('covers every kind of instruction', () => {
    expect(new Set(ON_THE_STALK.map((s) => s.expect))).toEqual(new Set(Object.keys(EXPECTATIONS)));
  });

  for (const { expect: kind, opening = false, gestures } of ON_THE_STALK) {
    it(`give the judge the same operations and verdict: ${kind}${opening ? ' (opening)' : ''}`, () => {
      const start = exerciseStart(kind, opening);
      // The buttons: one press per control, the right ones from these lights.
      const buttons = operationsFor(start, EXPECTATIONS[kind]);
      const stalk = controlsOfAll(start, gestures);
      expect(stalk).toEqual(buttons);
      const byStalk = judge(start, EXPECTATIONS[kind], timed(stalk));
      expect(byStalk).toEqual(judge(start, EXPECTATIONS[kind], timed(buttons)));
      expect(byStalk.passed).toBe(true);
    });
  }

  it('reach every button’s control that changes the lights, from any lights, in one gesture', () => {
    const states: LightState[] = [];
    for (const headlight of ['off', 'position', 'low'] as const)
      for (const high of [false, true])
        for (const indicator of ['off', 'left', 'right'] as const)
          for (const hazard of [false, true])
            for (const fogFront of [false, true])
              for (const fogRear of [false, true]) {
                if (high && headlight !== 'low') continue; // the judge never leaves high beam on without low
                states.push({ headlight, high, indicator, hazard, fogFront, fogRear });
              }
    const controls: Control[] = [
      'headlight:off',
      'headlight:position',
      'headlight:low',
      'high',
      'flash',
      'indicator:left',
      'indicator:off',
      'indicator:right',
      'hazard',
      'fog:front',
      'fog:rear',
    ];
    const gestures: Gesture[] = [
      turn(-2),
      turn(-1),
      turn(1),
      turn(2),
      push,
      pull,
      flick(-2),
      flick(-1),
      flick(1),
      flick(2),
      hazard,
      fog('front'),
      fog('rear'),
    ];
    let checked = 0;
    for (const lights of states)
      for (const control of controls) {
        const changes = JSON.stringify(apply(lights, control)) !== JSON.stringify(lights);
        const flashes = control === 'flash' && !lights.high;
        if (!changes && !flashes) continue;
        const found = gestures.find((g) => JSON.stringify(controlsOf(lights, g)) === JSON.stringify([control]));
        expect(found, `${control} from ${JSON.stringify(lights)}`).toBeDefined();
        checked++;
      }
    expect(checked).toBeGreaterThan(500);
  });

  it('the switch moves no further than its notches', () => {
    expect(controlsOf(ALL_OFF, turn(-1))).toEqual([]);
    expect(controlsOf({ ...ALL_OFF, headlight: 'low' }, turn(5))).toEqual([]);
    expect(controlsOf({ ...ALL_OFF, headlight: 'low', high: true }, push)).toEqual([]);
    expect(controlsOf({ ...ALL_OFF, indicator: 'right' }, flick(1))).toEqual([]);
    // Pulled from high beam it comes back to the middle: high beam off, no flash.
    expect(controlsOf({ ...ALL_OFF, headlight: 'low', high: true }, pull)).toEqual(['high']);
    // From left, up one notch is the middle; all the way up is the right indicator.
    expect(controlsOf({ ...ALL_OFF, indicator: 'left' }, flick(1))).toEqual(['indicator:off']);
    expect(controlsOf({ ...ALL_OFF, indicator: 'left' }, flick(2))).toEqual(['indicator:right']);
  });
});

describe('a drag on the drawn switch', () => {
  it('reads along the stalk as push or pull, across it as a turn of the ring or a flick of the stalk', () => {
    expect(gestureOfDrag('stalk', 60, 10)).toEqual(push);
    expect(gestureOfDrag('ring', -60, -5)).toEqual(pull);
    expect(gestureOfDrag('stalk', 0, -40)).toEqual(flick(1));
    expect(gestureOfDrag('stalk', 5, 20)).toEqual(flick(-1));
    expect(gestureOfDrag('stalk', 0, -80)).toEqual(flick(2));
    expect(gestureOfDrag('ring', 0, -72)).toEqual(turn(2));
    expect(gestureOfDrag('ring', 3, 40)).toEqual(turn(-1));
  });

  it('ignores a touch that hardly moved', () => {
    expect(gestureOfDrag('stalk', 5, 6)).toBeNull();
    expect(gestureOfDrag('ring', 0, 0)).toBeNull();
  });
});
