import { studentRoutes } from '../route-table/student';
import type { RouteSet } from '../route-types';

/** The student's own pages, added when a student logs in: all that '/' waits for. */
export const studentSet: RouteSet = {
  routes: studentRoutes,
  pages: {
    home: () => import('../../features/home/home-page'),
    'my-courses': () => import('../../features/orders/my-courses-page'),
    center: () => import('../../features/center/center-page'),
    'coach-register': () => import('../../features/coach-account/coach-register-page'),
    'theory-hub': () => import('../../features/theory/hub-page'),
    'theory-practice': () => import('../../features/theory/practice-page'),
    'theory-exam': () => import('../../features/theory/exam-page'),
    'theory-result': () => import('../../features/theory/result-page'),
    'theory-book': () => import('../../features/theory/book-page'),
    'exam-history': () => import('../../features/exam-history/history-page'),
    'pay-subject': () => import('../../features/orders/pay-subject-page'),
    'pay-landing': () => import('../../features/orders/landing-page'),
    'bind-coach': () => import('../../features/coach-account/bind-coach-page'),
    'buy-select': () => import('../../features/orders/buy-select-page'),
    'advert-pay': () => import('../../features/orders/advert-pay-page'),
    'order-receipt': () => import('../../features/orders/receipt-page'),
    'my-coach': () => import('../../features/orders/my-coach-page'),
  },
};
