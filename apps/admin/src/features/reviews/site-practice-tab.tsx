import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { Decision } from './decision';
import { type ReviewStatus, StatusFilter, StatusTag } from './status';

type Item = AdminApiMap['GET /admin/reviews/site-practice']['response']['list'][number];

/** On-site practice applications: the reply is what the student reads (needed to reject); they are texted. */
export function SitePracticeTab() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const key = ['admin', 'reviews', 'site-practice', status];
  const { data, error, isPending } = useQuery({
    queryKey: key,
    queryFn: () => api('GET /admin/reviews/site-practice', { query: { status } }),
  });
  return (
    <>
      <StatusFilter value={status} onChange={setStatus} />
      {error && <Alert type="error" title={error.message} showIcon />}
      <Table<Item>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: '申请时间', dataIndex: 'created_at', render: chinaTime, width: 150 },
          { title: '考场', dataIndex: 'field_name' },
          { title: '日期', dataIndex: 'date' },
          { title: '时段', dataIndex: 'slot' },
          { title: '手机', dataIndex: 'phone' },
          { title: '昵称', dataIndex: 'nickname' },
          { title: '状态', dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
          ...(status === 'pending'
            ? [
                {
                  title: '操作',
                  key: 'decide',
                  render: (_: unknown, a: Item) => (
                    <Decision route="POST /admin/reviews/site-practice/decide" id={a.id} listKey={key} />
                  ),
                },
              ]
            : [{ title: '回复', dataIndex: 'reply', render: (r: string) => r || '—' }]),
        ]}
      />
    </>
  );
}
