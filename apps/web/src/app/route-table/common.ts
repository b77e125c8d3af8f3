import type { RedirectEntry, RouteEntry } from '../route-types';
import { lightRoutes, newsRoutes } from './content';
import { generalRoutes } from './general';
import { posterRedirects, publicPosterRoutes } from './posters';
import { pinRoutes, trainRoutes } from './services';

/** The common set: pages open to both roles, the login-free ones among them. The router starts with these. */
export const commonRoutes: RouteEntry[] = [
  ...generalRoutes,
  ...lightRoutes,
  ...newsRoutes,
  ...trainRoutes,
  ...publicPosterRoutes,
  ...pinRoutes,
];

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
