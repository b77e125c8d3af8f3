import type { RedirectEntry, RouteEntry } from '../route-types';
import { posterRedirects } from './posters';
import { publicRoutes } from './public';

/**
 * The pages open without login, for everyone: the login guard reads the whitelist from here. Like every
 * set, they reach the router on the first navigation that needs them (see route-sets.ts).
 */
export const commonRoutes: RouteEntry[] = publicRoutes;

/** '/video?id=7&x=1' → '/detail/7?x=1': the id moves into the path, the rest of the query stays. */
const videoRedirect: RedirectEntry = {
  from: '/video',
  to: (url) => {
    const query = new URLSearchParams(url.search);
    const id = query.get('id') ?? query.get('lesson_id');
    query.delete('id');
    query.delete('lesson_id');
    const rest = query.toString();
    return id ? `/detail/${encodeURIComponent(id)}${rest ? `?${rest}` : ''}` : '/';
  },
};

export const redirectTable: readonly RedirectEntry[] = [videoRedirect, ...posterRedirects];
