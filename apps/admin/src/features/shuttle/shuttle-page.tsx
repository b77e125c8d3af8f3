import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, DatePicker, Flex, Input, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime, money } from '../../lib/format';
import { serverPages } from '../../lib/paging';
import { ReasonDialog } from '../../lib/reason-dialog';
import { useSubmit } from '../../lib/submit';

type Trip = AdminApiMap['GET /admin/pin/trips']['response']['list'][number];
type Booking = AdminApiMap['GET /admin/pin/bookings']['response']['list'][number];
type Filter = { q?: string; date?: string; status?: Booking['status']; trip_id?: number };

const PAGE_SIZE = 20;
const KEY = ['admin', 'shuttle'];
const TRIP_STATES: Record<Trip['status'], { text: string; color: string }> = {
  open: { text: '可预订', color: 'processing' },
  full: { text: '已满', color: 'warning' },
  departed: { text: '已出发', color: 'default' },
  cancelled: { text: '已取消', color: 'default' },
};
const BOOKING_STATES: Record<Booking['status'], { text: string; color: string }> = {
  pending: { text: '待车主确认', color: 'processing' },
  confirmed: { text: '已确认', color: 'success' },
  declined: { text: '车主已拒绝', color: 'default' },
  cancelled: { text: '已取消', color: 'default' },
};
const CANCELLED_BY: Record<string, string> = { passenger: '乘客取消', owner: '车主取消行程', operator: '客服取消' };

/**
 * '/admin/shuttle' (reviewer, admin): every shuttle trip and seat booking, with both sides' phones. An operator
 * cancels a booking or calls a trip off (the people on it are texted). Fares are paid between the people
 * (decision 007): nothing here moves money.
 */
export default function ShuttlePage() {
  const [tab, setTab] = useState<'bookings' | 'trips'>('bookings');
  const [filter, setFilter] = useState<Filter>({});
  const showTrip = (trip: Trip) => {
    setFilter({ trip_id: trip.id });
    setTab('bookings');
  };
  return (
    <div data-testid="shuttle">
      <Typography.Title level={4}>拼车</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'bookings' | 'trips')}
        items={[
          { key: 'bookings', label: '订座', children: <BookingList filter={filter} onFilter={setFilter} /> },
          { key: 'trips', label: '行程', children: <TripList onShowBookings={showTrip} /> },
        ]}
      />
    </div>
  );
}

function Search({
  placeholder,
  onSearch,
  testId,
}: {
  placeholder: string;
  onSearch: (q?: string) => void;
  testId: string;
}) {
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      style={{ width: 300 }}
      onSearch={(q) => onSearch(q.trim() || undefined)}
      data-testid={testId}
    />
  );
}

const day = (d: Dayjs | null) => d?.format('YYYY-MM-DD');

