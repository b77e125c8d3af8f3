import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { Decision } from './decision';
import { decisionColumns, ReviewTable } from './review-table';
import { type ReviewStatus, StatusFilter } from './status';

type Item = AdminApiMap['GET /admin/reviews/theory-applications']['response']['list'][number];

const SUBJECTS: Record<number, string> = { 1: '科目一', 4: '科目四' };

/**
 * Coaches' theory-course applications: approval grants the student (the account that bound the phone) the
 * subject's VIP; a rejection's reason shows on the coach's '/coach-audit'.
 */
export function TheoryApplicationsTab() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const key = ['admin', 'reviews', 'theory-applications', status];
  const { data, error, isPending } = useQuery({
    queryKey: key,
    queryFn: () => api('GET /admin/reviews/theory-applications', { query: { status } }),
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
            status === 'pending',
            (a) =>
              a.student ? (
                <Decision
                  route="POST /admin/reviews/theory-applications/decide"
                  id={a.id}
                  listKey={key}
                  approveText="通过并开通"
                  confirm={`为 ${a.student.nickname} 开通${SUBJECTS[a.subject] ?? ''} VIP？`}
                />
              ) : (
                <Decision
                  route="POST /admin/reviews/theory-applications/decide"
                  id={a.id}
                  listKey={key}
                  approveBlocked="学员用此手机号绑定账号后才能开通"
                />
              ),
            { title: '原因', dataIndex: 'reason' },
          ),
        ]}
      />
    </>
  );
}
