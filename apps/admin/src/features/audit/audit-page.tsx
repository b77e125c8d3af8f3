import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, DatePicker, Flex, Select, Table, Typography } from 'antd';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { filterDay, serverPages, useFilteredPages } from '../../lib/paging';
import { ChangeDetail } from './change-detail';

type Entry = AdminApiMap['GET /admin/audit']['response']['list'][number];

interface Filter {
  operator_id?: number;
  action?: string;
  from?: string;
  to?: string;
}

const PAGE_SIZE = 20;

/**
 * '/admin/audit' (admin): every operator action, newest first — the console's accounts and the ops token —
 * filtered by operator, action (a prefix finds the actions below it) and days; each line shows before → after.
 */
export default function AuditPage() {
  const { filter, page, setPage, change } = useFilteredPages<Filter>({});
  const facets = useQuery({ queryKey: ['admin', 'audit', 'facets'], queryFn: () => api('GET /admin/audit/facets') });
  const log = useQuery({
    queryKey: ['admin', 'audit', filter, page],
    queryFn: () => api('GET /admin/audit', { query: { ...filter, page, num: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  });
  return (
    <div data-testid="audit">
      <Typography.Title level={4}>操作日志</Typography.Title>
      <Flex gap={12} style={{ marginBottom: 16 }} wrap>
        <Select
          allowClear
          placeholder="全部操作人"
          style={{ width: 200 }}
          value={filter.operator_id}
          onChange={(operator_id?: number) => change({ operator_id })}
          options={facets.data?.operators.map((o) => ({ value: o.id, label: o.username }))}
          data-testid="audit-operator"
        />
        <Select
          allowClear
          showSearch
          placeholder="全部操作"
          style={{ width: 280 }}
          value={filter.action}
          onChange={(action?: string) => change({ action })}
          options={facets.data?.actions.map((a) => ({ value: a, label: a }))}
          data-testid="audit-action"
        />
        <DatePicker.RangePicker
          onChange={(range) => change({ from: filterDay(range?.[0]), to: filterDay(range?.[1]) })}
          placeholder={['开始日期', '结束日期']}
        />
      </Flex>
      {log.error && <Alert type="error" title={log.error.message} showIcon />}
      <Table<Entry>
        rowKey="id"
        loading={log.isFetching}
        dataSource={log.data?.list}
        pagination={serverPages({ page, setPage, total: log.data?.total, pageSize: PAGE_SIZE, unit: '条' })}
        columns={[
          { title: '时间', dataIndex: 'created_at', render: chinaTime, width: 150 },
          { title: '操作人', dataIndex: 'actor', width: 180 },
          { title: '操作', dataIndex: 'action', width: 220 },
          { title: '对象', dataIndex: 'target', width: 180, render: (t: string) => t || '—' },
          { title: '内容', dataIndex: 'detail', render: (d: Entry['detail']) => <ChangeDetail detail={d} /> },
        ]}
      />
    </div>
  );
}
