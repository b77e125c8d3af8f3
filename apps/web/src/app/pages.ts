import type { ComponentType } from 'react';
import type { PageKey } from './route-types';

export interface PageProps {
  /** The feature key of a coming-soon page. */
  feature?: string;
}

export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * Pages whose loaders ride in the first load: the pages open without login (the router starts with
 * them) and home. Every other page's loader is in role-pages.ts, fetched with the role's route set, so
 * adding pages does not grow the first load.
 */
export const firstLoadPages = {
  home: () => import('../features/home/home-page'),
  'coming-soon': () => import('../features/coming-soon/coming-soon-page'),
  'news-index': () => import('../features/news/news-index-page'),
  'news-detail': () => import('../features/news/news-detail-page'),
  'news-topic': () => import('../features/news/topic-page'),
  'news-topic-list': () => import('../features/news/topic-list-page'),
  download: () => import('../features/help/download-page'),
  'coach-check': () => import('../features/certification/yan-page'),
} satisfies Partial<Record<PageKey, PageLoader>>;

export type FirstLoadPage = keyof typeof firstLoadPages;

/** Each page is its own chunk (grouped per area), fetched when its route is first opened. */
export function loadPage(key: PageKey): ReturnType<PageLoader> {
  if (key in firstLoadPages) return firstLoadPages[key as FirstLoadPage]();
  return import('./role-pages').then((m) => m.rolePages[key as Exclude<PageKey, FirstLoadPage>]());
}
