import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { money } from '../../lib/format';
import { LoadError } from '../../lib/load-error';
import { useSubmit } from '../../lib/submit';
import { ProductForm } from './product-form';
import { PRODUCTS_KEY, type Product } from './products-api';

const KINDS: Record<Product['kind'], string> = { course: '考场课程', vip: 'VIP 题库', bundle: '套餐' };

/**
 * '/admin/products' (finance, admin): what students buy — field courses, VIP sets and bundles — with their
 * prices (entered in yuan, kept in fen) and refund terms. Retiring takes one off sale at once.
 */
export default function ProductsPage() {
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: PRODUCTS_KEY,
    queryFn: () => api('GET /admin/products'),
  });
  const retire = useSubmit((body: { id: number; active: boolean }) => api('POST /admin/products/retire', { body }), {
    success: (p) => (p.active ? '已重新上架' : '已下架'),
    refetch: [PRODUCTS_KEY],
  });
  return (
    <div data-testid="products">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4}>商品与价格</Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="new-product">
          新建商品
        </Button>
      </Space>
      <LoadError error={error} onRetry={refetch} style={{ marginBottom: 16 }} />
      <Table<Product>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list}
        locale={{ emptyText: <Empty description="还没有商品" /> }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          { title: '标识', dataIndex: 'slug', width: 150 },
          { title: '类型', dataIndex: 'kind', width: 100, render: (k: Product['kind']) => KINDS[k] },
          { title: '名称', dataIndex: 'title', ellipsis: true },
          {
            title: '价格',
            dataIndex: 'price_fen',
            width: 110,
            render: (fen: number, p: Product) => <span data-testid={`price-${p.slug}`}>{money(fen)}</span>,
          },
          {
            title: '开通',
            key: 'unlocks',
            width: 170,
            render: (_: unknown, p: Product) =>
              [
                ...p.vip_subjects.map((s) => `科目${s === 1 ? '一' : '四'} VIP`),
                ...(p.course ? ['考场课程'] : []),
              ].join('、'),
          },
          { title: '退款规则', dataIndex: 'refund_terms', ellipsis: true },
          { title: '已付订单', dataIndex: 'paid_orders', width: 90 },
          {
            title: '状态',
            dataIndex: 'active',
            width: 80,
            render: (a: boolean) => (a ? <Tag color="success">在售</Tag> : <Tag>已下架</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_: unknown, p: Product) => (
              <Space>
                <Button size="small" onClick={() => setEditing(p)} data-testid={`edit-product-${p.slug}`}>
                  编辑
                </Button>
                <Popconfirm
                  title={p.active ? '下架后学员立即不能购买，确认？' : '重新上架？'}
                  okText="确认"
                  cancelText="取消"
                  onConfirm={() => retire.mutate({ id: p.id, active: !p.active })}
                >
                  <Button size="small" danger={p.active}>
                    {p.active ? '下架' : '上架'}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && <ProductForm product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
