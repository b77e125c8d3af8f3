import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { Empty, Failed, Loading } from '../blocks';
import { ListFooter } from './list-footer';
import { uniqueItems } from './unique-items';

type Page = { list: unknown[]; total: number };
type Item<P extends Page> = P['list'][number];
type FooterQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'
>;

interface Props<P extends Page, K> {
  query: UseInfiniteQueryResult<InfiniteData<P, unknown>, Error>;
  keyOf: (item: Item<P>) => K;
  /** One `<li>` per item. */
  children: (item: Item<P>) => ReactNode;
  failText: string;
  /** What an empty list says (or shows: a link to get started). */
  empty: ReactNode;
  endText?: string;
  testId?: string;
  /** The list's class (each area styles its own rows). */
  className?: string;
  /** What the list and its footer stand in (a card with a heading from the first page, say). */
  frame?: (list: ReactNode, first: P) => ReactNode;
}

/** An endless list of an endpoint's pages: loading, failure with retry, empty, items (each once), then the footer. */
export function PagedList<P extends Page, K>({
  query,
  keyOf,
  children,
  failText,
  empty,
  endText,
  testId,
  className,
  frame,
}: Props<P, K>) {
  const { data, error, isPending, refetch } = query;
  if (isPending) return <Loading />;
  if (!data) return <Failed message={errorMessage(error, failText)} onRetry={() => void refetch()} />;
  const items = uniqueItems<Item<P>, K>(data.pages, keyOf);
  if (items.length === 0) return typeof empty === 'string' ? <Empty text={empty} /> : empty;
  const list = (
    <>
      <ul className={className} data-testid={testId}>
        {items.map(children)}
      </ul>
      <PagedListFooter query={query} endText={endText} />
    </>
  );
  const first = data.pages[0];
  return frame && first ? frame(list, first) : list;
}

/** The footer of an infinite query's list, for lists drawn some other way. */
export function PagedListFooter({ query, endText }: { query: FooterQuery; endText?: string }) {
  return (
    <ListFooter
      hasNextPage={Boolean(query.hasNextPage)}
      isFetchingNextPage={query.isFetchingNextPage}
      isFetchNextPageError={query.isFetchNextPageError}
      error={query.error}
      fetchNextPage={query.fetchNextPage}
      endText={endText}
    />
  );
}
