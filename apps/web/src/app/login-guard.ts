import { type MiddlewareFunction, replace } from 'react-router';
import { decide, withoutAuthParams } from '../features/auth/guard-rules';
import { getSession } from '../lib/session';
import { readSession } from '../lib/storage';
import { findRoute } from './route-lookup';
import type { RouteSets } from './route-sets';
import { loadSet } from './sets/load';

/** A login that failed in the guard; the root error boundary shows it as the login error page. */
export class GuardFailure extends Error {
  readonly cause: unknown;
  constructor(cause: unknown) {
    super('login failed');
    this.name = 'GuardFailure';
    this.cause = cause;
  }
}

/** Whitelisted pages are all in the common set (a test holds the table to that). */
async function isWhitelisted(pathname: string): Promise<boolean> {
  const common = await loadSet('common');
  return Boolean(findRoute(pathname, common.routes)?.whitelist);
}

export interface GuardDeps {
  routeSets: Pick<RouteSets, 'onNavigation'>;
  start?: (href: string) => Promise<never>;
  complete?: (href: string) => Promise<void>;
}

// The login flow is fetched only when a navigation needs it; a logged-in start never loads it.
const flow = () => import('../features/auth/login-flow');
const startAuthorization = async (href: string) => (await flow()).startAuthorization(href);
const completeLogin = async (href: string) => (await flow()).completeLogin(href);

/**
 * The login guard (docs/product.md#signing-in), as root middleware: it runs before every navigation's pages load.
 * Whitelisted pages pass; otherwise 0 → off to WeChat, 1 → check and exchange the code, 2 → pass.
 * WeChat's code and state never stay in the address bar.
 */
export function createLoginGuard({ routeSets, start = startAuthorization, complete = completeLogin }: GuardDeps) {
  const guard: MiddlewareFunction = async ({ request }) => {
    routeSets.onNavigation();
    const url = new URL(request.url);
    const { status } = getSession();
    const decision = decide({
      status,
      search: url.search,
      savedState: readSession('loginState'),
      // Only a person not logged in needs the whitelist, so a logged-in start never fetches it.
      whitelisted: status !== 2 && (await isWhitelisted(url.pathname)),
    });
    const clean = () => {
      const stripped = withoutAuthParams(url.href);
      return stripped.pathname + stripped.search;
    };

    if (decision === 'authorize') {
      try {
        await start(url.href);
      } catch (error) {
        throw new GuardFailure(error);
      }
    }
    if (decision === 'complete') {
      try {
        await complete(url.href);
      } catch (error) {
        throw new GuardFailure(error);
      }
      // Matched again from the clean address, now with the role's routes.
      throw replace(clean());
    }
    // WeChat always sends a state back; a stale one (with its code) is dropped from the address.
    if (url.searchParams.has('state')) throw replace(clean());
  };
  return guard;
}
