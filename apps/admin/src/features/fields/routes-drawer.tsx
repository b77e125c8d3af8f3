import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { FormModal } from '../../lib/form-modal';
import { useSubmit } from '../../lib/submit';
import type { Field } from './fields-api';
import { FIELDS_KEY } from './fields-api';

type Route = AdminApiMap['GET /admin/fields/routes']['response']['list'][number];
type Values = { name: string; length_m: number; stops: string[]; summary: string; sort: number };

/**
 * A field's subject-three routes: their names, stops, length, summary and order are edited here; the path,
 * the filmed drive and the voice prompts come with the exam site's import (docs/exam-site.md).
 */
export function RoutesDrawer({ field, onClose }: { field: Field; onClose: () => void }) {
  const [editing, setEditing] = useState<Route | null>(null);
  const { data, error, isPending } = useQuery({
    queryKey: ['admin', 'fields', 'routes', field.id],
    queryFn: () => api('GET /admin/fields/routes', { query: { field_id: field.id } }),
  });
  return (
    <Drawer title={`${field.name} · 科目三路线`} open onClose={onClose} size={900} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        第一条路线的视频免费观看。路线轨迹、实拍视频和语音播报通过考场数据导入（ops 命令）维护。
      </Typography.Paragraph>
      {error && <Alert type="error" title={error.message} showIcon />}
      <Table<Route>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list}
        pagination={false}
        locale={{ emptyText: '这个考场还没有科目三路线' }}
        columns={[
          { title: '排序', dataIndex: 'sort', width: 60 },
          { title: '路线', dataIndex: 'name' },
          { title: '长度', dataIndex: 'length_m', render: (m: number) => `${(m / 1000).toFixed(1)} km` },
          { title: '途经', dataIndex: 'stops', render: (s: string[]) => s.join(' → ') },
          { title: '轨迹点', dataIndex: 'waypoints' },
          { title: '语音', dataIndex: 'prompts' },
          { title: '视频', dataIndex: 'has_video', render: (v: boolean) => (v ? '有' : '无') },
          {
            title: '操作',
            key: 'edit',
            render: (_: unknown, r: Route) => (
              <Button size="small" onClick={() => setEditing(r)} data-testid={`route-edit-${r.id}`}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing && <RouteForm route={editing} onClose={() => setEditing(null)} />}
    </Drawer>
  );
}

function RouteForm({ route, onClose }: { route: Route; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSubmit(
    (values: Values) => api('POST /admin/fields/routes/save', { body: { ...values, id: route.id } }),
    { success: '路线已保存', refetch: [FIELDS_KEY], form, done: onClose },
  );
  return (
    <FormModal
      form={form}
      title={`编辑路线：${route.name}`}
      saving={save.isPending}
      onSave={(values) => save.mutate(values)}
      onCancel={onClose}
      initialValues={route}
      requiredMark={false}
    >
      <Form.Item name="name" label="路线名称" rules={[{ required: true, whitespace: true, max: 40 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="length_m" label="长度（米）" rules={[{ required: true, type: 'number', min: 100, max: 50000 }]}>
        <InputNumber precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="stops" label="途经点（按顺序，回车添加）" rules={[{ required: true, type: 'array', min: 1 }]}>
        <Select mode="tags" open={false} />
      </Form.Item>
      <Form.Item name="summary" label="简介" rules={[{ max: 500 }]}>
        <Input.TextArea rows={3} showCount maxLength={500} />
      </Form.Item>
      <Form.Item name="sort" label="排序（小的在前）" rules={[{ required: true }]}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
