import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** docs/product.md#input-and-display-rules: buttons are disabled for 2000 ms after a click. */
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

/**
 * For actions that keep their button busy until they finish (paying, accepting a transfer): releases it
 * no sooner than `wait` ms after the tap, so a quick failure cannot be tapped again at once.
 */
export function releaseAfterPause(startedAt: number, release: () => void, wait = DEBOUNCE_MS): void {
  const left = startedAt + wait - Date.now();
  if (left > 0) setTimeout(release, left);
  else release();
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

/**
 * For a form's submit button: `[ref, cooling]`, where `cooling` is true for `wait` ms after each submission
 * of the button's form. It listens to the form's submit event rather than the button's click: a button
 * disabled inside its own click handler would cancel the very submission, and a disabled default button
 * also keeps Enter from submitting again.
 */
export function useSubmitCooldown(wait = DEBOUNCE_MS): [RefObject<HTMLButtonElement | null>, boolean] {
  const ref = useRef<HTMLButtonElement>(null);
  const [cooling, setCooling] = useState(false);
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onSubmit = () => {
      setCooling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setCooling(false), wait);
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      form.removeEventListener('submit', onSubmit);
      clearTimeout(timer);
    };
  }, [wait]);
  return [ref, cooling];
}
