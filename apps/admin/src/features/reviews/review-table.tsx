import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, Skeleton, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { type ApiData, type ApiInput, api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { type DecideRoute, Decision } from './decision';
import { type ReviewStatus, StatusFilter, StatusTag } from './status';

/** The queues a status filter narrows. */
type QueueRoute =
  `GET /admin/reviews/${'class-applications' | 'site-practice' | 'theory-applications' | 'pin-owners' | 'train-checks'}`;

/** The queues whose items are decided as they are, by their id. */
type DecisionQueueRoute = `GET /admin/reviews/${'class-applications' | 'site-practice'}`;

/** When the item was asked for: every queue's first column. */
export const askedAtColumn = { title: '申请时间', dataIndex: 'created_at', render: chinaTime, width: 150 };

/** A queue's status (pending first) and its list for that status; `key` is the list decisions fetch again. */
export function useReviewQueue<R extends QueueRoute>(route: R) {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const key = ['admin', 'reviews', route.slice('GET /admin/reviews/'.length), status];
  const query = useQuery<ApiData<R>>({
    queryKey: key,
    queryFn: () => api(route, { query: { status } } as ApiInput<R>),
  });
  return { status, setStatus, key, pending: status === 'pending', query };
}

/** A queue as a tab: its status filter above its table. */
export function ReviewQueue<Item extends { id: number }>({
  queue: { status, setStatus, query },
  columns,
}: {
  queue: {
    status: ReviewStatus;
    setStatus: (s: ReviewStatus) => void;
    query: { data?: { list: Item[] }; error: Error | null; isPending: boolean };
  };
  columns: TableColumnsType<Item>;
}) {
  return (
    <>
      <StatusFilter value={status} onChange={setStatus} />
      <ReviewTable<Item> list={query.data?.list} error={query.error} loading={query.isPending} columns={columns} />
    </>
  );
}

/** A review list as the server gives it, 20 rows a page, with the server's refusal shown above it. */
export function ReviewTable<Item extends { id: number }>({
  list,
  error,
  loading,
  columns,
}: {
  list: Item[] | undefined;
  error: Error | null;
  loading: boolean;
  columns: TableColumnsType<Item>;
}) {
  return (
    <>
      {error && <Alert type="error" title={error.message} showIcon />}
      <Table<Item>
        rowKey="id"
        loading={loading}
        dataSource={list}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={columns}
      />
    </>
  );
}

/**
 * A queue's last columns: the status, then the decision buttons while the queue shows pending items or, once
 * decided, what the operator said (`said`: the reason or the reply).
 */
export function decisionColumns<Item>(
  pending: boolean,
  decide: (item: Item) => ReactNode,
  said: { title: string; dataIndex: string },
): TableColumnsType<Item> {
  return [
    { title: '状态', dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
    ...(pending
      ? [{ title: '操作', key: 'decide', render: (_: unknown, item: Item) => decide(item) }]
      : [{ ...said, render: (r: string) => r || '—' }]),
  ];
}

/**
 * A queue as a tab whose pending items are approved or rejected as they are (`decide`): when asked, the
 * queue's own `columns`, then the status and the decision or what was `said`.
 */
export function DecisionQueue<R extends DecisionQueueRoute>({
  route,
  decide,
  columns,
  said,
}: {
  route: R;
  decide: DecideRoute;
  columns: TableColumnsType<ApiData<R>['list'][number]>;
  said: { title: string; dataIndex: string };
}) {
  type Item = ApiData<R>['list'][number];
  const queue = useReviewQueue(route);
  return (
    <ReviewQueue<Item>
      queue={queue}
      columns={[
        askedAtColumn,
        ...columns,
        ...decisionColumns<Item>(queue.pending, (a) => <Decision route={decide} id={a.id} listKey={queue.key} />, said),
      ]}
    />
  );
}

/**
 * A queue shown as cards (items with photos): its status filter, then the cards `cards` draws from the list,
 * or a word that there are none.
 */
export function ReviewCards<Data extends { list: unknown[] }>({
  queue: { status, setStatus, query },
  cards,
}: {
  queue: {
    status: ReviewStatus;
    setStatus: (s: ReviewStatus) => void;
    query: { data?: Data; error: Error | null; isPending: boolean };
  };
  cards: (data: Data) => ReactNode;
}) {
  return (
    <>
      <StatusFilter value={status} onChange={setStatus} />
      {query.error && <Alert type="error" title={query.error.message} showIcon />}
      {query.isPending ? (
        <Skeleton active />
      ) : !query.data?.list.length ? (
        <Empty description="没有记录" />
      ) : (
        <Flex vertical gap={16}>
          {cards(query.data)}
        </Flex>
      )}
    </>
  );
}
