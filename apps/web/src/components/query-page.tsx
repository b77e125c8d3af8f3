import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage, isNotFound } from '../lib/api-error';
import { Failed, Loading } from './blocks';
import { NotFoundState } from './not-found-state';

/**
 * A page that shows one thing read by `query`: "not found" (with a way on) when the address names nothing
 * (`named` false) or the API says it is not there, loading, a failure with a retry, else `children(data)`.
 */
export function QueryPage<T>({
  query,
  named = true,
  notFound,
  loadFailed,
  children,
}: {
  query: UseQueryResult<T>;
  /** False when the address names no valid thing: the query is not even asked. */
  named?: boolean;
  notFound: { text: string; action: string; to: string };
  /** The sentence when the read failed and the API gave none. */
  loadFailed: string;
  children: (data: T) => ReactNode;
}) {
  if (!named || (query.isError && isNotFound(query.error))) return <NotFoundState {...notFound} />;
  if (query.isPending) return <Loading full />;
  if (query.data === undefined) {
    return <Failed full message={errorMessage(query.error, loadFailed)} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}

/** One query's part of a page: loading, a failure with a retry, else `children(data)`. */
export function QueryBody<T>({
  query,
  loadFailed,
  children,
}: {
  query: UseQueryResult<T>;
  /** The sentence when the read failed and the API gave none. */
  loadFailed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.data === undefined) {
    return <Failed message={errorMessage(query.error, loadFailed)} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
