import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { DEBOUNCE_MS } from '../lib/debounce';

/**
 * Fake timers that still move with real time, so a test can step over a button's 2-second pause
 * (docs/product.md#input-and-display-rules) without waiting it out. Call in the test before the first click; real
 * timers return after it.
 */
export function useButtonClock(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** What a person does between two taps of the same button: let its pause pass. */
export const waitOutButtonPause = () =>
  act(() => {
    vi.advanceTimersByTime(DEBOUNCE_MS);
  });
