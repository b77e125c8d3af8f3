import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { chinaDate } from '@xueche/time';
import { Alert, Card, DatePicker, Flex, Statistic, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { chinaTime, money } from '../../lib/format';
import { OrderStateTag } from './status-tags';

type Row = AdminApiMap['GET /admin/finance/reconciliation']['response']['rows'][number];

const PAY_STATES: Record<string, string> = {
  SUCCESS: '支付成功',
  REFUND: '转入退款',
  NOTPAY: '未支付',
  CLOSED: '已关闭',
  REVOKED: '已撤销',
  USERPAYING: '支付中',
  PAYERROR: '支付失败',
};

/**
 * One China day: the orders paid by our records and those sent to WeChat Pay, each beside WeChat Pay's own
 * answer to an order query; a row that disagrees is on top and red, saying what differs.
 */
export function ReconciliationTab() {
  // Today in China, whatever the operator's computer is set to.
  const [day, setDay] = useState(() => chinaDate());
  const report = useQuery({
    queryKey: ['admin', 'finance', 'reconciliation', day],
    queryFn: () => api('GET /admin/finance/reconciliation', { query: { day } }),
  });
  const totals = report.data?.totals;
  return (
    <div data-testid="reconciliation">
      <Flex gap={24} align="center" style={{ marginBottom: 16 }}>
        <DatePicker
          allowClear={false}
          value={dayjs(day)}
          disabledDate={(d: Dayjs) => d.format('YYYY-MM-DD') > chinaDate()}
          onChange={(d: Dayjs | null) => d && setDay(d.format('YYYY-MM-DD'))}
          data-testid="reconciliation-day"
        />
        <span>对账日（北京时间）</span>
      </Flex>
      {report.error && <Alert type="error" title={report.error.message} showIcon style={{ marginBottom: 16 }} />}
      {totals && (
        <Card style={{ marginBottom: 16 }}>
          <Flex gap={48}>
            <Statistic title="我方记录已收款" value={`${money(totals.paid_amount)}（${totals.paid_count} 笔）`} />
            <Statistic title="微信支付查询已收款" value={`${money(totals.pay_amount)}（${totals.pay_count} 笔）`} />
            <Statistic
              title="不一致"
              value={totals.mismatches}
              valueStyle={{ color: totals.mismatches ? 'var(--danger)' : 'var(--success)' }}
              data-testid="reconciliation-mismatches"
            />
          </Flex>
        </Card>
      )}
      <Table<Row>
        rowKey="order_no"
        loading={report.isFetching}
        dataSource={report.data?.rows}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: '这一天没有需要对账的订单' }}
        onRow={(r) => ({
          'data-testid': `reconciliation-row-${r.order_no}`,
          'data-mismatch': r.problems.length > 0,
          style: r.problems.length ? { background: 'var(--danger-soft)' } : undefined,
        })}
        columns={[
          {
            title: '订单号',
            dataIndex: 'order_no',
            render: (no: string) => <Link to={`/finance/orders/${no}`}>{no}</Link>,
          },
          { title: '商品', dataIndex: 'title' },
          { title: '我方状态', dataIndex: 'status', render: (s: string) => <OrderStateTag status={s} /> },
          { title: '我方金额', dataIndex: 'amount', render: money },
          { title: '支付时间', dataIndex: 'paid_at', render: chinaTime, width: 150 },
          {
            title: '微信支付状态',
            key: 'pay-state',
            render: (_: unknown, r: Row) =>
              r.pay ? (PAY_STATES[r.pay.trade_state] ?? r.pay.trade_state) : <Tag>查无此单</Tag>,
          },
          {
            title: '微信支付金额',
            key: 'pay-amount',
            render: (_: unknown, r: Row) => (r.pay ? money(r.pay.amount) : '—'),
          },
          {
            title: '核对结果',
            dataIndex: 'problems',
            render: (problems: string[]) =>
              problems.length ? (
                problems.map((p) => (
                  <Tag color="error" key={p}>
                    {p}
                  </Tag>
                ))
              ) : (
                <Tag color="success">一致</Tag>
              ),
          },
        ]}
      />
    </div>
  );
}