function BookingList({ filter, onFilter }: { filter: Filter; onFilter: (f: Filter) => void }) {
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const list = useQuery({
    queryKey: [...KEY, 'bookings', filter, page],
    queryFn: () => api('GET /admin/pin/bookings', { query: { ...filter, page, num: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
  const cancel = useSubmit((body: { id: number; reason: string }) => api('POST /admin/pin/bookings/cancel', { body }), {
    success: '已取消预订，已短信通知乘客和车主',
    refetch: [KEY],
    done: () => setCancelling(null),
  });
  const change = (next: Filter) => {
    onFilter({ ...filter, ...next });
    setPage(1);
  };
  return (
    <>
      <Flex gap={12} style={{ marginBottom: 16 }} wrap>
        <Search
          placeholder="手机号 / 预订编号 / 乘客昵称"
          onSearch={(q) => change({ q })}
          testId="pin-bookings-search"
        />
        <DatePicker placeholder="出发日期" onChange={(d) => change({ date: day(d) })} />
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 150 }}
          value={filter.status}
          onChange={(status?: Booking['status']) => change({ status })}
          options={Object.entries(BOOKING_STATES).map(([value, s]) => ({ value, label: s.text }))}
        />
        {filter.trip_id && (
          <Tag closable onClose={() => change({ trip_id: undefined })}>
            行程 #{filter.trip_id}
          </Tag>
        )}
      </Flex>
      {list.error && <Alert type="error" title={list.error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<Booking>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list}
        locale={{ emptyText: '没有找到预订' }}
        onRow={(b) => ({ 'data-testid': `pin-booking-${b.id}` }) as object}
        pagination={serverPages({ page, setPage, total: list.data?.total, pageSize: PAGE_SIZE, unit: '条' })}
        columns={[
          { title: '编号', dataIndex: 'id', width: 70 },
          {
            title: '行程',
            dataIndex: 'trip',
            render: (t: Trip) => (
              <Space direction="vertical" size={0}>
                {chinaTime(t.depart_at)} {t.origin} → {t.field_name}
                <Typography.Text type="secondary">
                  车主 {t.owner.name || t.owner.nickname} {t.owner.phone} · 每座 {money(t.fare_fen)}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '乘客',
            dataIndex: 'passenger',
            render: (p: Booking['passenger'], b: Booking) => (
              <Space direction="vertical" size={0}>
                {p.nickname} · {b.seats} 座<Typography.Text type="secondary">{b.phone}</Typography.Text>
              </Space>
            ),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 130,
            render: (s: Booking['status'], b: Booking) => (
              <Space direction="vertical" size={0}>
                <Tag color={BOOKING_STATES[s].color}>{BOOKING_STATES[s].text}</Tag>
                {b.cancelled_by && <Typography.Text type="secondary">{CANCELLED_BY[b.cancelled_by]}</Typography.Text>}
              </Space>
            ),
          },
          {
            title: '操作',
            width: 100,
            render: (_: unknown, b: Booking) =>
              (b.status === 'pending' || b.status === 'confirmed') && b.trip.status !== 'departed' ? (
                <Button size="small" danger onClick={() => setCancelling(b)} data-testid={`pin-booking-cancel-${b.id}`}>
                  取消预订
                </Button>
              ) : null,
          },
        ]}
      />
      <ReasonDialog
        open={cancelling !== null}
        title={`取消预订 #${cancelling?.id ?? ''}`}
        okText="确认取消"
        placeholder="取消原因（记入操作日志）"
        busy={cancel.isPending}
        onOk={(reason) => cancelling && cancel.mutate({ id: cancelling.id, reason })}
        onClose={() => setCancelling(null)}
        testId="pin-cancel"
      >
        <Typography.Paragraph>
          {cancelling?.passenger.nickname} 的 {cancelling?.seats} 座将被取消，座位释放；乘客和车主会收到短信。
        </Typography.Paragraph>
      </ReasonDialog>
    </>
  );
}

function TripList({ onShowBookings }: { onShowBookings: (trip: Trip) => void }) {
  const [filter, setFilter] = useState<{ q?: string; date?: string }>({});
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Trip | null>(null);
  const list = useQuery({
    queryKey: [...KEY, 'trips', filter, page],
    queryFn: () => api('GET /admin/pin/trips', { query: { ...filter, page, num: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
  const cancel = useSubmit((body: { id: number; reason: string }) => api('POST /admin/pin/trips/cancel', { body }), {
    success: (t) => `已取消行程，${t.cancelled_bookings} 个预订随之取消，已短信通知`,
    refetch: [KEY],
    done: () => setCancelling(null),
  });
  const change = (next: { q?: string; date?: string }) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };
  return (
    <>
      <Flex gap={12} style={{ marginBottom: 16 }} wrap>
        <Search
          placeholder="手机号 / 行程编号 / 车主昵称或姓名"
          onSearch={(q) => change({ q })}
          testId="pin-trips-search"
        />
        <DatePicker placeholder="出发日期" onChange={(d) => change({ date: day(d) })} />
      </Flex>
      {list.error && <Alert type="error" title={list.error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<Trip>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list}
        locale={{ emptyText: '没有找到行程' }}
        onRow={(t) => ({ 'data-testid': `pin-trip-${t.id}` }) as object}
        pagination={serverPages({ page, setPage, total: list.data?.total, pageSize: PAGE_SIZE, unit: '条' })}
        columns={[
          { title: '编号', dataIndex: 'id', width: 70 },
          { title: '出发', dataIndex: 'depart_at', width: 150, render: chinaTime },
          { title: '路线', render: (_: unknown, t: Trip) => `${t.origin} → ${t.field_name}` },
          {
            title: '车主',
            dataIndex: 'owner',
            render: (o: Trip['owner']) => (
              <Space direction="vertical" size={0}>
                {o.name || o.nickname}
                <Typography.Text type="secondary">{o.phone || '—'}</Typography.Text>
              </Space>
            ),
          },
          {
            title: '座位',
            render: (_: unknown, t: Trip) =>
              `${t.seats_taken}/${t.seats}${t.pending ? `（${t.pending} 个待确认）` : ''}`,
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: Trip['status']) => <Tag color={TRIP_STATES[s].color}>{TRIP_STATES[s].text}</Tag>,
          },
          {
            title: '操作',
            width: 170,
            render: (_: unknown, t: Trip) => (
              <Space>
                <Button size="small" onClick={() => onShowBookings(t)}>
                  订座
                </Button>
                {(t.status === 'open' || t.status === 'full') && (
                  <Button size="small" danger onClick={() => setCancelling(t)} data-testid={`pin-trip-cancel-${t.id}`}>
                    取消行程
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ReasonDialog
        open={cancelling !== null}
        title={`取消行程 #${cancelling?.id ?? ''}`}
        okText="确认取消行程"
        placeholder="取消原因（记入操作日志）"
        busy={cancel.isPending}
        onOk={(reason) => cancelling && cancel.mutate({ id: cancelling.id, reason })}
        onClose={() => setCancelling(null)}
        testId="pin-trip-cancel"
      >
        <Typography.Paragraph>
          行程上的 {cancelling?.seats_taken ?? 0} 个座位的预订会一起取消；车主和乘客会收到短信。
        </Typography.Paragraph>
      </ReasonDialog>
    </>
  );
}
