import { useCallback } from 'react';
import { create } from 'zustand';
import { read, write } from '../storage';

export type Lang = 'zh' | 'en';
type Params = Record<string, string | number>;

interface Bundle {
  zh: Record<string, string>;
  en?: Record<string, string>;
  loadEn: () => Promise<Record<string, string>>;
  loading?: Promise<void>;
}

/**
 * A small dictionary per area, Chinese built in, English fetched only when chosen (the first-load
 * budget has no room for i18next or for every area's sentences). `version` re-renders on arrival.
 */
export const useI18n = create<{ lang: Lang; version: number }>(() => ({ lang: 'zh', version: 0 }));

const bundles: Bundle[] = [];

function ensureEn(bundle: Bundle): Promise<void> {
  if (bundle.en) return Promise.resolve();
  bundle.loading ??= bundle.loadEn().then(
    (en) => {
      bundle.en = en;
      useI18n.setState((s) => ({ version: s.version + 1 }));
    },
    (error: unknown) => {
      bundle.loading = undefined;
      throw error;
    },
  );
  return bundle.loading;
}

function fill(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

export interface Messages<K extends string> {
  /** Translate outside React (toasts, errors). */
  t: (key: K, params?: Params) => string;
  useT: () => (key: K, params?: Params) => string;
}

/**
 * One area's dictionary. With `parent` (the shared core), keys the area does not define are looked up
 * there, so a page uses one `t` for both.
 */
export function defineMessages<K extends string, P extends string = never>(
  zh: Record<K, string>,
  // The keys are the Chinese dictionary's: an area split in two may fetch one English file with both halves.
  loadEn: () => Promise<{ default: Record<NoInfer<K>, string> }>,
  parent?: Messages<P>,
): Messages<K | P> {
  const bundle: Bundle = { zh, loadEn: () => loadEn().then((m) => m.default) };
  bundles.push(bundle);
  if (useI18n.getState().lang === 'en') void ensureEn(bundle).catch(() => undefined);
  const own = (key: string): key is K => Object.prototype.hasOwnProperty.call(zh, key);
  const translate = (lang: Lang, key: K | P, params?: Params): string => {
    if (!own(key)) return parent ? parent.t(key as P, params) : key;
    return fill((lang === 'en' ? bundle.en?.[key] : undefined) ?? zh[key], params);
  };
  return {
    t: (key, params) => translate(useI18n.getState().lang, key, params),
    useT: () => {
      const lang = useI18n((s) => s.lang);
      const version = useI18n((s) => s.version);
      // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes when English arrives
      return useCallback((key: K | P, params?: Params) => translate(lang, key, params), [lang, version]);
    },
  };
}

export const useLang = () => useI18n((s) => s.lang);
export const currentLang = (): Lang => useI18n.getState().lang;

/** Switches language; English waits for every loaded area's dictionary so nothing flips half-way. */
export async function setLang(lang: Lang): Promise<void> {
  if (lang === 'en') await Promise.all(bundles.map(ensureEn));
  write('lang', lang);
  useI18n.setState({ lang });
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
}

/** At boot: the stored choice, else Chinese. */
export function initLang(): Promise<void> {
  return read('lang') === 'en' ? setLang('en') : Promise.resolve();
}

/** For the Accept-Language header, so the API answers in the same language. */
export const acceptLanguage = (): string => (currentLang() === 'en' ? 'en' : 'zh-CN');
