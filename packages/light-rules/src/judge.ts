import type { LightControl, LightExpect } from '@xueche/contract';

/**
 * The night-lighting exam's judge (docs/domain.md#the-night-lighting-exam): the car's lights as a
 * state machine driven by the candidate's control actions, and the verdict on one instruction from the
 * actions taken after its voice ended. The server judges every submitted attempt with this, never
 * trusting a verdict from the phone.
 */

export type Headlight = 'off' | 'position' | 'low';

export interface LightState {
  headlight: Headlight;
  /** High beam held on (the push); it lights only with the headlight switch on low. */
  high: boolean;
  indicator: 'off' | 'left' | 'right';
  hazard: boolean;
  fogFront: boolean;
  fogRear: boolean;
}

/** One move of a control, as the simulated dashboard reports it ('high' toggles the high-beam push; 'flash' is a moment of high beam). */
export type Control = LightControl;

/** An action `t` milliseconds after the instruction's voice ended (negative: while it was still speaking). */
export interface Action {
  t: number;
  control: Control;
}

/** What an instruction asks for: the lights to end on, and for some a sequence on the way. */
export interface Expectation {
  final: LightState;
  /** High and low beam alternated this many times at least (a flash, or high on then off, counts once). */
  alternations?: number;
  /** Overtaking: the left indicator on before the first alternation. */
  leftIndicatorFirst?: boolean;
}

/** The time a candidate has after the voice ends, in ms: an action at 5,000 ms or later is too late. */
export const WINDOW_MS = 5000;

export const ALL_OFF: LightState = {
  headlight: 'off',
  high: false,
  indicator: 'off',
  hazard: false,
  fogFront: false,
  fogRear: false,
};

const low: LightState = { ...ALL_OFF, headlight: 'low' };

/**
 * The expectations of the instruction table (docs/domain.md#the-night-lighting-exam); a field's set picks one per
 * instruction (and its variant).
 */
export const EXPECTATIONS = {
  low: { final: low },
  high: { final: { ...low, high: true } },
  alternate: { final: low, alternations: 2 },
  overtake: { final: { ...low, indicator: 'left' }, alternations: 2, leftIndicatorFirst: true },
  /** Some fields have the candidate signal back right after overtaking. */
  overtakeThenRight: { final: { ...low, indicator: 'right' }, alternations: 2, leftIndicatorFirst: true },
  parkHazards: { final: { ...ALL_OFF, headlight: 'position', hazard: true } },
  /** A variant some fields use for a breakdown: low beam with the hazard lights. */
  lowHazards: { final: { ...low, hazard: true } },
  fog: { final: { ...low, hazard: true, fogFront: true, fogRear: true } },
  allOff: { final: ALL_OFF },
} satisfies Record<LightExpect, Expectation>;

/** The state after one control move. */
export function apply(state: LightState, control: Control): LightState {
  switch (control) {
    case 'headlight:off':
      return { ...state, headlight: 'off', high: false };
    case 'headlight:position':
      return { ...state, headlight: 'position', high: false };
    case 'headlight:low':
      return { ...state, headlight: 'low' };
    case 'high':
      return { ...state, high: state.headlight === 'low' ? !state.high : false };
    case 'flash':
      return state;
    case 'indicator:left':
    case 'indicator:right':
    case 'indicator:off':
      return { ...state, indicator: control.slice('indicator:'.length) as LightState['indicator'] };
    case 'hazard':
      return { ...state, hazard: !state.hazard };
    case 'fog:front':
      return { ...state, fogFront: !state.fogFront };
    case 'fog:rear':
      return { ...state, fogRear: !state.fogRear };
  }
}

export type Fault =
  /** Acted while the instruction was still being read (抢答). */
  | 'early'
  /** Nothing done, or not all of it, within the window. */
  | 'timeout'
  /** The lights ended wrong. */
  | 'wrong_state'
  /** Fewer high/low alternations than asked. */
  | 'too_few_alternations'
  /** Overtaking without the left indicator first. */
  | 'no_indicator_first';

export interface Verdict {
  passed: boolean;
  fault: Fault | null;
  /** The lights at the end of the window: where the next instruction starts. */
  state: LightState;
  /** When the last action in the window came (ms after the voice ended); null when nothing was done. */
  reactionMs: number | null;
}

const same = (a: LightState, b: LightState) =>
  a.headlight === b.headlight &&
  a.high === b.high &&
  a.indicator === b.indicator &&
  a.hazard === b.hazard &&
  a.fogFront === b.fogFront &&
  a.fogRear === b.fogRear;

/**
 * Judges one instruction: the lights start as the previous one left them, `actions` are replayed in time
 * order, and the verdict is on the lights at the end of the 5-second window. Acting before the voice ended
 * fails at once; so does an action outside the window that the state needed (judged as a timeout).
 */
export function judge(start: LightState, expectation: Expectation, actions: readonly Action[]): Verdict {
  const sorted = [...actions].sort((a, b) => a.t - b.t);
  if (sorted.some((a) => a.t < 0)) {
    return { passed: false, fault: 'early', state: start, reactionMs: null };
  }
  const inTime = sorted.filter((a) => a.t < WINDOW_MS);
  let state = start;
  let alternations = 0;
  /** The indicator when the first alternation began: overtaking wants it on the left by then. */
  let indicatorAtFirst: LightState['indicator'] | null = null;
  let highPushed = false;
  for (const { control } of inTime) {
    const before = state;
    state = apply(state, control);
    const flashed = control === 'flash' && state.headlight === 'low' && !state.high;
    const highOn = control === 'high' && !before.high && state.high;
    const highOff = control === 'high' && before.high && !state.high;
    if ((flashed || highOn) && indicatorAtFirst === null) indicatorAtFirst = state.indicator;
    if (highOn) highPushed = true;
    if (flashed || (highOff && highPushed)) alternations++;
    if (highOff) highPushed = false;
  }
  const reactionMs = inTime.length ? (inTime[inTime.length - 1] as Action).t : null;
  const late = inTime.length < sorted.length || inTime.length === 0;
  const fault = faultOf(state, expectation, alternations, indicatorAtFirst === 'left', late);
  return { passed: fault === null, fault, state, reactionMs };
}

function faultOf(
  state: LightState,
  expectation: Expectation,
  alternations: number,
  leftFirst: boolean,
  /** Nothing done in the window, or something done after it. */
  late: boolean,
): Fault | null {
  const needed = expectation.alternations ?? 0;
  if (needed > 0 && expectation.leftIndicatorFirst && alternations > 0 && !leftFirst) return 'no_indicator_first';
  if (alternations < needed) return late || alternations === 0 ? 'timeout' : 'too_few_alternations';
  if (!same(state, expectation.final)) return late ? 'timeout' : 'wrong_state';
  return null;
}
