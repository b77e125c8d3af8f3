import { coachRoutes } from '../route-table/coach';
import type { RouteSet } from '../route-types';

/** The coach's own pages, added when a coach logs in. */
export const coachSet: RouteSet = {
  routes: coachRoutes,
  pages: {
    'poster-templates': () => import('../../features/posters/templates-page'),
    'poster-set': () => import('../../features/posters/poster-set-page'),
    'poster-save': () => import('../../features/posters/poster-save-page'),
    'poster-list': () => import('../../features/posters/poster-list-page'),
    'poster-registers': () => import('../../features/posters/register-list-page'),
    'coach-index': () => import('../../features/coach/coach-index-page'),
    'coach-overview': () => import('../../features/coach/overview-page'),
    'coach-points': () => import('../../features/coach/points-page'),
    'coach-earnings': () => import('../../features/coach/earnings-page'),
    'coach-sub-earnings': () => import('../../features/coach/sub-earnings-page'),
    'coach-center': () => import('../../features/coach/coach-center-page'),
    'coach-recruit': () => import('../../features/coach/recruit-page'),
    'coach-students': () => import('../../features/coach/students-page'),
    'coach-audit': () => import('../../features/coach/audit-page'),
    'coach-wallet': () => import('../../features/wallet/wallet-page'),
    'coach-transactions': () => import('../../features/wallet/transactions-page'),
    'coach-orders': () => import('../../features/coach/orders-page'),
    'coach-profile': () => import('../../features/certification/profile-page'),
    'coach-school': () => import('../../features/certification/school-page'),
    'coach-phone-verify': () => import('../../features/coach-account/coach-phone-verify-page'),
    'coach-certify': () => import('../../features/certification/verify-page'),
    'coach-kt': () => import('../../features/coach/kt-page'),
    'help-list': () => import('../../features/help/help-list-page'),
    'help-videos': () => import('../../features/help/help-videos-page'),
    'coach-sms': () => import('../../features/coach/settings-page'),
    'coach-cash-list': () => import('../../features/wallet/cash-list-page'),
    'coach-points-list': () => import('../../features/coach/points-list-page'),
  },
};
