import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, Input, Modal, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { serverPages } from '../../lib/paging';
import { useSubmit } from '../../lib/submit';

type Item = AdminApiMap['GET /admin/wishes']['response']['list'][number];
type Filter = 'reported' | 'hidden' | 'all';

const PAGE_SIZE = 20;
const KEY = ['admin', 'wishes'];
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'reported', label: '被举报' },
  { value: 'hidden', label: '已隐藏' },
  { value: 'all', label: '全部' },
];
const REASONS: Record<Item['reports'][number]['reason'], string> = {
  spam: '广告或刷屏',
  abuse: '辱骂、不友善',
  junk: '乱码、代码或无意义',
  other: '其他',
};
const STATES: Record<Item['state'], string> = {
  open: '征集中',
  planned: '已排期',
  done: '已实现',
  declined: '暂不考虑',
};

/**
 * '/admin/wishes' (content, admin): the wish wall's wishes with what people reported about them. Hiding one
 * (with a reason its author reads) takes it off the wall for everyone but its author; 恢复显示 undoes it.
 */
export default function WishesPage() {
  const [filter, setFilter] = useState<Filter>('reported');
  const [q, setQ] = useState<string>();
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<Item | null>(null);
  const [reason, setReason] = useState('');
  const list = useQuery({
    queryKey: [...KEY, filter, q, page],
    queryFn: () => api('GET /admin/wishes', { query: { filter, q, page, num: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
  const hide = useSubmit(
    (body: { id: number; hidden: boolean; reason?: string }) => api('POST /admin/wishes/hide', { body }),
    {
      success: (w) => (w.hidden ? '已隐藏：只有作者本人还能看到' : '已恢复显示'),
      refetch: [KEY],
      done: () => setHiding(null),
    },
  );

  return (
    <div data-testid="wishes">
      <Typography.Title level={4}>心愿墙</Typography.Title>
      <Space style={{ marginBottom: 16 }} wrap>
        <Segmented<Filter>
          value={filter}
          options={FILTERS}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
          data-testid="wishes-filter"
        />
        <Input.Search
          allowClear
          placeholder="心愿内容 / 作者昵称 / 用户编号"
          style={{ width: 320 }}
          onSearch={(text) => {
            setQ(text.trim() || undefined);
            setPage(1);
          }}
          data-testid="wishes-search"
        />
      </Space>
      {list.error && <Alert type="error" title={list.error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<Item>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list}
        locale={{ emptyText: filter === 'reported' ? '没有被举报的心愿' : '没有心愿' }}
        onRow={(w) => ({ 'data-testid': `wish-row-${w.id}` }) as object}
        pagination={serverPages({ page, setPage, total: list.data?.total, pageSize: PAGE_SIZE, unit: '条' })}
        columns={[
          {
            title: '心愿',
            dataIndex: 'content',
            // Text as typed: React escapes it, markup included.
            render: (text: string, w: Item) => (
              <Space direction="vertical" size={2}>
                <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{text}</Typography.Text>
                <Typography.Text type="secondary">
                  {w.author.nickname}（{w.author.uid}）· {chinaTime(w.created_at)} · {STATES[w.state]} · {w.votes}{' '}
                  人支持
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '举报',
            dataIndex: 'report_count',
            width: 260,
            render: (n: number, w: Item) =>
              n === 0 ? (
                '—'
              ) : (
                <Space direction="vertical" size={2}>
                  <Typography.Text strong data-testid="wish-report-count">
                    {n} 次
                  </Typography.Text>
                  {w.reports.map((r) => (
                    <Typography.Text key={`${r.nickname}-${r.at}`} type="secondary">
                      {REASONS[r.reason]}
                      {r.note && `：${r.note}`}（{r.nickname}）
                    </Typography.Text>
                  ))}
                </Space>
              ),
          },
          {
            title: '状态',
            dataIndex: 'hidden',
            width: 200,
            render: (hidden: Item['hidden']) =>
              hidden ? (
                <Space direction="vertical" size={2}>
                  <Tag color="error">已隐藏</Tag>
                  <Typography.Text type="secondary">
                    {hidden.reason} · {hidden.by} · {chinaTime(hidden.at)}
                  </Typography.Text>
                </Space>
              ) : (
                <Tag color="success">显示中</Tag>
              ),
          },
          {
            title: '操作',
            width: 110,
            render: (_: unknown, w: Item) =>
              w.hidden ? (
                <Button
                  size="small"
                  loading={hide.isPending && hide.variables?.id === w.id}
                  onClick={() => hide.mutate({ id: w.id, hidden: false })}
                  data-testid={`wish-unhide-${w.id}`}
                >
                  恢复显示
                </Button>
              ) : (
                <Button
                  size="small"
                  danger
                  onClick={() => {
                    setReason('');
                    setHiding(w);
                  }}
                  data-testid={`wish-hide-${w.id}`}
                >
                  隐藏
                </Button>
              ),
          },
        ]}
      />
      <Modal
        title="隐藏心愿"
        open={hiding !== null}
        okText="隐藏"
        cancelText="取消"
        okButtonProps={{ danger: true, disabled: !reason.trim(), ...{ 'data-testid': 'wish-hide-confirm' } }}
        confirmLoading={hide.isPending}
        onOk={() => hiding && hide.mutate({ id: hiding.id, hidden: true, reason: reason.trim() })}
        onCancel={() => setHiding(null)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          隐藏后心愿墙上只有作者本人还能看到它，并会看到下面写的原因。
        </Typography.Paragraph>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {hiding?.content}
        </Typography.Paragraph>
        <Input.TextArea
          rows={2}
          maxLength={100}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="隐藏原因，如：含有广告"
          data-testid="wish-hide-reason"
        />
      </Modal>
    </div>
  );
}
