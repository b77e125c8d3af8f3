import { sharedRoutes } from '../route-table/shared';
import type { RouteSet } from '../route-types';

/** The pages both roles open once logged in, fetched alongside the role's own. */
export const sharedSet: RouteSet = {
  routes: sharedRoutes,
  pages: {
    'coming-soon': () => import('../../features/coming-soon/coming-soon-page'),
    'light-hub': () => import('../../features/light/hub-page'),
    'light-exam': () => import('../../features/light/exam-page'),
    'light-exercise': () => import('../../features/light/exercise-page'),
    'light-analysis': () => import('../../features/light/analysis-page'),
    'light-virtual': () => import('../../features/light/virtual-page'),
    'light-share': () => import('../../features/light/share-page'),
    'lesson-detail': () => import('../../features/lessons/lesson-page'),
    'rotate-player': () => import('../../features/lessons/rotate-player-page'),
    roadmap: () => import('../../features/lessons/roadmap-page'),
    'lesson-comments': () => import('../../features/lessons/comments-page'),
    'error-report': () => import('../../features/error-report/error-report-page'),
    'phone-reg': () => import('../../features/coach-account/phone-reg-page'),
    'bind-phone': () => import('../../features/coach-account/bind-phone-page'),
    event: () => import('../../features/help/event-page'),
    'help-list': () => import('../../features/help/help-list-page'),
    'help-videos': () => import('../../features/help/help-videos-page'),
    'notice-info': () => import('../../features/notices/notice-info-page'),
    'notice-history': () => import('../../features/notices/notice-history-page'),
    statistics: () => import('../../features/news/statistics-page'),
    'news-topic': () => import('../../features/news/topic-page'),
    'news-topic-list': () => import('../../features/news/topic-list-page'),
    'poster-info': () => import('../../features/posters/poster-info-page'),
    'poster-recruit': () => import('../../features/posters/recruit-page'),
    'poster-recruit-info': () => import('../../features/posters/recruit-info-page'),
    'share-app': () => import('../../features/posters/share-page'),
    'share-lesson': () => import('../../features/posters/share-lesson-page'),
    'theory-poster': () => import('../../features/posters/theory-poster-page'),
    wish: () => import('../../features/wish/wish-page'),
  },
};
