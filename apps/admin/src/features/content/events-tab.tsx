import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, DatePicker, Form, Input, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { api } from '../../lib/api';
import { FormModal } from '../../lib/form-modal';
import { chinaTime } from '../../lib/format';
import { useSubmit } from '../../lib/submit';
import { ImageField } from './image-field';
import { RichTextField } from './rich-text-field';
import { toDayjs, WindowTag } from './window-state';

type Event = AdminApiMap['GET /admin/content/events']['response']['list'][number];
type Fields = { title: string; cover: string; body: string; window: [Dayjs, Dayjs] };
const KEY = ['admin', 'content', 'events'];

/** Campaign pages ('/event'): running between their start and end. */
export function EventsTab() {
  const [editing, setEditing] = useState<Event | 'new' | null>(null);
  const { data, error, isPending } = useQuery({ queryKey: KEY, queryFn: () => api('GET /admin/content/events') });
  const save = useSubmit(
    (body: Omit<Event, 'id'> & { id?: number }) => api('POST /admin/content/events/save', { body }),
    { success: '已保存', refetch: [KEY], done: () => setEditing(null) },
  );
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} style={{ marginBottom: 16 }}>
        新建活动
      </Button>
      {error && <Alert type="error" title={error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<Event>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list}
        locale={{ emptyText: '还没有活动' }}
        pagination={false}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '开始', dataIndex: 'starts_at', width: 150, render: chinaTime },
          { title: '结束', dataIndex: 'ends_at', width: 150, render: chinaTime },
          {
            title: '状态',
            key: 'state',
            width: 90,
            render: (_: unknown, e) => <WindowTag starts={e.starts_at} ends={e.ends_at} />,
          },
          {
            title: '操作',
            key: 'edit',
            width: 80,
            render: (_: unknown, e) => (
              <Button type="link" onClick={() => setEditing(e)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <EventForm
          event={editing === 'new' ? null : editing}
          saving={save.isPending}
          onSave={(v) =>
            save.mutate({
              id: editing === 'new' ? undefined : editing.id,
              title: v.title,
              cover: v.cover,
              body: v.body,
              starts_at: v.window[0].toISOString(),
              ends_at: v.window[1].toISOString(),
            })
          }
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}

function EventForm({
  event,
  saving,
  onSave,
  onCancel,
}: {
  event: Event | null;
  saving: boolean;
  onSave: (v: Fields) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Fields>();
  const start = toDayjs(event?.starts_at);
  const end = toDayjs(event?.ends_at);
  return (
    <FormModal
      form={form}
      width={820}
      title={event ? '编辑活动' : '新建活动'}
      saving={saving}
      onSave={onSave}
      onCancel={onCancel}
      initialValues={{
        title: event?.title ?? '',
        cover: event?.cover ?? '',
        body: event?.body ?? '',
        window: start && end ? [start, end] : undefined,
      }}
    >
      <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="cover" label="封面" rules={[{ required: true, message: '请上传封面' }]}>
        <ImageField testId="event-cover" optional={false} />
      </Form.Item>
      <Form.Item name="window" label="活动时间（北京时间）" rules={[{ required: true, message: '请选择活动时间' }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item name="body" label="正文" rules={[{ required: true, message: '请填写正文' }]}>
        <RichTextField />
      </Form.Item>
    </FormModal>
  );
}
