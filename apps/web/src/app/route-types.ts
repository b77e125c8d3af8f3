import type { ComponentType } from 'react';

/** Who may open a route once logged in: the role route sets (docs/product.md#the-app-shell). */
export type Role = 'student' | 'coach' | 'any';

/** Page modules this issue builds; every other route shows the coming-soon page of its feature. */
export type PageKey =
  | 'home'
  | 'center'
  | 'coach-index'
  | 'coach-center'
  | 'coach-overview'
  | 'coach-students'
  | 'coach-recruit'
  | 'coach-earnings'
  | 'coach-sub-earnings'
  | 'coach-orders'
  | 'coach-points'
  | 'coach-points-list'
  | 'coach-audit'
  | 'coach-kt'
  | 'coach-sms'
  | 'coach-certify'
  | 'coach-school'
  | 'coach-profile'
  | 'coach-check'
  | 'poster-recruit'
  | 'poster-recruit-info'
  | 'poster-templates'
  | 'poster-set'
  | 'poster-save'
  | 'poster-list'
  | 'poster-registers'
  | 'poster-info'
  | 'share-app'
  | 'share-lesson'
  | 'theory-poster'
  | 'coming-soon'
  | 'theory-hub'
  | 'theory-practice'
  | 'theory-exam'
  | 'theory-result'
  | 'theory-book'
  | 'exam-history'
  | 'error-report'
  | 'lesson-detail'
  | 'rotate-player'
  | 'roadmap'
  | 'lesson-comments'
  | 'news-index'
  | 'news-detail'
  | 'news-topic'
  | 'news-topic-list'
  | 'statistics'
  | 'download'
  | 'event'
  | 'help-list'
  | 'help-videos'
  | 'notice-info'
  | 'notice-history'
  | 'pay-subject'
  | 'pay-landing'
  | 'buy-select'
  | 'advert-pay'
  | 'coach-wallet'
  | 'coach-cash-list'
  | 'coach-transactions'
  | 'my-courses'
  | 'order-receipt'
  | 'my-coach'
  | 'coach-register'
  | 'phone-reg'
  | 'bind-phone'
  | 'bind-coach'
  | 'coach-phone-verify'
  | 'wish'
  | 'service'
  | 'about'
  | 'about-doc'
  | 'light-hub'
  | 'light-exam'
  | 'light-exercise'
  | 'light-analysis'
  | 'light-virtual'
  | 'light-share'
  | 'pin-home'
  | 'pin-search'
  | 'pin-trip'
  | 'pin-records'
  | 'pin-verify'
  | 'pin-verify-upload'
  | 'pin-owner-info'
  | 'pin-publish'
  | 'pin-my-trips'
  | 'pin-my-trip'
  | 'pin-pending'
  | 'pin-nearby'
  | 'pin-map'
  | 'pin-places'
  | 'pin-messages'
  | 'pin-center'
  | 'site-k3'
  | 'site-route-play'
  | 'site-coach-route'
  | 'site-nav'
  | 'site-hd-list'
  | 'site-hd-video'
  | 'site-practice'
  | 'site-land'
  | 'site-yard'
  | 'site-drive'
  | 'atlas'
  | 'atlas-entry'
  | 'atlas-practice'
  | 'site-tour'
  | 'site-item'
  | 'site-five'
  | 'train-home'
  | 'train-list'
  | 'train-detail'
  | 'train-checks'
  | 'train-edit'
  | 'train-photos'
  | 'train-messages'
  | 'train-chat'
  | 'train-hours'
  | 'train-booking'
  | 'train-area'
  | 'train-share'
  | 'train-mine';

export interface RouteEntry {
  /** React Router pattern (':id', ':type?'); the original app wrote '{id}'. */
  path: string;
  /** Other paths that show the same page (the URL stays as typed). */
  aliases?: string[];
  /** Document title (Chinese, the product's language). */
  title: string;
  page: PageKey;
  /** For coming-soon pages: the feature a later issue builds (a key of the i18n `feature.*` names). */
  feature?: FeatureKey;
  /** true: the role's tab bar (drawn by the layout); 'train': the coach-for-hire area's own, drawn by its pages. */
  tabBar?: boolean | 'train';
  keepAlive?: boolean;
  noShare?: boolean;
  /** Opens without login (articles, downloads, embedded webview pages). */
  whitelist?: boolean;
  /** Embedded in another app (the webview routes): no login, no tab bar, results kept on the device. */
  webview?: boolean;
  /**
   * The person is at work here (an exam, a question, a lesson video, a payment): nothing that is not about
   * the task is drawn over the page (overlays/overlay-policy.ts, docs/overlays.md).
   */
  focus?: boolean;
  role: Role;
}

export interface PageProps {
  /** The feature key of a coming-soon page. */
  feature?: string;
  /** The route is a webview form of the page (RouteEntry.webview). */
  webview?: boolean;
}

/** A page module, fetched when its route is first opened (each page is its own chunk, grouped per area). */
export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * Routes that reach the router together, in one chunk with the loaders of their pages: the pages open
 * without login, the pages both roles open, and each role's own.
 */
export interface RouteSet {
  routes: readonly RouteEntry[];
  pages: Partial<Record<PageKey, PageLoader>>;
  redirects?: readonly RedirectEntry[];
}

/** A path that only sends you on ('/video', '/coach-zs' and the no-prefix posters). */
export interface RedirectEntry {
  from: string;
  /** The target for a URL; the query is kept unless the function consumes part of it. */
  to: (url: URL) => string;
}

export const FEATURES = [
  'my-courses',
  'coach-register',
  'theory',
  'lessons',
  'roadmap',
  'posters',
  'purchase',
  'error-report',
  'account',
  'events',
  'navigation',
  'vr',
  'share',
  'download',
  'comments',
  'notices',
  'help',
  'wish',
  'verify',
  'light',
  'news',
  'statistics',
  'train',
  'pin',
  'coach-recruit-students',
  'coach-overview',
  'coach-points',
  'coach-earnings',
  'coach-recruit',
  'coach-students',
  'coach-audit',
  'coach-wallet',
  'coach-orders',
  'coach-profile',
  'coach-school',
  'coach-verify',
  'coach-theory',
  'coach-settings',
] as const;

export type FeatureKey = (typeof FEATURES)[number];
