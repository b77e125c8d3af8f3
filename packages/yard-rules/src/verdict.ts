import type { YardItemKey } from '@xueche/contract';

/** One thing the examiner marks: a fail ends the item, points are taken off 100. */
export interface Fault {
  /** The standard's wording ("车身出线"), as the field's item lists it. */
  rule: string;
  /** What happened, in words a student reads ("车身压库右边线"). */
  detail: string;
  /** The tick it happened at. */
  t: number;
  /** 0 for a fail. */
  points: number;
}

export interface Verdict {
  item: YardItemKey;
  /** Done without a fail. */
  passed: boolean;
  /** 100 less the points taken; 0 when failed or not done. */
  score: number;
  faults: Fault[];
  /** The item is over: done, or failed. While a student drives, the phone stops the item then. */
  over: boolean;
}

/** Where a drive stands when it is judged: whether the item is done, whether the drive has ended, its last tick. */
export interface Progress {
  finished: boolean;
  ended: boolean;
  t: number;
}

/** What a drive that stopped before the item was done fails on. */
export const UNFINISHED = '没有完成项目就结束了';

/**
 * The examiner's verdict from the faults marked so far. A drive that has ended without finishing the item
 * fails, so that a short or empty log can never pass; one still going is judged on what has happened.
 */
export function verdictOf(item: YardItemKey, marked: Fault[], { finished, ended, t }: Progress): Verdict {
  const failedOnRoute = marked.some((f) => f.points === 0);
  const faults =
    ended && !finished && !failedOnRoute ? [...marked, fail('不按规定路线、顺序行驶', UNFINISHED, t)] : marked;
  const passed = finished && !failedOnRoute;
  const taken = faults.reduce((sum, f) => sum + f.points, 0);
  return { item, passed, score: passed ? Math.max(0, 100 - taken) : 0, faults, over: finished || failedOnRoute };
}

export const fail = (rule: string, detail: string, t: number): Fault => ({ rule, detail, t, points: 0 });
