import { describe, expect, it } from 'vitest';
import { type Action, ALL_OFF, EXPECTATIONS, judge, type LightState } from './judge';
import { operationsFor } from './operations';

/** A candidate who knows the rules: each instruction's operations, 400 ms apart, after the voice. */
function perfectRun(start: LightState, expect: keyof typeof EXPECTATIONS) {
  const actions: Action[] = operationsFor(start, EXPECTATIONS[expect]).map((control, i) => ({
    t: 500 + i * 400,
    control,
  }));
  return judge(start, EXPECTATIONS[expect], actions);
}

describe('the operations an instruction asks for', () => {
  it('get from the lights any instruction leaves to what any other asks, and pass its judgement', () => {
    const keys = Object.keys(EXPECTATIONS) as (keyof typeof EXPECTATIONS)[];
    for (const from of keys) {
      const start = perfectRun(ALL_OFF, 'low').state;
      const there = perfectRun(start, from).state;
      for (const to of keys) {
        expect(perfectRun(there, to), `${from} → ${to}`).toMatchObject({ passed: true });
      }
    }
  });

  it('are nothing when the lights are already right', () => {
    expect(operationsFor({ ...ALL_OFF, headlight: 'low' }, EXPECTATIONS.low)).toEqual([]);
  });

  it('signal left before alternating the beams when overtaking', () => {
    expect(operationsFor({ ...ALL_OFF, headlight: 'low' }, EXPECTATIONS.overtake)).toEqual([
      'indicator:left',
      'flash',
      'flash',
    ]);
  });
});
