import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { useSubmit } from '../../lib/submit';
import { LightRecordings } from './light-recordings';
import { LightSetImport } from './light-set-import';

type Row = AdminApiMap['GET /admin/reviews/light-sets']['response']['fields'][number];

const KEY = ['admin', 'reviews', 'light-sets'] as const;

/** Saves text as a file the browser downloads. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * The fields' night-lighting sets: each field's own set or the standard one. Sets have no review state: a
 * reviewer checks a field's set, exports it as a file, imports a corrected one (checked whole, each problem
 * listed) or takes the field back to the standard set.
 */
export function LightSetsTab() {
  const [importing, setImporting] = useState<Row | null>(null);
  // Whose recordings are open: a field with its own set, or the standard set (null).
  const [recording, setRecording] = useState<{ fieldId: number | null; title: string } | null>(null);
  const { data, error, isPending } = useQuery({ queryKey: KEY, queryFn: () => api('GET /admin/reviews/light-sets') });
  const exportSet = useSubmit(
    (fieldId: number) => api('GET /admin/reviews/light-sets/file', { query: { field_id: fieldId } }),
    { done: (file) => download(`light-set-${file.field_id}.json`, file.content) },
  );
  const reset = useSubmit(
    (fieldId: number) => api('POST /admin/reviews/light-sets/reset', { body: { field_id: fieldId } }),
    { success: (r) => (r.changed ? '已恢复为标准灯光题' : '本来就是标准灯光题'), refetch: [KEY] },
  );
  return (
    <>
      {data && (
        <Typography.Paragraph type="secondary">
          标准灯光题：{data.standard.items} 题，每次考试抽 {data.standard.draw} 题（版本 {data.standard.version}）。
          没有自己灯光题的考场使用标准题。{' '}
          <Button
            size="small"
            onClick={() => setRecording({ fieldId: null, title: '标准灯光题录音' })}
            data-testid="light-recordings-standard"
          >
            标准题录音
          </Button>
        </Typography.Paragraph>
      )}
      {error && <Alert type="error" title={error.message} showIcon />}
      <Table<Row>
        rowKey="field_id"
        loading={isPending}
        dataSource={data?.fields}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: '还没有考场' }}
        columns={[
          { title: '城市', dataIndex: 'city' },
          { title: '考场', dataIndex: 'field_name' },
          {
            title: '灯光题',
            dataIndex: 'own',
            render: (own: boolean) => (own ? <Tag color="processing">考场自有</Tag> : <Tag>标准</Tag>),
          },
          { title: '题数', dataIndex: 'items' },
          { title: '考试抽题', dataIndex: 'draw' },
          { title: '顺序', dataIndex: 'order', render: (o: string) => (o === 'fixed' ? '固定' : '随机') },
          { title: '版本', dataIndex: 'version' },
          { title: '更新时间', dataIndex: 'updated_at', render: chinaTime },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r: Row) => (
              <Space>
                <Button size="small" onClick={() => exportSet.mutate(r.field_id)}>
                  导出
                </Button>
                <Button size="small" onClick={() => setImporting(r)} data-testid={`light-import-${r.field_id}`}>
                  导入
                </Button>
                {r.own && (
                  <Button
                    size="small"
                    onClick={() => setRecording({ fieldId: r.field_id, title: `灯光题录音：${r.field_name}` })}
                    data-testid={`light-recordings-${r.field_id}`}
                  >
                    录音
                  </Button>
                )}
                {r.own && (
                  <Popconfirm
                    title="删除该考场自己的灯光题，改用标准题？"
                    okText="确认"
                    cancelText="取消"
                    onConfirm={() => reset.mutate(r.field_id)}
                  >
                    <Button size="small" danger>
                      恢复标准
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {recording && (
        <LightRecordings fieldId={recording.fieldId} title={recording.title} onClose={() => setRecording(null)} />
      )}
      {importing && <LightSetImport field={importing} listKey={KEY} onClose={() => setImporting(null)} />}
    </>
  );
}
