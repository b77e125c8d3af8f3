import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminApiMap, ArticleState } from '@xueche/contract';
import { Alert, Button, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { ArticleStateTag, STATE_LABELS } from './article-state';
import { taxonomyQuery } from './queries';

type Item = AdminApiMap['GET /admin/content/articles']['response']['list'][number];

/** Every article, drafts included: searched by title or summary, filtered by category and state. */
export function ArticlesTab() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState<number>();
  const [state, setState] = useState<ArticleState>();
  const [page, setPage] = useState(1);
  const taxonomy = useQuery(taxonomyQuery);
  const query = { q, category_id: categoryId, state, page, num: 20 };
  const { data, error, isFetching } = useQuery({
    queryKey: ['admin', 'content', 'articles', query],
    queryFn: () => api('GET /admin/content/articles', { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="搜索标题或摘要"
          onSearch={(v) => {
            setQ(v.trim());
            setPage(1);
          }}
          style={{ width: 260 }}
          data-testid="articles-search"
        />
        <Select
          allowClear
          placeholder="全部分类"
          style={{ width: 160 }}
          value={categoryId}
          onChange={(v) => {
            setCategoryId(v);
            setPage(1);
          }}
          options={taxonomy.data?.categories.map((c) => ({ value: c.id, label: c.title }))}
        />
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          value={state}
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
          options={Object.entries(STATE_LABELS).map(([value, { text }]) => ({ value, label: text }))}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate('/content/articles/new')}
          data-testid="article-new"
        >
          写文章
        </Button>
      </Space>
      {error && <Alert type="error" title={error.message} showIcon style={{ marginBottom: 16 }} />}
      <Table<Item>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        locale={{ emptyText: q || categoryId || state ? '没有符合条件的文章' : '还没有文章' }}
        pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, a) => <Link to={`/content/articles/${a.id}`}>{title}</Link>,
          },
          { title: '分类', dataIndex: ['category', 'title'], width: 120 },
          { title: '状态', dataIndex: 'state', width: 100, render: (s: ArticleState) => <ArticleStateTag state={s} /> },
          {
            title: '发布时间',
            dataIndex: 'published_at',
            width: 150,
            render: (t: string, a) => (a.state === 'draft' ? '—' : chinaTime(t)),
          },
          { title: '最后修改', dataIndex: 'updated_at', width: 150, render: chinaTime },
          { title: '阅读', dataIndex: 'reads', width: 80 },
        ]}
      />
    </>
  );
}
