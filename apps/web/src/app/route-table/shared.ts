import type { RouteEntry } from '../route-types';
import { lightRoutes, newsRoutes } from './content';
import { generalRoutes } from './general';
import { publicPosterRoutes } from './posters';
import { pinRoutes, trainRoutes } from './services';

/** Pages both roles open once logged in: loaded with either role's set, not with the first page. */
export const sharedRoutes: RouteEntry[] = [
  ...generalRoutes,
  ...lightRoutes,
  ...newsRoutes,
  ...trainRoutes,
  ...publicPosterRoutes,
  ...pinRoutes,
];
