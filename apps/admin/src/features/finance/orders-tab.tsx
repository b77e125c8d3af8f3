import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, DatePicker, Flex, Input, Select, Table } from 'antd';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { chinaTime, money } from '../../lib/format';
import { filterDay, serverPages, useFilteredPages } from '../../lib/paging';
import { OrderPage } from './order-page';
import { ORDER_STATES, OrderStateTag } from './status-tags';

type Item = AdminApiMap['GET /admin/finance/orders']['response']['list'][number];

interface Filter {
  q?: string;
  product_id?: number;
  status?: Item['status'];
  from?: string;
  to?: string;
}

const PAGE_SIZE = 20;

/** Orders, newest first, searched by number, buyer, product, state and days; `item` is an order number. */
export function OrdersTab({ item }: { item: string }) {
  if (item) return <OrderPage orderNo={item} />;
  return <OrderList />;
}

function OrderList() {
  const { filter, page, setPage, change } = useFilteredPages<Filter>({});
  const list = useQuery({
    queryKey: ['admin', 'finance', 'orders', filter, page],
    queryFn: () => api('GET /admin/finance/orders', { query: { ...filter, page, num: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
  return (
    <div data-testid="orders">
      <Flex gap={12} style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="订单号 / 买家手机号 / 昵称"
          style={{ width: 300 }}
          onSearch={(q) => change({ q: q.trim() || undefined })}
          data-testid="orders-search"
        />
        <Select
          allowClear
          placeholder="全部商品"
          style={{ width: 220 }}
          value={filter.product_id}
          onChange={(product_id?: number) => change({ product_id })}
          options={list.data?.products.map((p) => ({
            value: p.id,
            label: p.active ? p.title : `${p.title}（已下架）`,
          }))}
        />
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          value={filter.status}
          onChange={(status?: Filter['status']) => change({ status })}
          options={Object.entries(ORDER_STATES).map(([value, { text }]) => ({ value, label: text }))}
        />
        <DatePicker.RangePicker
          onChange={(range) => change({ from: filterDay(range?.[0]), to: filterDay(range?.[1]) })}
          placeholder={['下单开始日期', '结束日期']}
        />
      </Flex>
      {list.error && <Alert type="error" title={list.error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<Item>
        rowKey="order_no"
        loading={list.isFetching}
        dataSource={list.data?.list}
        locale={{ emptyText: '没有符合条件的订单' }}
        pagination={serverPages({ page, setPage, total: list.data?.total, pageSize: PAGE_SIZE, unit: '笔' })}
        columns={[
          {
            title: '订单号',
            dataIndex: 'order_no',
            render: (no: string) => (
              <Link to={`/finance/orders/${no}`} data-testid={`order-link-${no}`}>
                {no}
              </Link>
            ),
          },
          { title: '商品', dataIndex: 'title' },
          {
            title: '买家',
            key: 'user',
            render: (_: unknown, o: Item) => `${o.user.nickname}${o.user.phone ? ` · ${o.user.phone}` : ''}`,
          },
          { title: '金额', dataIndex: 'amount', render: money },
          { title: '已退', dataIndex: 'refunded', render: (fen: number) => (fen ? money(fen) : '—') },
          { title: '状态', dataIndex: 'status', render: (s: string) => <OrderStateTag status={s} /> },
          { title: '教练', key: 'coach', render: (_: unknown, o: Item) => o.coach?.nickname ?? '—' },
          { title: '下单时间', dataIndex: 'created_at', render: chinaTime, width: 150 },
          { title: '支付时间', dataIndex: 'paid_at', render: chinaTime, width: 150 },
        ]}
      />
    </div>
  );
}
