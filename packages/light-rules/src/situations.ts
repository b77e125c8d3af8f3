import type { LightExpect, LightStateView } from '@xueche/contract';
import { ALL_OFF, EXPECTATIONS, type LightState } from './judge';
import { operationsFor } from './operations';

const LOW: LightState = { ...ALL_OFF, headlight: 'low' };
const HIGH: LightState = { ...LOW, high: true };

/**
 * The situation an exercise puts the candidate in for each kind of instruction: lights that ask for an
 * action, the way the road would find them. Dipping the beam is practised from high beam (the opening
 * excepted: it switches the headlights on from dark), everything done on low beam from low, switching
 * all off from low beam with the hazards flashing.
 */
const PREFERRED: Record<LightExpect, LightState> = {
  low: HIGH,
  high: LOW,
  alternate: LOW,
  overtake: LOW,
  overtakeThenRight: LOW,
  parkHazards: LOW,
  lowHazards: LOW,
  fog: LOW,
  allOff: { ...LOW, hazard: true },
};

/**
 * The lights an exercise item starts from: never lights that already do what it asks (an exercise with
 * nothing to do teaches nothing). An operator's set may put any expectation first or last, so the
 * preferred start is checked, with fall-backs. Also where an explanation starts when the lights a miss
 * began with were not kept.
 */
export function exerciseStart(expect: LightExpect, opening: boolean): LightState {
  const expectation = EXPECTATIONS[expect];
  const candidates = opening ? [ALL_OFF, PREFERRED[expect], LOW, HIGH] : [PREFERRED[expect], ALL_OFF, LOW, HIGH];
  return candidates.find((start) => operationsFor(start, expectation).length > 0) ?? ALL_OFF;
}

/** The contract's snake_case view of the lights. */
export function viewOf(state: LightState): LightStateView {
  return {
    headlight: state.headlight,
    high: state.high,
    indicator: state.indicator,
    hazard: state.hazard,
    fog_front: state.fogFront,
    fog_rear: state.fogRear,
  };
}

export function stateOf(view: LightStateView): LightState {
  return {
    headlight: view.headlight,
    high: view.high,
    indicator: view.indicator,
    hazard: view.hazard,
    fogFront: view.fog_front,
    fogRear: view.fog_rear,
  };
}
