import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: buttons are disabled for 2000 ms after a click. */
export const DEBOUNCE_MS = 2000;

/**
 * Leading-edge debounce: the first call runs at once, further calls within `wait` ms are ignored.
 * Suits buttons, where the first tap must act and double taps must not.
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = DEBOUNCE_MS) {
  let lockedUntil = 0;
  return (...args: A): boolean => {
    const now = Date.now();
    if (now < lockedUntil) return false;
    lockedUntil = now + wait;
    fn(...args);
    return true;
  };
}

/** The hook form: `[run, busy]`, where `busy` stays true for `wait` ms after each accepted call. */
export function useDebouncedAction<A extends unknown[]>(
  fn: (...args: A) => unknown,
  wait = DEBOUNCE_MS,
): [(...args: A) => void, boolean] {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const fnRef = useRef(fn);
  fnRef.current = fn;
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    (...args: A) => {
      if (timer.current !== undefined) return;
      setBusy(true);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setBusy(false);
      }, wait);
      fnRef.current(...args);
    },
    [wait],
  );
  return [run, busy];
}
