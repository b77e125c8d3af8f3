import type { AdminApiMap } from '@xueche/contract';
import { Decision } from './decision';
import { askedAtColumn, decisionColumns, ReviewQueue, useReviewQueue } from './review-table';

type Item = AdminApiMap['GET /admin/reviews/class-applications']['response']['list'][number];

/** Students' offline-class applications: approve, or reject with a reason; the student is texted either way. */
export function ClassApplicationsTab() {
  const queue = useReviewQueue('GET /admin/reviews/class-applications');
  return (
    <ReviewQueue<Item>
      queue={queue}
      columns={[
        askedAtColumn,
        { title: '考场', dataIndex: 'field_name' },
        { title: '姓名', dataIndex: 'name' },
        { title: '手机', dataIndex: 'phone' },
        { title: '昵称', dataIndex: 'nickname' },
        { title: '教练', dataIndex: 'coach', render: (c: string | null) => c ?? '—' },
        { title: '备注', dataIndex: 'note', ellipsis: true },
        ...decisionColumns<Item>(
          queue.pending,
          (a) => <Decision route="POST /admin/reviews/class-applications/decide" id={a.id} listKey={queue.key} />,
          { title: '原因', dataIndex: 'reason' },
        ),
      ]}
    />
  );
}
