import type { ReactNode } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { errorMessage } from '../../lib/api-error';
import { useT } from './messages';
import type { Product } from './orders-api';
import type { useCatalog } from './use-catalog';

/** A purchase page's part that needs the catalog: loading (`full` on a page of its own), failed with a retry, else `children`. */
export function CatalogBody({
  catalog,
  full,
  children,
}: {
  catalog: ReturnType<typeof useCatalog>;
  full?: boolean;
  children: (list: Product[]) => ReactNode;
}) {
  const t = useT();
  if (catalog.pending) return <Loading full={full} />;
  if (catalog.isError || !catalog.list) {
    return <Failed message={errorMessage(catalog.error, t('land.loadFailed'))} onRetry={catalog.retry} />;
  }
  return children(catalog.list);
}
