import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Empty, Failed, Loading } from '../../components/blocks';
import { ListFooter } from '../../components/lists/list-footer';
import { uniqueItems } from '../../components/lists/unique-items';
import { errorMessage } from '../../lib/api-error';
import styles from './coach.module.css';

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
}

/** An endless list of one coach endpoint's pages: loading, failure with retry, empty, items, then the footer. */
export function PagedList<T, K>({ query, keyOf, children, failText, empty, endText, testId }: Props<T, K>) {
  const { data, error, isPending, refetch, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    query;
  if (isPending) return <Loading />;
  if (!data) return <Failed message={errorMessage(error, failText)} onRetry={() => void refetch()} />;
  const items = uniqueItems(data.pages, keyOf);
  if (items.length === 0) return typeof empty === 'string' ? <Empty text={empty} /> : empty;
  return (
    <>
      <ul className={styles.list} data-testid={testId}>
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
