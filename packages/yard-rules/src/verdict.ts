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
  passed: boolean;
  /** 100 less the points taken; 0 when failed. */
  score: number;
  faults: Fault[];
}

export function verdictOf(item: YardItemKey, faults: Fault[]): Verdict {
  const failed = faults.some((f) => f.points === 0);
  const taken = faults.reduce((sum, f) => sum + f.points, 0);
  return { item, passed: !failed, score: failed ? 0 : Math.max(0, 100 - taken), faults };
}

export const fail = (rule: string, detail: string, t: number): Fault => ({ rule, detail, t, points: 0 });
