import { DecisionQueue } from './review-table';

/** On-site practice applications: the reply is what the student reads (needed to reject); they are texted. */
export function SitePracticeTab() {
  return (
    <DecisionQueue
      route="GET /admin/reviews/site-practice"
      decide="POST /admin/reviews/site-practice/decide"
      columns={[
        { title: '考场', dataIndex: 'field_name' },
        { title: '日期', dataIndex: 'date' },
        { title: '时段', dataIndex: 'slot' },
        { title: '手机', dataIndex: 'phone' },
        { title: '昵称', dataIndex: 'nickname' },
      ]}
      said={{ title: '回复', dataIndex: 'reply' }}
    />
  );
}
