import { read, write } from '../../lib/storage';

/** Lessons remembered on this device; the oldest fall off. */
export const HISTORY_LIMIT = 50;
/** A saved position this close to the end starts the video over. */
export const END_MARGIN_S = 3;

export interface SavedPosition {
  t: number;
  /** When it was saved, epoch ms; unknown for a server position without a date. */
  at?: number;
}

export function readLocalPosition(lessonId: number): SavedPosition | undefined {
  const entry = read('videoHistory')?.[String(lessonId)];
  if (!entry || !Number.isFinite(entry.t) || !Number.isFinite(entry.at)) return undefined;
  return { t: entry.t, at: entry.at };
}

/** Remembers where a lesson was left, keeping only the most recent lessons. */
export function writeLocalPosition(lessonId: number, t: number, now = Date.now()): void {
  const history = { ...(read('videoHistory') ?? {}), [String(lessonId)]: { t: Math.max(0, t), at: now } };
  const kept = Object.entries(history)
    .filter(([, v]) => v && Number.isFinite(v.t) && Number.isFinite(v.at))
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, HISTORY_LIMIT);
  write('videoHistory', Object.fromEntries(kept));
}

/**
 * Where to start: the more recently saved of the server's and this device's positions (a position
 * without a date loses to one with a date; two without, the further one wins), or 0 when that is
 * within the last seconds of what can be played.
 */
export function resumePosition(
  server: SavedPosition | undefined,
  local: SavedPosition | undefined,
  end: number,
): number {
  const candidates = [server, local].filter((p): p is SavedPosition => Boolean(p && p.t > 0));
  if (candidates.length === 0) return 0;
  candidates.sort((a, b) => {
    if (a.at !== undefined && b.at !== undefined) return b.at - a.at || b.t - a.t;
    if (a.at !== undefined) return -1;
    if (b.at !== undefined) return 1;
    return b.t - a.t;
  });
  const t = candidates[0]?.t ?? 0;
  if (!(end > 0)) return t;
  return t >= end - END_MARGIN_S ? 0 : t;
}
