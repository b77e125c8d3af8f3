import { useState } from 'react';

/**
 * Global overlays show one at a time. `wanted` lists them most important first (false: not wanted now).
 * The one on screen stays until it is no longer wanted — a more important one arriving waits rather
 * than tearing down a dialog the person is reading — and then the most important waiting one shows.
 */
export function useOverlayQueue<K extends string>(wanted: readonly (K | false)[]): K | undefined {
  const waiting = wanted.filter((k): k is K => k !== false);
  const [shown, setShown] = useState<K | undefined>(undefined);
  const next = shown !== undefined && waiting.includes(shown) ? shown : waiting[0];
  if (next !== shown) setShown(next);
  return next;
}
