import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, Card, Descriptions, Input, Skeleton, Space, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { chinaTime, money } from '../../lib/format';
import { serverPages } from '../../lib/paging';

type Coach = AdminApiMap['GET /admin/finance/ledger/coaches']['response']['list'][number];
type Entry = AdminApiMap['GET /admin/finance/ledger']['response']['list'][number];

const PAGE_SIZE = 20;

/** Fen with its sign in front: "-¥3.20", "+¥12.00". */
const signed = (fen: number) => `${fen < 0 ? '-' : '+'}${money(Math.abs(fen))}`;

/** Coaches' commission ledgers: who holds what; `item` is a coach's id, whose ledger is shown. */
export function LedgerTab({ item }: { item: string }) {
  const coachId = Number(item);
  if (Number.isInteger(coachId) && coachId > 0) return <CoachLedger coachId={coachId} />;
  return <CoachList />;
}

function CoachList() {
  const [q, setQ] = useState<string>();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['admin', 'finance', 'ledger-coaches', q, page],
    queryFn: () => api('GET /admin/finance/ledger/coaches', { query: { q, page, num: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
  return (
    <div data-testid="ledger-coaches">
      <Input.Search
        allowClear
        placeholder="教练昵称 / 手机号 / 用户编号"
        style={{ width: 300, marginBottom: 16 }}
        onSearch={(text) => {
          setQ(text.trim() || undefined);
          setPage(1);
        }}
      />
      {list.error && <Alert type="error" title={list.error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<Coach>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list}
        locale={{ emptyText: '还没有教练产生佣金' }}
        pagination={serverPages({ page, setPage, total: list.data?.total, pageSize: PAGE_SIZE })}
        columns={[
          {
            title: '教练',
            dataIndex: 'nickname',
            render: (name: string, c: Coach) => <Link to={`/finance/ledger/${c.id}`}>{name}</Link>,
          },
          { title: '用户编号', dataIndex: 'uid' },
          { title: '手机', dataIndex: 'phone', render: (p: string | null) => p ?? '—' },
          { title: '余额', dataIndex: 'balance', render: money },
          { title: '流水笔数', dataIndex: 'entries' },
        ]}
      />
    </div>
  );
}

/** One coach: the balance, each kind's sum, and every entry newest first (reversals in red). */
function CoachLedger({ coachId }: { coachId: number }) {
  const [page, setPage] = useState(1);
  const ledger = useQuery({
    queryKey: ['admin', 'finance', 'ledger', coachId, page],
    queryFn: () => api('GET /admin/finance/ledger', { query: { coach_id: coachId, page, num: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
  const back = (
    <Link to="/finance/ledger">
      <Button type="link" style={{ paddingLeft: 0 }}>
        ← 返回教练列表
      </Button>
    </Link>
  );
  if (ledger.isPending) return <Skeleton active />;
  if (ledger.error) {
    return (
      <>
        {back}
        <Alert type="error" title={ledger.error.message} showIcon />
      </>
    );
  }
  const { coach, balance, kinds } = ledger.data;
  return (
    <div data-testid="coach-ledger">
      {back}
      <Card style={{ marginBottom: 16 }}>
        <Space size={48} align="start">
          <Statistic title="余额" value={money(balance)} data-testid="ledger-balance" />
          <Descriptions column={1} size="small">
            <Descriptions.Item label="教练">{coach.nickname}</Descriptions.Item>
            <Descriptions.Item label="用户编号">{coach.uid}</Descriptions.Item>
            <Descriptions.Item label="手机">{coach.phone ?? '—'}</Descriptions.Item>
          </Descriptions>
          <Descriptions column={2} size="small" title="按类型合计" data-testid="ledger-kinds">
            {kinds.map((k) => (
              <Descriptions.Item key={k.kind} label={k.label}>
                {signed(k.amount)}（{k.count} 笔）
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Space>
      </Card>
      <Table<Entry>
        rowKey="id"
        loading={ledger.isFetching}
        dataSource={ledger.data.list}
        locale={{ emptyText: '还没有流水' }}
        data-testid="ledger-entries"
        pagination={serverPages({ page, setPage, total: ledger.data.total, pageSize: PAGE_SIZE })}
        columns={[
          { title: '时间', dataIndex: 'created_at', render: chinaTime, width: 150 },
          {
            title: '类型',
            dataIndex: 'label',
            render: (label: string, e: Entry) => <Tag color={e.amount < 0 ? 'error' : 'success'}>{label}</Tag>,
          },
          {
            title: '金额',
            dataIndex: 'amount',
            render: (fen: number) => (
              <span style={{ color: fen < 0 ? 'var(--danger)' : undefined }}>{signed(fen)}</span>
            ),
          },
          {
            title: '订单',
            dataIndex: 'order_no',
            render: (no: string | null) => (no ? <Link to={`/finance/orders/${no}`}>{no}</Link> : '—'),
          },
          { title: '商品', dataIndex: 'order_title', render: (t: string | null) => t ?? '—' },
          { title: '学员', dataIndex: 'student', render: (s: string | null) => s ?? '—' },
        ]}
      />
    </div>
  );
}
