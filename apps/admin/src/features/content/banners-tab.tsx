import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, Form, Image, Input, InputNumber, Switch, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { FormModal } from '../../lib/form-modal';
import { useSubmit } from '../../lib/submit';
import { ImageField } from './image-field';

type Banner = AdminApiMap['GET /admin/content/banners']['response']['list'][number];
type Fields = Omit<Banner, 'id'>;
const KEY = ['admin', 'content', 'banners'];

/** The home page's carousel: the active ones show in the app, smaller `sort` first. */
export function BannersTab() {
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const { data, error, isPending } = useQuery({ queryKey: KEY, queryFn: () => api('GET /admin/content/banners') });
  const save = useSubmit(
    (input: Fields & { id?: number }) => api('POST /admin/content/banners/save', { body: input }),
    {
      success: (b) => (b.active ? '已保存，已在首页显示' : '已保存（未上线）'),
      refetch: [KEY],
      done: () => setEditing(null),
    },
  );
  return (
    <>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setEditing('new')}
        style={{ marginBottom: 16 }}
        data-testid="banner-new"
      >
        新建轮播图
      </Button>
      {error && <Alert type="error" title={error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<Banner>
        rowKey="id"
        loading={isPending}
        dataSource={data?.list}
        locale={{ emptyText: '还没有轮播图' }}
        pagination={false}
        columns={[
          {
            title: '图片',
            dataIndex: 'image',
            width: 180,
            render: (src: string) => <Image src={src} width={160} height={64} style={{ objectFit: 'cover' }} />,
          },
          { title: '标题', dataIndex: 'title' },
          { title: '链接', dataIndex: 'link', ellipsis: true },
          { title: '排序', dataIndex: 'sort', width: 80 },
          {
            title: '上线',
            dataIndex: 'active',
            width: 80,
            render: (active: boolean, b) => (
              <Switch
                checked={active}
                loading={save.isPending && save.variables?.id === b.id}
                onChange={(on) => save.mutate({ ...b, active: on })}
                data-testid={`banner-active-${b.id}`}
              />
            ),
          },
          {
            title: '操作',
            key: 'edit',
            width: 80,
            render: (_: unknown, b) => (
              <Button type="link" onClick={() => setEditing(b)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <BannerForm
          banner={editing === 'new' ? null : editing}
          saving={save.isPending}
          onSave={(values) => save.mutate({ ...values, id: editing === 'new' ? undefined : editing.id })}
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}

function BannerForm({
  banner,
  saving,
  onSave,
  onCancel,
}: {
  banner: Banner | null;
  saving: boolean;
  onSave: (values: Fields) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Fields>();
  return (
    <FormModal
      form={form}
      title={banner ? '编辑轮播图' : '新建轮播图'}
      saving={saving}
      onSave={onSave}
      onCancel={onCancel}
      initialValues={banner ?? { title: '', image: '', link: '/', sort: 0, active: false }}
    >
      <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
        <Input maxLength={40} data-testid="banner-title" />
      </Form.Item>
      <Form.Item name="image" label="图片（建议 750×300）" rules={[{ required: true, message: '请上传图片' }]}>
        <ImageField testId="banner-image" optional={false} />
      </Form.Item>
      <Form.Item
        name="link"
        label="点击后打开"
        rules={[{ required: true, pattern: /^(\/\S*|https:\/\/\S+)$/, message: '站内路径（以 / 开头）或 https 地址' }]}
      >
        <Input placeholder="/news_g/index 或 https://…" data-testid="banner-link" />
      </Form.Item>
      <Form.Item name="sort" label="排序（小的在前）">
        <InputNumber min={0} max={9999} />
      </Form.Item>
      <Form.Item name="active" label="上线" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
