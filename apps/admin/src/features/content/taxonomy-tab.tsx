import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { FormModal } from '../../lib/form-modal';
import { useSubmit } from '../../lib/submit';
import { ImageField } from './image-field';
import { taxonomyQuery } from './queries';

type Taxonomy = AdminApiMap['GET /admin/content/taxonomy']['response'];
type Category = Taxonomy['categories'][number];
type Topic = Taxonomy['topics'][number];

/** Categories (the news list's tabs) and topics (专题), each with its order and how many articles it holds. */
export function TaxonomyTab() {
  const { data, error, isPending } = useQuery(taxonomyQuery);
  const [category, setCategory] = useState<Category | 'new' | null>(null);
  const [topic, setTopic] = useState<Topic | 'new' | null>(null);
  if (error) return <Alert type="error" title={error.message} showIcon />;
  return (
    <Row gutter={24}>
      <Col span={10}>
        <Card
          title="分类"
          extra={
            <Button icon={<PlusOutlined />} onClick={() => setCategory('new')} data-testid="category-new">
              新建分类
            </Button>
          }
        >
          <Table<Category>
            rowKey="id"
            size="small"
            loading={isPending}
            dataSource={data?.categories}
            pagination={false}
            locale={{ emptyText: '还没有分类' }}
            columns={[
              { title: '名称', dataIndex: 'title' },
              { title: '排序', dataIndex: 'sort', width: 70 },
              { title: '文章', dataIndex: 'articles', width: 70 },
              {
                title: '',
                key: 'edit',
                width: 70,
                render: (_: unknown, c) => (
                  <Button type="link" onClick={() => setCategory(c)}>
                    编辑
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col span={14}>
        <Card
          title="专题"
          extra={
            <Button icon={<PlusOutlined />} onClick={() => setTopic('new')} data-testid="topic-new">
              新建专题
            </Button>
          }
        >
          <Table<Topic>
            rowKey="id"
            size="small"
            loading={isPending}
            dataSource={data?.topics}
            pagination={false}
            locale={{ emptyText: '还没有专题' }}
            columns={[
              { title: '名称', dataIndex: 'title' },
              { title: '简介', dataIndex: 'summary', ellipsis: true },
              { title: '排序', dataIndex: 'sort', width: 70 },
              { title: '文章', dataIndex: 'articles', width: 70 },
              {
                title: '',
                key: 'edit',
                width: 70,
                render: (_: unknown, t) => (
                  <Button type="link" onClick={() => setTopic(t)}>
                    编辑
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      {category && <CategoryForm category={category === 'new' ? null : category} onDone={() => setCategory(null)} />}
      {topic && <TopicForm topic={topic === 'new' ? null : topic} onDone={() => setTopic(null)} />}
    </Row>
  );
}

/** Saves through `route`, then the lists are fetched again; the server's refusal is shown as it words it. */
function useSave<R extends 'POST /admin/content/categories/save' | 'POST /admin/content/topics/save'>(
  route: R,
  onDone: () => void,
) {
  return useSubmit((body: AdminApiMap[R]['body']) => api(route, { body } as never), {
    success: '已保存',
    refetch: [taxonomyQuery.queryKey],
    done: onDone,
  });
}

function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const [form] = Form.useForm<{ title: string; sort: number }>();
  const save = useSave('POST /admin/content/categories/save', onDone);
  return (
    <FormModal
      form={form}
      title={category ? '编辑分类' : '新建分类'}
      saving={save.isPending}
      onSave={(v) => save.mutate({ ...v, id: category?.id })}
      onCancel={onDone}
      initialValues={category ?? { title: '', sort: 0 }}
    >
      <Form.Item name="title" label="名称" rules={[{ required: true, whitespace: true, message: '请填写分类名称' }]}>
        <Input maxLength={20} data-testid="category-title" />
      </Form.Item>
      <Form.Item name="sort" label="排序（小的在前）">
        <InputNumber min={0} max={9999} />
      </Form.Item>
    </FormModal>
  );
}

function TopicForm({ topic, onDone }: { topic: Topic | null; onDone: () => void }) {
  const [form] = Form.useForm<{ title: string; summary: string; cover: string; sort: number }>();
  const save = useSave('POST /admin/content/topics/save', onDone);
  return (
    <FormModal
      form={form}
      title={topic ? '编辑专题' : '新建专题'}
      saving={save.isPending}
      onSave={(v) => save.mutate({ ...v, id: topic?.id })}
      onCancel={onDone}
      initialValues={topic ?? { title: '', summary: '', cover: '', sort: 0 }}
    >
      <Form.Item name="title" label="名称" rules={[{ required: true, whitespace: true, message: '请填写专题名称' }]}>
        <Input maxLength={40} data-testid="topic-title" />
      </Form.Item>
      <Form.Item name="summary" label="简介">
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
      <Form.Item name="cover" label="封面">
        <ImageField testId="topic-cover" />
      </Form.Item>
      <Form.Item name="sort" label="排序（小的在前）">
        <InputNumber min={0} max={9999} />
      </Form.Item>
    </FormModal>
  );
}
