import type { LoginStatus } from '../../lib/storage';

export function hasAuthParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('code') || params.has('state');
}

/** The same address without WeChat's `code` and `state`, e.g. for the redirect URI and after login. */
export function withoutAuthParams(href: string): URL {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  url.hash = '';
  return url;
}

export type GuardDecision =
  /** Logged in, or a page that needs no login. */
  | 'pass'
  /** 0 → 1: off to WeChat's authorisation page. */
  | 'authorize'
  /** 1 → 2: back from WeChat; check the state and exchange the code. */
  | 'complete';

/**
 * What the guard does for a navigation. A status 1 without anything to check (no code, no state,
 * no saved state: an attempt abandoned in another tab) counts as 0.
 */
export function decide(input: {
  status: LoginStatus;
  search: string;
  savedState: string | undefined;
  whitelisted: boolean;
}): GuardDecision {
  if (input.status === 2) return 'pass';
  if (input.status === 1 && (hasAuthParams(input.search) || input.savedState)) return 'complete';
  return input.whitelisted ? 'pass' : 'authorize';
}
