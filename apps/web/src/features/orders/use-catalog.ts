import { useQuery } from '@tanstack/react-query';
import { ownedQuery, productsQuery } from './orders-api';

/** The products on sale for a field and what the person already owns: every purchase page needs both. */
export function useCatalog(fieldId: number | undefined) {
  const products = useQuery(productsQuery(fieldId));
  const owned = useQuery(ownedQuery());
  const failed = products.isError ? products.error : owned.isError ? owned.error : null;
  return {
    list: products.data?.list,
    owned: owned.data,
    // Both are needed before a buy button shows: without ownership a person could pay twice.
    pending: products.isPending || owned.isPending,
    error: failed,
    isError: products.isError || owned.isError,
    retry: () => {
      if (products.isError) void products.refetch();
      if (owned.isError) void owned.refetch();
    },
    refetch: () => Promise.all([products.refetch({ throwOnError: true }), owned.refetch({ throwOnError: true })]),
  };
}
