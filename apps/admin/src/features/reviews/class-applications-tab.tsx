import type { AdminApiMap } from '@xueche/contract';
import { DecisionQueue } from './review-table';

type Item = AdminApiMap['GET /admin/reviews/class-applications']['response']['list'][number];

/** Students' offline-class applications: approve, or reject with a reason; the student is texted either way. */
export function ClassApplicationsTab() {
  return (
    <DecisionQueue
      route="GET /admin/reviews/class-applications"
      decide="POST /admin/reviews/class-applications/decide"
      columns={[
        { title: '考场', dataIndex: 'field_name' },
        { title: '姓名', dataIndex: 'name' },
        { title: '手机', dataIndex: 'phone' },
        { title: '昵称', dataIndex: 'nickname' },
        { title: '教练', dataIndex: 'coach', render: (c: Item['coach']) => c ?? '—' },
        { title: '备注', dataIndex: 'note', ellipsis: true },
      ]}
      said={{ title: '原因', dataIndex: 'reason' }}
    />
  );
}
