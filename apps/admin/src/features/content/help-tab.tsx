import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, Form, Input, InputNumber, Segmented, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { FormModal } from '../../lib/form-modal';
import { useSubmit } from '../../lib/submit';
import { RichTextField } from './rich-text-field';

type Entry = AdminApiMap['GET /admin/content/help']['response']['list'][number];
type Fields = Omit<Entry, 'id'>;
const KEY = ['admin', 'content', 'help'];
const AUDIENCES = { student: '学员', coach: '教练' } as const;

/** The help centre: articles and short videos, for students or coaches, smaller `sort` first. */
export function HelpTab() {
  const [audience, setAudience] = useState<'student' | 'coach'>('student');
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const { data, error, isPending } = useQuery({ queryKey: KEY, queryFn: () => api('GET /admin/content/help') });
  const save = useSubmit((body: Fields & { id?: number }) => api('POST /admin/content/help/save', { body }), {
    success: '已保存',
    refetch: [KEY],
    done: () => setEditing(null),
  });
  return (
    <>
      <Segmented
        value={audience}
        onChange={setAudience}
        options={Object.entries(AUDIENCES).map(([value, label]) => ({ value: value as 'student' | 'coach', label }))}
        style={{ marginRight: 16 }}
      />
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} style={{ marginBottom: 16 }}>
        新建帮助
      </Button>
      {error && <Alert type="error" title={error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<Entry>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list.filter((h) => h.audience === audience)}
        locale={{ emptyText: '还没有帮助内容' }}
        pagination={false}
        columns={[
          { title: '排序', dataIndex: 'sort', width: 70 },
          {
            title: '类型',
            dataIndex: 'kind',
            width: 80,
            render: (k: string) => <Tag>{k === 'video' ? '视频' : '图文'}</Tag>,
          },
          { title: '标题', dataIndex: 'title' },
          { title: '摘要', dataIndex: 'summary', ellipsis: true },
          {
            title: '操作',
            key: 'edit',
            width: 80,
            render: (_: unknown, h) => (
              <Button type="link" onClick={() => setEditing(h)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <HelpForm
          entry={editing === 'new' ? null : editing}
          audience={audience}
          saving={save.isPending}
          onSave={(v) => save.mutate({ ...v, id: editing === 'new' ? undefined : editing.id })}
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}

function HelpForm({
  entry,
  audience,
  saving,
  onSave,
  onCancel,
}: {
  entry: Entry | null;
  audience: 'student' | 'coach';
  saving: boolean;
  onSave: (v: Fields) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Fields>();
  const kind = Form.useWatch('kind', form);
  return (
    <FormModal
      form={form}
      width={820}
      title={entry ? '编辑帮助' : '新建帮助'}
      saving={saving}
      onSave={(v) => onSave({ ...v, media: v.kind === 'video' ? v.media : null })}
      onCancel={onCancel}
      initialValues={entry ?? { audience, kind: 'article', title: '', summary: '', body: '', media: null, sort: 0 }}
    >
      <Form.Item name="audience" label="给谁看">
        <Select options={Object.entries(AUDIENCES).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="kind" label="类型">
        <Segmented
          options={[
            { value: 'article', label: '图文' },
            { value: 'video', label: '视频' },
          ]}
        />
      </Form.Item>
      <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="summary" label="摘要">
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
      {kind === 'video' && (
        <Form.Item
          name="media"
          label="视频目录（/static/media/ 下的目录名）"
          rules={[{ required: true, message: '请填写视频目录' }]}
        >
          <Input placeholder="例如 help-first-login" />
        </Form.Item>
      )}
      <Form.Item name="body" label="正文">
        <RichTextField />
      </Form.Item>
      <Form.Item name="sort" label="排序（小的在前）">
        <InputNumber min={0} max={9999} />
      </Form.Item>
    </FormModal>
  );
}
