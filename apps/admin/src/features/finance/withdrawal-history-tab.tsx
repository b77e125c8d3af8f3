import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Select, Table, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { chinaTime, money } from '../../lib/format';
import { serverPages } from '../../lib/paging';
import { WITHDRAWAL_STATES, WithdrawalStateTag } from './status-tags';

type Item = AdminApiMap['GET /admin/finance/withdrawals']['response']['list'][number];

const PAGE_SIZE = 20;

/** A step of a withdrawal's trail in words; the stored name for one this list does not know. */
const EVENTS: Record<string, string> = {
  requested: '教练申请',
  held_for_review: '超过审核额度，待审核',
  approved: '审核通过',
  rejected: '审核驳回',
  transfer_created: '已发起转账',
  user_confirm: '待教练确认收款',
  success: '到账',
  failed: '失败',
  cancelled: '撤销',
};

function Trail({ w }: { w: Item }) {
  return (
    <Timeline
      style={{ marginTop: 8 }}
      items={w.trail.map((step) => ({
        content: (
          <>
            {chinaTime(step.at)} {EVENTS[step.event] ?? step.event}{' '}
            <Typography.Text type="secondary">{step.actor}</Typography.Text>
            {typeof step.detail.reason === 'string' && step.detail.reason && <>：{step.detail.reason}</>}
          </>
        ),
      }))}
    />
  );
}

/** Every withdrawal, newest first, filtered by state; a row opens to its trail (who did what, when). */
export function WithdrawalHistoryTab() {
  const [status, setStatus] = useState<string>();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['admin', 'finance', 'withdrawals', status, page],
    queryFn: () => api('GET /admin/finance/withdrawals', { query: { status, page, num: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
  return (
    <div data-testid="withdrawal-history">
      <Select
        allowClear
        placeholder="全部状态"
        style={{ width: 180, marginBottom: 16 }}
        value={status}
        onChange={(next?: string) => {
          setStatus(next);
          setPage(1);
        }}
        options={Object.entries(WITHDRAWAL_STATES).map(([value, { text }]) => ({ value, label: text }))}
      />
      {list.error && <Alert type="error" title={list.error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<Item>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list}
        locale={{ emptyText: '还没有提现' }}
        expandable={{ expandedRowRender: (w) => <Trail w={w} /> }}
        pagination={serverPages({ page, setPage, total: list.data?.total, pageSize: PAGE_SIZE })}
        columns={[
          { title: '申请时间', dataIndex: 'created_at', render: chinaTime, width: 150 },
          {
            title: '教练',
            dataIndex: 'name',
            render: (name: string, w: Item) => <Link to={`/finance/ledger/${w.coach_id}`}>{name}</Link>,
          },
          { title: '金额', dataIndex: 'amount', render: money },
          { title: '状态', dataIndex: 'status', render: (s: string) => <WithdrawalStateTag status={s} /> },
          { title: '说明', dataIndex: 'fail_reason', render: (r: string) => r || '—' },
          { title: '转账单号', dataIndex: 'out_bill_no' },
          { title: '完成时间', dataIndex: 'finished_at', render: chinaTime, width: 150 },
        ]}
      />
    </div>
  );
}
