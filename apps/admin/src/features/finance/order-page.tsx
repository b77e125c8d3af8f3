import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { chinaTime, money } from '../../lib/format';
import { RefundDialog } from './refund-dialog';
import { OrderStateTag, RefundStateTag } from './status-tags';

type Detail = AdminApiMap['GET /admin/finance/order']['response'];
type Refund = Detail['refunds'][number];
type Commission = Detail['commission'][number];

const KINDS: Record<string, string> = { course: '考场课程', vip: 'VIP 题库', bundle: '套餐' };

function unlocks(product: Detail['product']): string {
  const parts = [
    ...(product.unlocks.course ? ['考场课程'] : []),
    ...product.unlocks.vip_subjects.map((s) => `科目${s === 1 ? '一' : '四'} VIP`),
  ];
  return parts.join('、') || '—';
}

/** '/admin/finance/orders/<no>': one order — what was bought, the payment, refunds, the commission it wrote. */
export function OrderPage({ orderNo }: { orderNo: string }) {
  const order = useQuery({
    queryKey: ['admin', 'finance', 'order', orderNo],
    queryFn: () => api('GET /admin/finance/order', { query: { order_no: orderNo } }),
  });
  const back = (
    <Link to="/finance/orders">
      <Button type="link" style={{ paddingLeft: 0 }}>
        ← 返回订单列表
      </Button>
    </Link>
  );
  if (order.isPending) return <Skeleton active />;
  if (order.error) {
    return (
      <>
        {back}
        <Alert type="error" title={order.error.message} showIcon />
      </>
    );
  }
  const o = order.data;
  return (
    <div data-testid="order-page">
      {back}
      <Card
        title={
          <Flex gap={8} align="center">
            订单 {o.order_no} <OrderStateTag status={o.status} />
          </Flex>
        }
        extra={<RefundDialog orderNo={o.order_no} refundable={o.refundable} buyer={o.user.nickname} />}
        style={{ marginBottom: 16 }}
      >
        <Descriptions column={3} size="small" data-testid="order-facts">
          <Descriptions.Item label="商品">{o.title}</Descriptions.Item>
          <Descriptions.Item label="类型">{KINDS[o.product.kind] ?? o.product.kind}</Descriptions.Item>
          <Descriptions.Item label="开通">{unlocks(o.product)}</Descriptions.Item>
          <Descriptions.Item label="考场">{o.field?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="买家">
            {o.user.nickname}（{o.user.uid}）{o.user.phone ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label="教练">
            {o.coach ? <Link to={`/finance/ledger/${o.coach.id}`}>{o.coach.nickname}</Link> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="金额">{money(o.amount)}</Descriptions.Item>
          <Descriptions.Item label="已退">{money(o.refunded)}</Descriptions.Item>
          <Descriptions.Item label="可退">
            <span data-testid="order-refundable">{money(o.refundable)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="微信支付单号">
            <Typography.Text copyable={Boolean(o.transaction_id)} data-testid="order-transaction">
              {o.transaction_id ?? '—'}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="下单时间">{chinaTime(o.created_at)}</Descriptions.Item>
          <Descriptions.Item label="支付时间">{chinaTime(o.paid_at)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="退款记录" size="small" style={{ marginBottom: 16 }}>
        <Table<Refund>
          rowKey="refund_no"
          size="small"
          pagination={false}
          dataSource={o.refunds}
          locale={{ emptyText: '没有退款' }}
          data-testid="order-refunds"
          columns={[
            { title: '退款单号', dataIndex: 'refund_no' },
            { title: '金额', dataIndex: 'amount', render: money },
            { title: '原因', dataIndex: 'reason', render: (r: string) => r || '—' },
            { title: '状态', dataIndex: 'status', render: (s: string) => <RefundStateTag status={s} /> },
            { title: '申请时间', dataIndex: 'created_at', render: chinaTime },
            { title: '完成时间', dataIndex: 'finished_at', render: chinaTime },
          ]}
        />
      </Card>
      <Card title="佣金" size="small">
        <Table<Commission>
          rowKey={(c) => `${c.coach_id}-${c.kind}-${c.created_at}`}
          size="small"
          pagination={false}
          dataSource={o.commission}
          locale={{ emptyText: '这笔订单没有产生佣金' }}
          data-testid="order-commission"
          columns={[
            {
              title: '教练',
              dataIndex: 'coach',
              render: (name: string, c: Commission) => <Link to={`/finance/ledger/${c.coach_id}`}>{name}</Link>,
            },
            { title: '类型', dataIndex: 'label' },
            { title: '金额', dataIndex: 'amount', render: money },
            { title: '时间', dataIndex: 'created_at', render: chinaTime },
          ]}
        />
      </Card>
    </div>
  );
}
