import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, DatePicker, Flex, Input, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { chinaTime, money } from '../../lib/format';
import { serverPages } from '../../lib/paging';
import { ReasonDialog } from '../../lib/reason-dialog';
import { useSubmit } from '../../lib/submit';

type Item = AdminApiMap['GET /admin/train/bookings']['response']['list'][number];
type Filter = { q?: string; date?: string; status?: Item['status'] };

const PAGE_SIZE = 20;
const KEY = ['admin', 'train-bookings'];
const STATES: Record<Item['status'], { text: string; color: string }> = {
  unpaid: { text: '待支付', color: 'default' },
  paid: { text: '已支付', color: 'processing' },
  done: { text: '已完成', color: 'success' },
  cancelled: { text: '已取消', color: 'warning' },
  expired: { text: '已失效', color: 'default' },
};

/**
 * '/admin/train-bookings' (finance, admin): every coach-for-hire booking, found by phone, order number, id or
 * day, with both people's phones and its order. An unpaid or paid booking can be cancelled here (a paid one
 * with a full refund or none); a done session's complaint is a refund on its order's page under 财务.
 */
export default function TrainBookingsPage() {
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Item | null>(null);
  const [refund, setRefund] = useState<'full' | 'none'>('full');
  const list = useQuery({
    queryKey: [...KEY, filter, page],
    queryFn: () => api('GET /admin/train/bookings', { query: { ...filter, page, num: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
  const cancel = useSubmit(
    (body: { id: number; refund: 'full' | 'none'; reason: string }) =>
      api('POST /admin/train/bookings/cancel', { body }),
    {
      success: (b) => (b.refunded_fen > 0 ? `已取消，退款 ${money(b.refunded_fen)} 原路退回` : '已取消'),
      refetch: [KEY],
      done: () => setCancelling(null),
    },
  );
  const change = (next: Filter) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };

  return (
    <div data-testid="train-bookings">
      <Typography.Title level={4}>陪练预约</Typography.Title>
      <Flex gap={12} style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="手机号 / 订单号 / 预约编号 / 昵称"
          style={{ width: 320 }}
          onSearch={(q) => change({ q: q.trim() || undefined })}
          data-testid="train-bookings-search"
        />
        <DatePicker
          placeholder="上课日期"
          onChange={(d: Dayjs | null) => change({ date: d?.format('YYYY-MM-DD') })}
          data-testid="train-bookings-date"
        />
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          value={filter.status}
          onChange={(status?: Item['status']) => change({ status })}
          options={Object.entries(STATES).map(([value, s]) => ({ value, label: s.text }))}
        />
      </Flex>
      {list.error && <Alert type="error" title={list.error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<Item>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list}
        locale={{ emptyText: '没有找到预约' }}
        onRow={(b) => ({ 'data-testid': `train-booking-${b.id}` }) as object}
        pagination={serverPages({ page, setPage, total: list.data?.total, pageSize: PAGE_SIZE, unit: '条' })}
        columns={[
          { title: '编号', dataIndex: 'id', width: 70 },
          {
            title: '时间',
            dataIndex: 'start_at',
            width: 170,
            render: (start: string, b: Item) => `${chinaTime(start)} · ${b.hours} 小时`,
          },
          {
            title: '学员',
            dataIndex: 'student',
            render: (s: Item['student'], b: Item) => (
              <Space direction="vertical" size={0}>
                {s.nickname}
                <Typography.Text type="secondary">预约电话 {b.phone}</Typography.Text>
              </Space>
            ),
          },
          {
            title: '教练',
            dataIndex: 'coach',
            render: (c: Item['coach']) => (
              <Space direction="vertical" size={0}>
                {c.nickname}
                <Typography.Text type="secondary">{c.phone ?? '—'}</Typography.Text>
              </Space>
            ),
          },
          {
            title: '订单',
            dataIndex: 'order',
            render: (o: Item['order'], b: Item) => (
              <Space direction="vertical" size={0}>
                <Link to={`/finance/orders/${o.order_no}`}>{o.order_no}</Link>
                <Typography.Text type="secondary">
                  {money(b.amount_fen)}
                  {b.refunded_fen > 0 && ` · 已退 ${money(b.refunded_fen)}`}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: Item['status']) => (
              <Tag color={STATES[s].color} data-testid="train-booking-state">
                {STATES[s].text}
              </Tag>
            ),
          },
          {
            title: '操作',
            width: 100,
            render: (_: unknown, b: Item) =>
              b.status === 'unpaid' || b.status === 'paid' ? (
                <Button
                  size="small"
                  danger
                  onClick={() => {
                    setRefund('full');
                    setCancelling(b);
                  }}
                  data-testid={`train-booking-cancel-${b.id}`}
                >
                  取消预约
                </Button>
              ) : null,
          },
        ]}
      />
      <ReasonDialog
        open={cancelling !== null}
        title={`取消陪练预约 #${cancelling?.id ?? ''}`}
        okText="确认取消"
        placeholder="取消原因（记入操作日志）"
        busy={cancel.isPending}
        onOk={(reason) => cancelling && cancel.mutate({ id: cancelling.id, refund, reason })}
        onClose={() => setCancelling(null)}
        testId="train-cancel"
      >
        {cancelling?.status === 'paid' ? (
          <Space direction="vertical" style={{ marginBottom: 12 }}>
            <Typography.Text>
              {cancelling.student.nickname} 与 {cancelling.coach.nickname}，{chinaTime(cancelling.start_at)} 起{' '}
              {cancelling.hours} 小时，已付 {money(cancelling.amount_fen)}。
            </Typography.Text>
            <Radio.Group value={refund} onChange={(e) => setRefund(e.target.value)} data-testid="train-cancel-refund">
              <Radio value="full">全额退款 {money(cancelling.amount_fen - cancelling.refunded_fen)}（原路退回）</Radio>
              <Radio value="none">不退款</Radio>
            </Radio.Group>
          </Space>
        ) : (
          <Typography.Paragraph>尚未支付：关闭订单，释放教练的时段。</Typography.Paragraph>
        )}
      </ReasonDialog>
    </div>
  );
}
