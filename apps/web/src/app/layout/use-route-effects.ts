import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n';

/** The document title follows the route's title (docs/product.md#the-app-shell). */
export function useDocumentTitle(title: string | undefined): void {
  const t = useT();
  useLayoutEffect(() => {
    document.title = title ?? t('app.name');
  }, [title, t]);
}

/** Every navigation starts at the top of the page (docs/product.md#the-app-shell). */
export function useScrollToTop(): void {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, keyed by location.key
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}
