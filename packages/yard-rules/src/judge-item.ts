import type { YardDims } from '@xueche/contract';
import { drive, type Ground, type InputEvent, type Sample } from './drive';
import { type Car, itemShape } from './geometry';
import { hillGround, judgeHillStart } from './hill-start';
import { judgeParallelParking } from './parallel-parking';
import { judgeReverseParking } from './reverse-parking';
import { judgeCurve, judgeRightAngleTurn } from './road-items';
import type { Place } from './shapes';
import type { Verdict } from './verdict';

/** An item as the examiner needs it: the field's measurements and its time limit, if it sets one. */
export interface JudgedItem {
  dims: YardDims;
  time_limit_s: number | null;
}

/** Where a drive through the item starts: where its reference drive starts. */
export const startOf = (car: Car, dims: YardDims): Place => itemShape(dims, car).path[0] as Place;

/** The ground under the item: the hill's slope, flat elsewhere. */
export const groundOf = (dims: YardDims): Ground | undefined =>
  dims.key === 'hill_start' ? hillGround(dims) : undefined;

/**
 * The examiner's verdict on a drive through one item, by the item's own rules. `ended` false judges a
 * drive still going: what has happened so far, with `over` telling whether the item is done or failed.
 */
export function judgeItem(car: Car, item: JudgedItem, samples: Sample[], ended = true): Verdict {
  const dims = item.dims;
  switch (dims.key) {
    case 'reverse_parking':
      return judgeReverseParking(car, dims, samples, item.time_limit_s, ended);
    case 'parallel_parking':
      return judgeParallelParking(car, dims, samples, item.time_limit_s, ended);
    case 'hill_start':
      return judgeHillStart(car, dims, samples, ended);
    case 'right_angle_turn':
      return judgeRightAngleTurn(car, dims, samples, ended);
    case 'curve':
      return judgeCurve(car, dims, samples, ended);
  }
}

/** Replays an input log through an item from its start, and judges the whole drive: what the server keeps. */
export function replayItem(car: Car, item: JudgedItem, events: InputEvent[], ticks: number) {
  const ordered = [...events].sort((a, b) => a.t - b.t);
  const samples = drive(car, startOf(car, item.dims), ordered, ticks, groundOf(item.dims));
  return { samples, verdict: judgeItem(car, item, samples) };
}
