import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { type ApiData, api } from '../../lib/api';
import { nextPage } from '../../lib/paging';

export type Withdrawal = ApiData<'GET /v1/cash/one'>;
export type WithdrawalStatus = Withdrawal['status'];
export type Rules = ApiData<'GET /v2/user/cash-txt'>;
export type LedgerEntry = ApiData<'GET /v1/cash/ledger'>['list'][number];

export const PAGE = 15;

/** The wallet's server state: one invalidation after a withdrawal refreshes balance, lists and ledger. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  rules: ['wallet', 'rules'] as const,
  list: ['wallet', 'cash-list'] as const,
  one: (id: number) => ['wallet', 'cash-one', id] as const,
  ledger: ['wallet', 'ledger'] as const,
};

export const balanceQuery = () =>
  queryOptions({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => api('GET /v1/user/balance', { signal }).then((r) => r.balance),
  });

export const rulesQuery = () =>
  queryOptions({
    queryKey: walletKeys.rules,
    queryFn: ({ signal }) => api('GET /v2/user/cash-txt', { signal }),
    staleTime: 60_000,
  });

/** One withdrawal; while it is under way the server asks WeChat Pay on every call. */
export const withdrawalQuery = (id: number) =>
  queryOptions({
    queryKey: walletKeys.one(id),
    queryFn: ({ signal }) => api('GET /v1/cash/one', { query: { id }, signal }),
  });

export const withdrawalsQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.list,
    queryFn: ({ pageParam, signal }) => api('GET /v1/cash/list', { query: { page: pageParam, num: PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const ledgerQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.ledger,
    queryFn: ({ pageParam, signal }) => api('GET /v1/cash/ledger', { query: { page: pageParam, num: PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** After a withdrawal moves, everything money-shaped on these pages may have changed. */
export const refreshWallet = (client: QueryClient) => client.invalidateQueries({ queryKey: walletKeys.all });

/** A withdrawal still moving: the result card keeps asking while it is. */
export const underWay = (status: WithdrawalStatus) => status === 'transferring' || status === 'wait_user_confirm';

/** '12', '12.5', '12.50' yuan → fen; undefined when it is not an amount. */
export function yuanToFen(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A fresh idempotency key for one withdrawal attempt (getRandomValues works outside https too). */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `w${Date.now().toString(36)}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A malformed or unknown id is "not found", not a failure to retry. */

/** '/coach-cash-list?id=7' (and back from confirming, `&transfer=ok|cancel|fail`). */
export const resultPath = (id: number, transfer?: 'ok' | 'cancel' | 'fail') =>
  `/coach-cash-list?id=${id}${transfer ? `&transfer=${transfer}` : ''}`;
