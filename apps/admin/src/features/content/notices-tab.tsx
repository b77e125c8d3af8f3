import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, DatePicker, Form, Input, Popconfirm, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { api } from '../../lib/api';
import { FormModal } from '../../lib/form-modal';
import { chinaTime } from '../../lib/format';
import { useSubmit } from '../../lib/submit';
import { toDayjs, toIso, WindowTag } from './window-state';

type Notice = AdminApiMap['GET /admin/content/notices']['response']['list'][number];
type Body = AdminApiMap['POST /admin/content/notices/save']['body'];
type Fields = { title: string; content: string; link: string; starts_at: Dayjs; ends_at: Dayjs | null };
const KEY = ['admin', 'content', 'notices'];

/** The app's notices: each shows from its start until its end (none: until taken down). */
export function NoticesTab() {
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const { data, error, isPending } = useQuery({ queryKey: KEY, queryFn: () => api('GET /admin/content/notices') });
  const save = useSubmit((body: Body) => api('POST /admin/content/notices/save', { body }), {
    success: '已保存',
    refetch: [KEY],
    done: () => setEditing(null),
  });
  const asBody = (n: Notice): Body => ({ ...n, link: n.link ?? '' });
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} style={{ marginBottom: 16 }}>
        新建公告
      </Button>
      {error && <Alert type="error" title={error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<Notice>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list}
        locale={{ emptyText: '还没有公告' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: '标题', dataIndex: 'title', width: 200 },
          { title: '内容', dataIndex: 'content', ellipsis: true },
          { title: '开始', dataIndex: 'starts_at', width: 150, render: chinaTime },
          {
            title: '结束',
            dataIndex: 'ends_at',
            width: 150,
            render: (t: string | null) => (t ? chinaTime(t) : '不结束'),
          },
          {
            title: '状态',
            key: 'state',
            width: 90,
            render: (_: unknown, n) => <WindowTag starts={n.starts_at} ends={n.ends_at} />,
          },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_: unknown, n) => (
              <Space>
                <Button type="link" onClick={() => setEditing(n)}>
                  编辑
                </Button>
                {n.state !== 'ended' && (
                  <Popconfirm
                    title="立即下线这条公告？"
                    okText="下线"
                    cancelText="取消"
                    onConfirm={() =>
                      save.mutate({
                        ...asBody(n),
                        // A window that has not begun ends a moment after its start (the server wants end > start).
                        starts_at: n.state === 'upcoming' ? new Date(Date.now() - 1000).toISOString() : n.starts_at,
                        ends_at: new Date().toISOString(),
                      })
                    }
                  >
                    <Button type="link" danger>
                      下线
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <NoticeForm
          notice={editing === 'new' ? null : editing}
          saving={save.isPending}
          onSave={(v) =>
            save.mutate({
              id: editing === 'new' ? undefined : editing.id,
              title: v.title,
              content: v.content,
              link: v.link ?? '',
              starts_at: v.starts_at.toISOString(),
              ends_at: toIso(v.ends_at),
            })
          }
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}

function NoticeForm({
  notice,
  saving,
  onSave,
  onCancel,
}: {
  notice: Notice | null;
  saving: boolean;
  onSave: (v: Fields) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Fields>();
  return (
    <FormModal
      form={form}
      title={notice ? '编辑公告' : '新建公告'}
      saving={saving}
      onSave={onSave}
      onCancel={onCancel}
      initialValues={{
        title: notice?.title ?? '',
        content: notice?.content ?? '',
        link: notice?.link ?? '',
        starts_at: toDayjs(notice?.starts_at) ?? dayjs(),
        ends_at: toDayjs(notice?.ends_at),
      }}
    >
      <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="content" label="内容" rules={[{ required: true, whitespace: true, message: '请填写内容' }]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="link" label="点击后打开（可不填）">
        <Input placeholder="/news_g/index 或 https://…" />
      </Form.Item>
      <Space>
        <Form.Item name="starts_at" label="开始（北京时间）" rules={[{ required: true, message: '请选择开始时间' }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="ends_at" label="结束（可不填）">
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
      </Space>
    </FormModal>
  );
}
