import type { RedirectEntry, RouteEntry } from '../route-types';

/**
 * The poster pages that a coach's students open (the recruit pages), so anyone may see them: a coach
 * sees their recruiting poster, anyone else the offer to register with that coach as recruiter.
 */
export const publicPosterRoutes: RouteEntry[] = [
  { path: '/poster/coach-zs', title: '教练招生', page: 'poster-recruit', role: 'any' },
  { path: '/poster/coach-recruit-information', title: '招募说明', page: 'poster-recruit-info', role: 'any' },
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
