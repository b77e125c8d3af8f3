import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { LoadError } from '../../lib/load-error';
import { SettingEditor } from './setting-editor';
import { shown } from './setting-value';
import { SETTINGS_KEY, type Setting } from './settings-api';

/** Each prefix's heading. */
const GROUPS: Record<string, string> = {
  gzh: '公众号',
  coach: '教练：邀请、等级与积分',
  notice: '公告',
  commission: '佣金',
  order: '订单',
  withdrawal: '提现',
  new_member: '新人特惠',
  pin: '拼车',
  site: '考场练车',
  train: '陪练',
  wish: '许愿墙',
  exam: '考试',
  support: '客服',
  doc: '协议文档',
};

/**
 * '/admin/settings' (admin): the values operators change without a deploy, grouped by prefix. Each is
 * edited with a control for its kind and checked by the server against its shape; it applies at once.
 */
export default function SettingsPage() {
  const [editing, setEditing] = useState<Setting | null>(null);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => api('GET /admin/settings'),
  });
  const groups = [...new Set(data?.list.map((s) => s.group))];
  return (
    <div data-testid="settings">
      <Typography.Title level={4}>系统设置</Typography.Title>
      <LoadError error={error} onRetry={refetch} />
      {isPending && <Skeleton active />}
      {data && data.list.length === 0 && <Empty description="没有可修改的设置" />}
      {groups.map((group) => (
        <Card key={group} title={GROUPS[group] ?? group} size="small" style={{ marginBottom: 16 }}>
          <Table<Setting>
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={data?.list.filter((s) => s.group === group)}
            columns={[
              { title: '设置', dataIndex: 'label', width: 240 },
              {
                title: '键',
                dataIndex: 'key',
                width: 240,
                render: (k: string) => <Typography.Text code>{k}</Typography.Text>,
              },
              {
                title: '当前值',
                key: 'value',
                ellipsis: true,
                render: (_: unknown, s: Setting) => (
                  <span data-testid={`setting-${s.key}`}>
                    {shown(s)} {s.is_default && <Tag>默认</Tag>}
                  </span>
                ),
              },
              { title: '修改时间', dataIndex: 'updated_at', width: 150, render: chinaTime },
              {
                title: '操作',
                key: 'edit',
                width: 80,
                render: (_: unknown, s: Setting) => (
                  <Button size="small" onClick={() => setEditing(s)} data-testid={`edit-setting-${s.key}`}>
                    修改
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      ))}
      {editing && <SettingEditor setting={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
