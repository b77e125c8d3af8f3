import { Alert, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { StatusTag } from './status';

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
