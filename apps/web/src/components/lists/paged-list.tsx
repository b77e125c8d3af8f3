import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { Empty, Failed, Loading } from '../blocks';
import { ListFooter } from './list-footer';
import { uniqueItems } from './unique-items';

type Page<T> = { list: T[]; total: number };

interface Props<T, K> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>, unknown>, Error>;
  keyOf: (item: T) => K;
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
  failText: string;
  /** What an empty list says (or shows: a link to get started). */
  empty: ReactNode;
  endText?: string;
  testId?: string;
  /** The list's class (each area styles its own rows). */
  className?: string;
}

/** An endless list of an endpoint's pages: loading, failure with retry, empty, items (each once), then the footer. */
export function PagedList<T, K>({ query, keyOf, children, failText, empty, endText, testId, className }: Props<T, K>) {
  const { data, error, isPending, refetch, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    query;
  if (isPending) return <Loading />;
  if (!data) return <Failed message={errorMessage(error, failText)} onRetry={() => void refetch()} />;
  const items = uniqueItems(data.pages, keyOf);
  if (items.length === 0) return typeof empty === 'string' ? <Empty text={empty} /> : empty;
  return (
    <>
      <ul className={className} data-testid={testId}>
        {items.map(children)}
      </ul>
      <ListFooter
        hasNextPage={Boolean(hasNextPage)}
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        error={error}
        fetchNextPage={fetchNextPage}
        endText={endText}
      />
    </>
  );
}
