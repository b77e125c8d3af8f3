import type { Danmaku } from '@xueche/contract';

/** Playback moving more than this between two updates is a jump (seek), not play: nothing is shown for it. */
export const MAX_STEP_S = 1.5;
export const DANMAKU_MAX_LENGTH = 40;
export const LANES = 5;

/** Bullet comments whose moment playback just passed: after `from`, up to and including `to`. */
export function dueBetween(list: readonly Danmaku[], from: number, to: number): Danmaku[] {
  if (!(to > from) || to - from > MAX_STEP_S) return [];
  return list.filter((d) => d.at_s > from && d.at_s <= to);
}

/** The lane free the longest (lanes used at `lastUsed[i]`, ms). */
export function pickLane(lastUsed: number[]): number {
  let best = 0;
  for (let i = 1; i < lastUsed.length; i++) if ((lastUsed[i] ?? 0) < (lastUsed[best] ?? 0)) best = i;
  return best;
}
