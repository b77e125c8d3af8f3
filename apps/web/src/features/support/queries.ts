import { queryOptions } from '@tanstack/react-query';
import type { DocKey } from '@xueche/contract';
import { api } from '../../lib/api';
import type { Lang } from '../../lib/i18n';

// The server answers in the language asked for (service hours, the documents): it is part of the key.
export const supportKeys = {
  info: (lang: Lang) => ['support', 'info', lang] as const,
  doc: (key: DocKey, lang: Lang) => ['support', 'doc', key, lang] as const,
};

export const supportQuery = (lang: Lang) =>
  queryOptions({
    queryKey: supportKeys.info(lang),
    queryFn: ({ signal }) => api('GET /v1/user/support', { signal }),
    staleTime: 10 * 60_000,
  });

export const documentQuery = (key: DocKey, lang: Lang) =>
  queryOptions({
    queryKey: supportKeys.doc(key, lang),
    queryFn: ({ signal }) => api('GET /v1/user/doc', { query: { key }, signal }),
    staleTime: 10 * 60_000,
  });

/** '/about/terms' shows the user terms; '/about/privacy' the privacy policy. */
export const docKeyOf = (pathname: string): DocKey =>
  pathname.replace(/\/+$/, '').toLowerCase().endsWith('/terms') ? 'terms' : 'privacy';

/** This build's version and date, when the build gave them (Vite's `define`; absent in tests). */
export function buildInfo(): { commit: string; date: string } | null {
  return typeof __XUECHE_BUILD__ === 'undefined' ? null : __XUECHE_BUILD__;
}
