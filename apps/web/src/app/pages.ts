import type { ComponentType } from 'react';
import type { PageKey } from './route-types';

export interface PageProps {
  /** The feature key of a coming-soon page. */
  feature?: string;
}

export type PageLoaders = Record<PageKey, () => Promise<{ default: ComponentType<PageProps> }>>;

/** Every page is its own chunk, fetched when its route is first opened. */
export const pageLoaders: PageLoaders = {
  home: () => import('../features/home/home-page'),
  center: () => import('../features/center/center-page'),
  'coach-index': () => import('../features/coach/coach-index-page'),
  'coach-center': () => import('../features/coach/coach-center-page'),
  'coming-soon': () => import('../features/coming-soon/coming-soon-page'),
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
  'news-index': () => import('../features/news/news-index-page'),
  'news-detail': () => import('../features/news/news-detail-page'),
  'news-topic': () => import('../features/news/topic-page'),
  'news-topic-list': () => import('../features/news/topic-list-page'),
  statistics: () => import('../features/news/statistics-page'),
  download: () => import('../features/help/download-page'),
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
