import type { RedirectEntry, RouteEntry } from '../route-types';
import { posterRedirects } from './posters';
import { publicRoutes } from './public';

/**
 * The routes the router starts with: the pages open without login. Every other page, whoever may open
 * it, arrives with the logged-in person's role set (see router.tsx), keeping the first load small.
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
