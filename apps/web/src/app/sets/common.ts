import { commonRoutes, redirectTable } from '../route-table/common';
import type { RouteSet } from '../route-types';

/** The pages a visitor opens signed out or logged in; the logged-in set reuses them. */
export const openPages: RouteSet['pages'] = {
  'coming-soon': () => import('../../features/coming-soon/coming-soon-page'),
  'light-hub': () => import('../../features/light/hub-page'),
  'light-exam': () => import('../../features/light/exam-page'),
  'light-exercise': () => import('../../features/light/exercise-page'),
  'light-analysis': () => import('../../features/light/analysis-page'),
  'light-virtual': () => import('../../features/light/virtual-page'),
  'news-topic': () => import('../../features/news/topic-page'),
  'news-topic-list': () => import('../../features/news/topic-list-page'),
  'site-k3': () => import('../../features/site/k3-page'),
  'site-land': () => import('../../features/site/vr/land-page'),
  'site-yard': () => import('../../features/site/vr/yard/yard-page'),
  'site-drive': () => import('../../features/site/vr/drive/drive-page'),
  'site-tour': () => import('../../features/site/vr/panorama/tour-page'),
  'site-item': () => import('../../features/site/vr/item-page'),
  'site-five': () => import('../../features/site/vr/five-page'),
  'site-hd-list': () => import('../../features/site/hd-list-page'),
  'train-list': () => import('../../features/train/list-page'),
  'train-detail': () => import('../../features/train/detail-page'),
};

/** The pages open without login and the redirects: every visitor's, fetched when a path needs them. */
export const commonSet: RouteSet = {
  routes: commonRoutes,
  redirects: redirectTable,
  pages: {
    ...openPages,
    download: () => import('../../features/help/download-page'),
    'coach-check': () => import('../../features/certification/yan-page'),
    'news-index': () => import('../../features/news/news-index-page'),
    'news-detail': () => import('../../features/news/news-detail-page'),
    service: () => import('../../features/support/service-page'),
    about: () => import('../../features/support/about-page'),
    'about-doc': () => import('../../features/support/document-page'),
  },
};
