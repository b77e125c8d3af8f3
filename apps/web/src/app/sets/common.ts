import { commonRoutes, redirectTable } from '../route-table/common';
import type { RouteSet } from '../route-types';

/** The pages open without login and the redirects: every visitor's, fetched when a path needs them. */
export const commonSet: RouteSet = {
  routes: commonRoutes,
  redirects: redirectTable,
  pages: {
    'coming-soon': () => import('../../features/coming-soon/coming-soon-page'),
    download: () => import('../../features/help/download-page'),
    'coach-check': () => import('../../features/certification/yan-page'),
    'news-index': () => import('../../features/news/news-index-page'),
    'news-detail': () => import('../../features/news/news-detail-page'),
    'news-topic': () => import('../../features/news/topic-page'),
    'news-topic-list': () => import('../../features/news/topic-list-page'),
    service: () => import('../../features/support/service-page'),
    about: () => import('../../features/support/about-page'),
    'about-doc': () => import('../../features/support/document-page'),
  },
};
