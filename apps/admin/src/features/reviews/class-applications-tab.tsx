import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { Decision } from './decision';
import { decisionColumns, ReviewTable } from './review-table';
import { type ReviewStatus, StatusFilter } from './status';

type Item = AdminApiMap['GET /admin/reviews/class-applications']['response']['list'][number];

/** Students' offline-class applications: approve, or reject with a reason; the student is texted either way. */
export function ClassApplicationsTab() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const key = ['admin', 'reviews', 'class-applications', status];
  const { data, error, isPending } = useQuery({
    queryKey: key,
    queryFn: () => api('GET /admin/reviews/class-applications', { query: { status } }),
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
          { title: '姓名', dataIndex: 'name' },
          { title: '手机', dataIndex: 'phone' },
          { title: '昵称', dataIndex: 'nickname' },
          { title: '教练', dataIndex: 'coach', render: (c: string | null) => c ?? '—' },
          { title: '备注', dataIndex: 'note', ellipsis: true },
          ...decisionColumns<Item>(
            status === 'pending',
            (a) => <Decision route="POST /admin/reviews/class-applications/decide" id={a.id} listKey={key} />,
            { title: '原因', dataIndex: 'reason' },
          ),
        ]}
      />
    </>
  );
}
