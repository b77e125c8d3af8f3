import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { LoadError } from '../../lib/load-error';
import { REPORT_STATUS, type Report, type ReportStatus } from './error-reports';
import { ReportPanel } from './report-panel';

/**
 * '/admin/error-reports' (content, admin): students' reports of a mistake in a question. An open one opens
 * beside its question: fix the question in place, or dismiss the report with a reason; the student reads
 * the outcome in their notices.
 */
export default function ErrorReportsPage() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [openId, setOpenId] = useState<number | null>(null);
  const key = ['admin', 'error-reports', status];
  const { data, error, isPending, refetch } = useQuery({
    queryKey: key,
    queryFn: () => api('GET /admin/error-reports', { query: { status } }),
  });
  const open = data?.list.find((r) => r.id === openId) ?? null;
  return (
    <div data-testid="error-reports">
      <Typography.Title level={4}>纠错反馈</Typography.Title>
      <Segmented<ReportStatus>
        value={status}
        onChange={(s) => {
          setStatus(s);
          setOpenId(null);
        }}
        options={(Object.keys(REPORT_STATUS) as ReportStatus[]).map((s) => ({
          value: s,
          label: REPORT_STATUS[s].text,
        }))}
        style={{ marginBottom: 16 }}
      />
      <LoadError error={error} onRetry={refetch} style={{ marginBottom: 16 }} />
      <Table<Report>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list}
        locale={{ emptyText: <Empty description={status === 'open' ? '没有待处理的纠错反馈' : '暂无记录'} /> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: '反馈时间', dataIndex: 'created_at', render: chinaTime, width: 150 },
          { title: '学员', dataIndex: 'nickname', width: 140 },
          { title: '类型', dataIndex: 'kind', width: 120 },
          { title: '反馈内容', dataIndex: 'content', ellipsis: true },
          {
            title: '题目',
            key: 'question',
            ellipsis: true,
            render: (_: unknown, r: Report) => (r.question ? `#${r.question.id} ${r.question.stem}` : '（非题目问题）'),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: ReportStatus) => <Tag color={REPORT_STATUS[s].color}>{REPORT_STATUS[s].text}</Tag>,
          },
          ...(status === 'open'
            ? []
            : [
                { title: '回复', dataIndex: 'reply', ellipsis: true, render: (r: string) => r || '—' },
                { title: '处理人', dataIndex: 'resolved_by', width: 160 },
              ]),
          {
            title: '操作',
            key: 'open',
            width: 90,
            render: (_: unknown, r: Report) => (
              <Button
                size="small"
                type={r.status === 'open' ? 'primary' : 'default'}
                onClick={() => setOpenId(r.id)}
                data-testid={`open-report-${r.id}`}
              >
                {r.status === 'open' ? '处理' : '查看'}
              </Button>
            ),
          },
        ]}
      />
      {open && <ReportPanel report={open} listKey={key} onClose={() => setOpenId(null)} />}
    </div>
  );
}
