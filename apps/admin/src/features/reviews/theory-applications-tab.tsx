import type { AdminApiMap } from '@xueche/contract';
import { Typography } from 'antd';
import { Decision } from './decision';
import { askedAtColumn, decisionColumns, ReviewQueue, useReviewQueue } from './review-table';

type Item = AdminApiMap['GET /admin/reviews/theory-applications']['response']['list'][number];

const SUBJECTS: Record<number, string> = { 1: '科目一', 4: '科目四' };

/**
 * Coaches' theory-course applications: approval grants the student (the account that bound the phone) the
 * subject's VIP; a rejection's reason shows on the coach's '/coach-audit'.
 */
export function TheoryApplicationsTab() {
  const queue = useReviewQueue('GET /admin/reviews/theory-applications');
  return (
    <ReviewQueue<Item>
      queue={queue}
      columns={[
        askedAtColumn,
        { title: '教练', dataIndex: 'coach_name' },
        { title: '学员', dataIndex: 'student_name' },
        { title: '学员手机', dataIndex: 'student_phone' },
        { title: '科目', dataIndex: 'subject', render: (s: number) => SUBJECTS[s] ?? s },
        { title: '考场', dataIndex: 'field_name', render: (f: string | null) => f ?? '—' },
        {
          title: '学员账号',
          dataIndex: 'student',
          render: (s: Item['student']) =>
            s ? `${s.nickname}（${s.uid}）` : <Typography.Text type="warning">尚未绑定此手机号</Typography.Text>,
        },
        ...decisionColumns<Item>(
          queue.pending,
          (a) =>
            a.student ? (
              <Decision
                route="POST /admin/reviews/theory-applications/decide"
                id={a.id}
                listKey={queue.key}
                approveText="通过并开通"
                confirm={`为 ${a.student.nickname} 开通${SUBJECTS[a.subject] ?? ''} VIP？`}
              />
            ) : (
              <Decision
                route="POST /admin/reviews/theory-applications/decide"
                id={a.id}
                listKey={queue.key}
                approveBlocked="学员用此手机号绑定账号后才能开通"
              />
            ),
          { title: '原因', dataIndex: 'reason' },
        ),
      ]}
    />
  );
}
