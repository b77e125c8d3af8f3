import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { Decision } from './decision';
import { decisionColumns, ReviewTable } from './review-table';
import { type ReviewStatus, StatusFilter } from './status';

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
      <ReviewTable<Item>
        list={data?.list}
        error={error}
        loading={isPending}
        columns={[
          { title: '申请时间', dataIndex: 'created_at', render: chinaTime, width: 150 },
          { title: '考场', dataIndex: 'field_name' },
          { title: '日期', dataIndex: 'date' },
          { title: '时段', dataIndex: 'slot' },
          { title: '手机', dataIndex: 'phone' },
          { title: '昵称', dataIndex: 'nickname' },
          ...decisionColumns<Item>(
            status === 'pending',
            (a) => <Decision route="POST /admin/reviews/site-practice/decide" id={a.id} listKey={key} />,
            { title: '回复', dataIndex: 'reply' },
          ),
        ]}
      />
    </>
  );
}
