import { create } from 'zustand';
import { clearSession } from './session';
import { read, write } from './storage';

/** docs/product.md#signing-in: after a 401 the page reloads (and logs in again) only while Login-Count is below 5. */
export const MAX_LOGIN_ATTEMPTS = 5;

/** A login failure that stops the app: the full-page login error shows it with a retry button. */
export const useLoginFailure = create<{ message?: string }>(() => ({}));

export function showLoginFailure(message: string): void {
  useLoginFailure.setState({ message });
}

export function loginCount(): number {
  return read('loginCount') ?? 0;
}

/** Counts one authorisation attempt; the count lives a day, so a loop stops but tomorrow starts fresh. */
export function countLoginAttempt(): number {
  const next = loginCount() + 1;
  write('loginCount', next, { ttlMs: 24 * 60 * 60 * 1000 });
  return next;
}

let reloading = false;

/** A call made with a token came back 401: the session is over on this device (once, however many calls fail). */
export function handleUnauthorized(message: string, reload: () => void = () => window.location.reload()): void {
  clearSession();
  if (loginCount() >= MAX_LOGIN_ATTEMPTS) {
    showLoginFailure(message);
  } else if (!reloading) {
    reloading = true;
    reload();
  }
}
