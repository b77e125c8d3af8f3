import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Avatar, Button, Card, Descriptions, Flex, Skeleton, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { chinaTime, money } from '../../lib/format';
import { DisableDialog } from './disable-dialog';
import { RoleTag } from './role-tag';

type Detail = AdminApiMap['GET /admin/users/detail']['response'];
type Order = Detail['orders'][number];
type Bound = Detail['bound']['latest'][number];

const ORDER_STATES: Record<string, string> = {
  created: '待支付',
  paid: '已支付',
  refunded: '已退款',
  closed: '已关闭',
};
const VIA: Record<string, string> = { login: '通过链接登录', order: '下单时' };

/** One person: role and state, field, who they are bound to and who to them, their orders; disable or enable. */
export function UserPage({ id }: { id: number }) {
  const user = useQuery({
    queryKey: ['admin', 'users', 'detail', id],
    queryFn: () => api('GET /admin/users/detail', { query: { id } }),
  });
  const back = (
    <Link to="/users">
      <Button type="link" style={{ paddingLeft: 0 }}>
        ← 返回用户列表
      </Button>
    </Link>
  );
  if (user.isPending) return <Skeleton active />;
  if (user.error) {
    return (
      <>
        {back}
        <Alert type="error" title={user.error.message} showIcon />
      </>
    );
  }
  const u = user.data;
  return (
    <div data-testid="user-page">
      {back}
      <Card
        style={{ marginBottom: 16 }}
        title={
          <Flex gap={12} align="center">
            <Avatar src={u.head_portrait || undefined}>{u.nickname.slice(0, 1)}</Avatar>
            {u.nickname} <RoleTag type={u.user_type} />
            <span data-testid="user-state">
              {u.disabled ? <Tag color="error">已停用</Tag> : <Tag color="success">正常</Tag>}
            </span>
          </Flex>
        }
        extra={<DisableDialog id={u.id} nickname={u.nickname} disabled={u.disabled} />}
      >
        <Descriptions column={3} size="small">
          <Descriptions.Item label="用户编号">{u.uid}</Descriptions.Item>
          <Descriptions.Item label="did">{u.did}</Descriptions.Item>
          <Descriptions.Item label="手机">{u.phone ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="考场">{u.field?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="注册时间">{chinaTime(u.created_at)}</Descriptions.Item>
          <Descriptions.Item label="绑定的教练">
            {u.coach ? (
              <Link to={`/users/${u.coach.id}`}>
                {u.coach.nickname}（{VIA[u.coach.bound_via] ?? u.coach.bound_via}，{chinaTime(u.coach.since)}）
              </Link>
            ) : (
              '—'
            )}
          </Descriptions.Item>
          {u.disabled && (
            <Descriptions.Item label="停用" span={3}>
              <span data-testid="user-disabled-reason">
                {chinaTime(u.disabled_at)}：{u.disabled_reason}
              </span>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title={`绑定到 TA 的人（${u.bound.total}）`} size="small" style={{ marginBottom: 16 }}>
        <Table<Bound>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={u.bound.latest}
          locale={{ emptyText: '没有人绑定到 TA' }}
          columns={[
            {
              title: '昵称',
              dataIndex: 'nickname',
              render: (name: string, b: Bound) => <Link to={`/users/${b.id}`}>{name}</Link>,
            },
            { title: '用户编号', dataIndex: 'uid' },
            { title: '身份', dataIndex: 'user_type', render: (t: number) => <RoleTag type={t} /> },
            { title: '方式', dataIndex: 'bound_via', render: (v: string) => VIA[v] ?? v },
            { title: '绑定时间', dataIndex: 'since', render: chinaTime },
          ]}
        />
      </Card>
      <Card title="订单" size="small">
        <Table<Order>
          rowKey="order_no"
          size="small"
          pagination={false}
          dataSource={u.orders}
          locale={{ emptyText: '没有订单' }}
          columns={[
            {
              title: '订单号',
              dataIndex: 'order_no',
              render: (no: string) => <Link to={`/finance/orders/${no}`}>{no}</Link>,
            },
            { title: '商品', dataIndex: 'title' },
            { title: '金额', dataIndex: 'amount', render: money },
            { title: '已退', dataIndex: 'refunded', render: (fen: number) => (fen ? money(fen) : '—') },
            { title: '状态', dataIndex: 'status', render: (s: string) => ORDER_STATES[s] ?? s },
            { title: '下单时间', dataIndex: 'created_at', render: chinaTime },
          ]}
        />
      </Card>
    </div>
  );
}
