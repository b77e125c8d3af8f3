import type { FirstLoadPage, PageLoader } from './pages';
import type { PageKey } from './route-types';

/** The loaders of every page opened only after login: this module comes with the role's route set. */
export const rolePages: Record<Exclude<PageKey, FirstLoadPage>, PageLoader> = {
  center: () => import('../features/center/center-page'),
  'coach-index': () => import('../features/coach/coach-index-page'),
  'coach-center': () => import('../features/coach/coach-center-page'),
  'theory-hub': () => import('../features/theory/hub-page'),
  'theory-practice': () => import('../features/theory/practice-page'),
  'theory-exam': () => import('../features/theory/exam-page'),
  'theory-result': () => import('../features/theory/result-page'),
  'theory-book': () => import('../features/theory/book-page'),
  'exam-history': () => import('../features/exam-history/history-page'),
  'error-report': () => import('../features/error-report/error-report-page'),
  'lesson-detail': () => import('../features/lessons/lesson-page'),
  'rotate-player': () => import('../features/lessons/rotate-player-page'),
  roadmap: () => import('../features/lessons/roadmap-page'),
  'lesson-comments': () => import('../features/lessons/comments-page'),
  statistics: () => import('../features/news/statistics-page'),
  event: () => import('../features/help/event-page'),
  'help-list': () => import('../features/help/help-list-page'),
  'help-videos': () => import('../features/help/help-videos-page'),
  'notice-info': () => import('../features/notices/notice-info-page'),
  'notice-history': () => import('../features/notices/notice-history-page'),
  'pay-subject': () => import('../features/orders/pay-subject-page'),
  'pay-landing': () => import('../features/orders/landing-page'),
  'buy-select': () => import('../features/orders/buy-select-page'),
  'advert-pay': () => import('../features/orders/advert-pay-page'),
  'my-courses': () => import('../features/orders/my-courses-page'),
  'order-receipt': () => import('../features/orders/receipt-page'),
  'my-coach': () => import('../features/orders/my-coach-page'),
};
