import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { LoadError } from '../../lib/load-error';
import { serverPages } from '../../lib/paging';
import { BankExport } from './bank-export';
import { BankImport } from './bank-import';
import { QuestionEditor } from './question-editor';
import { type Question, SUBJECT_LABELS, TYPE_LABELS } from './question-types';

interface Search {
  q?: string;
  id?: string;
  subject?: 1 | 4;
  chapter_id?: number;
  type?: Question['type'];
}

/**
 * '/admin/questions' (content, admin): the theory bank. Search by words, number or bank-file id, subject,
 * chapter and type; edit a question in place (its version goes up, as an import's would); import a bank
 * file with every row's problem shown, or export the whole bank.
 */
export default function QuestionsPage() {
  const [search, setSearch] = useState<Search>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Question | null>(null);
  const [form] = Form.useForm<Search>();
  const subject = Form.useWatch('subject', form);
  const chapters = useQuery({
    queryKey: ['admin', 'questions', 'chapters'],
    queryFn: () => api('GET /admin/questions/chapters'),
  });
  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: ['admin', 'questions', search, page],
    queryFn: () => api('GET /admin/questions', { query: { ...search, page, num: 20 } }),
    placeholderData: keepPreviousData,
  });
  const chapterOptions = (chapters.data?.list ?? [])
    .filter((c) => !subject || c.subject === subject)
    .map((c) => ({ value: c.id, label: `${SUBJECT_LABELS[c.subject]} · ${c.title}` }));

  return (
    <div data-testid="questions">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4}>题库</Typography.Title>
        <Space>
          <BankImport />
          <BankExport />
        </Space>
      </Space>
      <Form<Search>
        form={form}
        layout="inline"
        onFinish={(values) => {
          setSearch(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')));
          setPage(1);
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="q">
          <Input placeholder="题干、选项或解析中的文字" allowClear style={{ width: 260 }} data-testid="search-text" />
        </Form.Item>
        <Form.Item name="id">
          <Input placeholder="题号或导入编号" allowClear style={{ width: 160 }} data-testid="search-id" />
        </Form.Item>
        <Form.Item name="subject">
          <Select
            placeholder="科目"
            allowClear
            style={{ width: 110 }}
            options={[
              { value: 1, label: '科目一' },
              { value: 4, label: '科目四' },
            ]}
            onChange={() => form.setFieldValue('chapter_id', undefined)}
          />
        </Form.Item>
        <Form.Item name="chapter_id">
          <Select placeholder="章节" allowClear style={{ width: 260 }} options={chapterOptions} />
        </Form.Item>
        <Form.Item name="type">
          <Select
            placeholder="题型"
            allowClear
            style={{ width: 110 }}
            options={Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="search-submit">
          搜索
        </Button>
      </Form>
      <LoadError error={error} onRetry={refetch} style={{ marginBottom: 16 }} />
      <Table<Question>
        rowKey="id"
        loading={isPending || isFetching}
        dataSource={data?.list}
        locale={{ emptyText: <Empty description="没有符合条件的题目" /> }}
        pagination={serverPages({ page, setPage, total: data?.total, pageSize: 20, unit: '题' })}
        columns={[
          { title: '题号', dataIndex: 'id', width: 80 },
          { title: '导入编号', dataIndex: 'ext_id', width: 130, ellipsis: true },
          { title: '科目', dataIndex: 'subject', width: 80, render: (s: number) => SUBJECT_LABELS[s] },
          { title: '章节', dataIndex: 'chapter', width: 180, ellipsis: true },
          { title: '题型', dataIndex: 'type', width: 80, render: (t: Question['type']) => TYPE_LABELS[t] },
          { title: '题干', dataIndex: 'stem', ellipsis: true },
          { title: '答案', dataIndex: 'answer', width: 70 },
          { title: '版本', dataIndex: 'version', width: 70, render: (v: number) => <Tag>v{v}</Tag> },
          { title: '更新时间', dataIndex: 'updated_at', width: 150, render: chinaTime },
          {
            title: '操作',
            key: 'edit',
            width: 80,
            render: (_: unknown, q: Question) => (
              <Button size="small" onClick={() => setEditing(q)} data-testid={`edit-question-${q.id}`}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing && <QuestionEditor question={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
