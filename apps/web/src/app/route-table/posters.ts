import type { RedirectEntry, RouteEntry } from '../route-types';
import { soon } from './define';

/** SPEC §2 "Posters" that a coach's students open (the recruit pages), so anyone may see them. */
export const publicPosterRoutes: RouteEntry[] = [
  soon('/poster/coach-zs', '教练招生', 'coach-recruit-students', 'any'),
  soon('/poster/coach-recruit-information', '招生信息', 'coach-recruit-students', 'any'),
];

/** Every poster page, each also reachable without the '/poster' prefix ('/coach-zs' → '/poster/coach-zs'). */
export const POSTER_PAGES = [
  'coach-zs',
  'coach-poster',
  'coach-poster-set',
  'coach-poster-save',
  'coach-poster-list',
  'coach-register-list',
  'coach-recruit-information',
];

export const posterRedirects: RedirectEntry[] = POSTER_PAGES.map((name) => ({
  from: `/${name}`,
  to: (url) => `/poster/${name}${url.search}`,
}));
