import { EXPLAIN_WORDS, type Lang } from './explain-words';
import { type Action, apply, type Control, type Expectation, type LightState } from './judge';
import { operationsFor } from './operations';

export type { Lang } from './explain-words';

/**
 * Every explanation of a lighting instruction, wherever it is shown (a result, an exercise answer, the
 * missed-instructions list, the API's text): the lights the examiner checks, and from the lights the
 * instruction began with, each move as the change it makes and how the hand makes it ("远光 → 近光：把拨杆
 * 拉回"). Lights are only ever named as lights, moves only as moves: a control's name never stands for a
 * lamp that is on.
 */
export interface Explanation {
  /** What the examiner checks when the 5 seconds are over (and the sequence on the way, where one is asked). */
  checks: string;
  /** The moves, in order; empty when the lights already are what is asked. */
  steps: string[];
}

const fill = (text: string, n: number) => text.replace('{n}', String(n));

/** The headlights as one state: off, position lights, low beam or high beam. */
const beamOf = (s: LightState) => (s.headlight === 'low' ? (s.high ? 'high' : 'low') : s.headlight);

/** The lamps that are on ("近光 + 危险报警闪光灯"), or that all are off. */
export function lightsInWords(state: LightState, lang: Lang = 'zh'): string {
  const w = EXPLAIN_WORDS[lang];
  const on: string[] = [];
  if (state.headlight !== 'off') on.push(w.beam[beamOf(state)]);
  if (state.indicator !== 'off') on.push(w.indicator[state.indicator]);
  if (state.hazard) on.push(w.hazard);
  if (state.fogFront) on.push(w.fogFront);
  if (state.fogRear) on.push(w.fogRear);
  return on.length ? on.join(w.and) : w.allOff;
}

/** What the examiner checks: the lamps that must be on and that the rest are off, after the sequence asked. */
export function checksInWords(expectation: Expectation, lang: Lang = 'zh'): string {
  const w = EXPLAIN_WORDS[lang];
  const lamps = lightsInWords(expectation.final, lang);
  const end = lamps === w.allOff ? lamps : `${lamps}${w.restOff}`;
  const alternations = expectation.alternations ? fill(w.alternations, expectation.alternations) : '';
  return `${expectation.leftIndicatorFirst ? w.leftFirst : ''}${alternations}${end}`;
}

/** One move of a control from `before`: the change it makes to the lights, and how the hand makes it. */
export function moveInWords(
  before: LightState,
  control: Control,
  lang: Lang = 'zh',
): { change: string | null; move: string } {
  const w = EXPLAIN_WORDS[lang];
  const after = apply(before, control);
  const onOff = (on: boolean) => (on ? w.on : w.off);
  const toggled = (name: string, was: boolean, is: boolean) =>
    was === is ? null : `${name} ${onOff(was)}${w.arrow}${onOff(is)}`;
  const beams = () =>
    beamOf(before) === beamOf(after) ? null : `${w.beam[beamOf(before)]}${w.arrow}${w.beam[beamOf(after)]}`;
  switch (control) {
    case 'headlight:off':
    case 'headlight:position':
    case 'headlight:low':
      return { change: beams(), move: w.move[control] };
    case 'high':
      return { change: beams(), move: before.high ? w.move.highOff : w.move.highOn };
    case 'flash': {
      // A moment of high beam: the lights come back to where they were, so the change is the round trip.
      const dipped = beamOf(before) === 'low';
      return {
        change: dipped ? [w.beam.low, w.beam.high, w.beam.low].join(w.arrow) : null,
        move: w.move.flash,
      };
    }
    case 'indicator:left':
    case 'indicator:right':
    case 'indicator:off':
      return {
        change:
          before.indicator === after.indicator
            ? null
            : `${w.indicator[before.indicator]}${w.arrow}${w.indicator[after.indicator]}`,
        move: w.move[control],
      };
    case 'hazard':
      return {
        change: toggled(w.hazard, before.hazard, after.hazard),
        move: after.hazard ? w.move.hazardOn : w.move.hazardOff,
      };
    case 'fog:front':
      return {
        change: toggled(w.fogFront, before.fogFront, after.fogFront),
        move: after.fogFront ? w.move.fogFrontOn : w.move.fogFrontOff,
      };
    case 'fog:rear':
      return {
        change: toggled(w.fogRear, before.fogRear, after.fogRear),
        move: after.fogRear ? w.move.fogRearOn : w.move.fogRearOff,
      };
  }
}

/** A move as one phrase: "远光 → 近光：把拨杆拉回"; a move that changes nothing says so. */
function stepInWords(before: LightState, control: Control, lang: Lang): string {
  const w = EXPLAIN_WORDS[lang];
  const { change, move } = moveInWords(before, control, lang);
  return change ? `${change}${w.by}${move}` : `${move}${w.noChange}`;
}

/** The right answer from `start`: what is checked, and the moves that get there (a repeated move said once, with how many times). */
export function explain(start: LightState, expectation: Expectation, lang: Lang = 'zh'): Explanation {
  const w = EXPLAIN_WORDS[lang];
  const said: { text: string; times: number }[] = [];
  let state = start;
  for (const control of operationsFor(start, expectation)) {
    const text = stepInWords(state, control, lang);
    const last = said[said.length - 1];
    if (last?.text === text) last.times++;
    else said.push({ text, times: 1 });
    state = apply(state, control);
  }
  return {
    checks: checksInWords(expectation, lang),
    steps: said.map((s) => (s.times > 1 ? `${s.text}${fill(w.times, s.times)}` : s.text)),
  };
}

/** The explanation as one sentence (the API's `operation` text). */
export function explanationText(start: LightState, expectation: Expectation, lang: Lang = 'zh'): string {
  const { text } = EXPLAIN_WORDS[lang];
  const { checks, steps } = explain(start, expectation, lang);
  const how = steps.length ? text.steps.replace('{steps}', steps.join(text.stepSep)) : text.nothing;
  return `${text.checks.replace('{checks}', checks)}${text.sentenceSep}${how}`;
}

/**
 * What a candidate did, each move in time order with what it did to the lights ("远光 → 近光"), replayed
 * from the lights the instruction began with; `t` as logged (negative while the voice still spoke).
 */
export function actionsInWords(
  start: LightState,
  actions: readonly Action[],
  lang: Lang = 'zh',
): { t: number; text: string }[] {
  const w = EXPLAIN_WORDS[lang];
  let state = start;
  return [...actions]
    .sort((a, b) => a.t - b.t)
    .map(({ t, control }) => {
      const { change, move } = moveInWords(state, control, lang);
      state = apply(state, control);
      return { t, text: change ?? `${move}${w.noChange}` };
    });
}
