import { describe, expect, it } from 'vitest';
import { type Action, ALL_OFF, apply, type Control, EXPECTATIONS as E, judge, type LightState } from './judge';

/** Actions 700 ms apart, starting 600 ms after the voice ended. */
const acts = (...controls: Control[]): Action[] => controls.map((control, i) => ({ t: 600 + i * 700, control }));
const LOW: LightState = { ...ALL_OFF, headlight: 'low' };
const HIGH: LightState = { ...LOW, high: true };

describe('the lights', () => {
  it('light high beam only with the headlight switch on low, and lose it when the switch leaves low', () => {
    expect(apply({ ...ALL_OFF, headlight: 'position' }, 'high').high).toBe(false);
    expect(apply(LOW, 'high').high).toBe(true);
    expect(apply(HIGH, 'headlight:position')).toMatchObject({ headlight: 'position', high: false });
    expect(apply(HIGH, 'headlight:off').high).toBe(false);
    expect(apply(LOW, 'flash')).toEqual(LOW);
  });
});

describe('each instruction of the exam', () => {
  it('opening: the headlights on low', () => {
    expect(judge(ALL_OFF, E.low, acts('headlight:low'))).toEqual({
      passed: true,
      fault: null,
      state: LOW,
      reactionMs: 600,
    });
    expect(judge(ALL_OFF, E.low, acts('headlight:position')).fault).toBe('wrong_state');
  });

  it('an unlit road: high beam; a lit road, meeting a car, a narrow bridge, following, a crossing: low beam', () => {
    expect(judge(LOW, E.high, acts('high')).passed).toBe(true);
    expect(judge(HIGH, E.low, acts('high')).passed).toBe(true);
    // Keeping high beam while meeting a car fails; so does flashing instead of dipping.
    expect(judge(HIGH, E.low, []).fault).toBe('timeout');
    expect(judge(HIGH, E.low, acts('flash')).fault).toBe('wrong_state');
  });

  it('lights already right need no action: low beam kept for the next low-beam instruction passes', () => {
    expect(judge(LOW, E.low, [])).toMatchObject({ passed: true, reactionMs: null });
  });

  it('curves, slopes, arched bridges, crossings without signals: high and low alternated twice, ending on low', () => {
    expect(judge(LOW, E.alternate, acts('flash', 'flash')).passed).toBe(true);
    expect(judge(LOW, E.alternate, acts('high', 'high', 'high', 'high')).passed).toBe(true);
    expect(judge(LOW, E.alternate, acts('flash')).fault).toBe('too_few_alternations');
    // Ending on high beam.
    expect(judge(LOW, E.alternate, acts('flash', 'flash', 'high')).fault).toBe('wrong_state');
    // Turning off a high beam left on from before is not an alternation.
    expect(judge(HIGH, E.alternate, acts('high', 'flash')).fault).toBe('too_few_alternations');
  });

  it('overtaking: the left indicator first, then the beams alternated', () => {
    expect(judge(LOW, E.overtake, acts('indicator:left', 'flash', 'flash')).passed).toBe(true);
    expect(judge(LOW, E.overtake, acts('flash', 'flash', 'indicator:left')).fault).toBe('no_indicator_first');
    expect(judge(LOW, E.overtake, acts('indicator:left', 'flash')).fault).toBe('too_few_alternations');
    // A field that wants the right indicator after.
    const back = acts('indicator:left', 'flash', 'flash', 'indicator:right');
    expect(judge(LOW, E.overtakeThenRight, back).passed).toBe(true);
    expect(judge(LOW, E.overtake, back).fault).toBe('wrong_state');
  });

  it('stopping at the roadside, and a breakdown: position lights and hazards (or low beam and hazards where the field says so)', () => {
    expect(judge(LOW, E.parkHazards, acts('headlight:position', 'hazard')).passed).toBe(true);
    expect(judge(LOW, E.parkHazards, acts('headlight:position')).fault).toBe('wrong_state');
    expect(judge(LOW, E.lowHazards, acts('hazard')).passed).toBe(true);
    expect(judge(LOW, E.lowHazards, acts('headlight:position', 'hazard')).fault).toBe('wrong_state');
  });

  it('fog: front and rear fog lights and hazards, headlights on low', () => {
    expect(judge(LOW, E.fog, acts('fog:front', 'fog:rear', 'hazard')).passed).toBe(true);
    expect(judge(LOW, E.fog, acts('fog:front', 'hazard')).fault).toBe('wrong_state');
  });

  it('closing: everything off', () => {
    const fogged: LightState = { ...LOW, hazard: true, fogFront: true, fogRear: true };
    expect(judge(fogged, E.allOff, acts('fog:front', 'fog:rear', 'hazard', 'headlight:off')).passed).toBe(true);
    expect(judge(fogged, E.allOff, acts('headlight:off')).fault).toBe('wrong_state');
  });
});

describe('timing', () => {
  it('fails an action taken while the instruction was still being read, even a right one', () => {
    expect(judge(ALL_OFF, E.low, [{ t: -120, control: 'headlight:low' }])).toMatchObject({
      passed: false,
      fault: 'early',
    });
  });

  it('allows 5 seconds after the voice ends: an action at 4,999 ms counts, one at exactly 5,000 ms is too late', () => {
    expect(judge(LOW, E.high, [{ t: 4999, control: 'high' }])).toMatchObject({ passed: true, reactionMs: 4999 });
    expect(judge(LOW, E.high, [{ t: 5000, control: 'high' }])).toMatchObject({ passed: false, fault: 'timeout' });
    // Half done in time, the rest late.
    const late: Action[] = [
      { t: 1000, control: 'headlight:position' },
      { t: 5200, control: 'hazard' },
    ];
    expect(judge(LOW, E.parkHazards, late).fault).toBe('timeout');
  });

  it('replays actions in time order, however they arrive', () => {
    const shuffled: Action[] = [
      { t: 2000, control: 'flash' },
      { t: 300, control: 'indicator:left' },
      { t: 1200, control: 'flash' },
    ];
    expect(judge(LOW, E.overtake, shuffled)).toMatchObject({ passed: true, reactionMs: 2000 });
  });
});
