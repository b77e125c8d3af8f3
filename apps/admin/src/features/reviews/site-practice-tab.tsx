import type { AdminApiMap } from '@xueche/contract';
import { Decision } from './decision';
import { askedAtColumn, decisionColumns, ReviewQueue, useReviewQueue } from './review-table';

type Item = AdminApiMap['GET /admin/reviews/site-practice']['response']['list'][number];

/** On-site practice applications: the reply is what the student reads (needed to reject); they are texted. */
export function SitePracticeTab() {
  const queue = useReviewQueue('GET /admin/reviews/site-practice');
  return (
    <ReviewQueue<Item>
      queue={queue}
      columns={[
        askedAtColumn,
        { title: '考场', dataIndex: 'field_name' },
        { title: '日期', dataIndex: 'date' },
        { title: '时段', dataIndex: 'slot' },
        { title: '手机', dataIndex: 'phone' },
        { title: '昵称', dataIndex: 'nickname' },
        ...decisionColumns<Item>(
          queue.pending,
          (a) => <Decision route="POST /admin/reviews/site-practice/decide" id={a.id} listKey={queue.key} />,
          { title: '回复', dataIndex: 'reply' },
        ),
      ]}
    />
  );
}
