import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminApiMap } from '@xueche/contract';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  Popover,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../lib/api';
import { chinaTime } from '../../lib/format';
import { useSubmit } from '../../lib/submit';
import { ArticleStateTag } from './article-state';
import { ImageField } from './image-field';
import { PhonePreview } from './phone-preview';
import { taxonomyQuery } from './queries';

// TipTap and ProseMirror stay out of the console's other screens: their own chunk, fetched when this page opens.
const RichEditor = lazy(() => import('./rich-editor'));

type Article = AdminApiMap['GET /admin/content/articles/one']['response'];
type Fields = {
  title: string;
  summary: string;
  author: string;
  cover: string;
  category_id?: number;
  topic_ids: number[];
};

/** '/content/articles/new' and '/content/articles/:id': the form, the editor and the phone preview side by side. */
export default function ArticleEditPage({ id }: { id?: number }) {
  const article = useQuery({
    queryKey: ['admin', 'content', 'article', id],
    queryFn: () => api('GET /admin/content/articles/one', { query: { id: id as number } }),
    enabled: id !== undefined,
  });
  const taxonomy = useQuery(taxonomyQuery);
  if (id !== undefined && article.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (article.error) {
    const missing = article.error instanceof ApiError && article.error.status === 404;
    return <Result status={missing ? '404' : 'error'} title={missing ? '文章不存在' : article.error.message} />;
  }
  if (taxonomy.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (taxonomy.error) return <Alert type="error" showIcon title={taxonomy.error.message} />;
  return <Editor key={id ?? 'new'} article={article.data} taxonomy={taxonomy.data} />;
}

function Editor({
  article,
  taxonomy,
}: {
  article: Article | undefined;
  taxonomy: AdminApiMap['GET /admin/content/taxonomy']['response'];
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const [body, setBody] = useState(article?.body ?? '');
  const [scheduleAt, setScheduleAt] = useState<Dayjs | null>(null);
  const [current, setCurrent] = useState(article);
  const watched = Form.useWatch([], form) as Partial<Fields> | undefined;

  const refetch = [['admin', 'content', 'articles'], taxonomyQuery.queryKey];
  const saved = (next: Article) => {
    setCurrent(next);
    queryClient.setQueryData(['admin', 'content', 'article', next.id], next);
    if (!article) void navigate(`/content/articles/${next.id}`, { replace: true });
  };

  async function save(): Promise<Article> {
    const values = await form.validateFields();
    return api('POST /admin/content/articles/save', {
      body: { ...values, id: current?.id, category_id: values.category_id as number, body },
    });
  }
  const saveOnly = useSubmit(() => save(), { success: '已保存', refetch, form, done: saved });
  const publish = useSubmit(
    async (at?: string) => {
      const a = await save();
      setCurrent(a);
      return api('POST /admin/content/articles/publish', { body: { id: a.id, at } });
    },
    {
      success: (a) => (a.state === 'scheduled' ? `已定时，将于 ${chinaTime(a.published_at)} 发布` : '已发布'),
      refetch,
      form,
      done: (a) => {
        setScheduleAt(null);
        saved(a);
      },
    },
  );
  const unpublish = useSubmit(
    () => api('POST /admin/content/articles/unpublish', { body: { id: current?.id as number } }),
    { success: '已下线', refetch, done: saved },
  );
  const busy = saveOnly.isPending || publish.isPending || unpublish.isPending;
  const live = current?.state === 'published' || current?.state === 'scheduled';

  return (
    <div data-testid="article-edit">
      <Space style={{ marginBottom: 16 }} align="center">
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/content/articles')}>
          返回列表
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {current ? '编辑文章' : '写文章'}
        </Typography.Title>
        {current && <ArticleStateTag state={current.state} />}
        {current?.state === 'scheduled' && <span>将于 {chinaTime(current.published_at)} 发布</span>}
      </Space>
      <Row gutter={24} wrap={false}>
        <Col flex="auto">
          <Card>
            <Form<Fields>
              form={form}
              layout="vertical"
              initialValues={{
                title: article?.title ?? '',
                summary: article?.summary ?? '',
                author: article?.author ?? '',
                cover: article?.cover ?? '',
                category_id: article?.category.id ?? taxonomy.categories[0]?.id,
                topic_ids: article?.topic_ids ?? [],
              }}
            >
              <Form.Item
                name="title"
                label="标题"
                rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
              >
                <Input maxLength={80} showCount data-testid="article-title" />
              </Form.Item>
              <Form.Item name="summary" label="摘要（列表和分享卡片上显示）">
                <Input.TextArea rows={2} maxLength={200} showCount data-testid="article-summary" />
              </Form.Item>
              <Row gutter={16}>
                <Col span={8}>
                  <Form.Item name="category_id" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
                    <Select
                      data-testid="article-category"
                      options={taxonomy.categories.map((c) => ({ value: c.id, label: c.title }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={10}>
                  <Form.Item name="topic_ids" label="专题">
                    <Select
                      mode="multiple"
                      allowClear
                      placeholder="不属于任何专题"
                      options={taxonomy.topics.map((t) => ({ value: t.id, label: t.title }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name="author" label="作者">
                    <Input maxLength={30} placeholder="学车" />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="cover" label="封面（16:9）">
                <ImageField testId="article-cover" />
              </Form.Item>
              <Form.Item label="正文" required>
                <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                  <RichEditor initial={article?.body ?? ''} onChange={setBody} />
                </Suspense>
              </Form.Item>
            </Form>
            <Space wrap>
              <Button
                onClick={() => saveOnly.mutate()}
                loading={saveOnly.isPending}
                disabled={busy}
                data-testid="article-save"
              >
                {current ? '保存' : '保存草稿'}
              </Button>
              {current?.state !== 'published' && (
                <Button
                  type="primary"
                  onClick={() => publish.mutate(undefined)}
                  loading={publish.isPending}
                  disabled={busy}
                  data-testid="article-publish"
                >
                  立即发布
                </Button>
              )}
              {current?.state !== 'published' && (
                <Popover
                  trigger="click"
                  title="定时发布（北京时间）"
                  content={
                    <Space>
                      <DatePicker
                        showTime={{ format: 'HH:mm' }}
                        format="YYYY-MM-DD HH:mm"
                        value={scheduleAt}
                        onChange={setScheduleAt}
                        disabledDate={(d) => d.isBefore(dayjs(), 'day')}
                        data-testid="article-schedule-at"
                      />
                      <Button
                        type="primary"
                        disabled={!scheduleAt || busy}
                        onClick={() => scheduleAt && publish.mutate(scheduleAt.toISOString())}
                        data-testid="article-schedule-confirm"
                      >
                        确定
                      </Button>
                    </Space>
                  }
                >
                  <Button disabled={busy} data-testid="article-schedule">
                    定时发布
                  </Button>
                </Popover>
              )}
              {live && (
                <Button
                  danger
                  onClick={() => unpublish.mutate()}
                  loading={unpublish.isPending}
                  disabled={busy}
                  data-testid="article-unpublish"
                >
                  {current?.state === 'scheduled' ? '取消定时' : '下线'}
                </Button>
              )}
            </Space>
          </Card>
        </Col>
        <Col flex="395px">
          <Typography.Text type="secondary">手机预览</Typography.Text>
          <div style={{ marginTop: 8, position: 'sticky', top: 16 }}>
            <PhonePreview
              title={watched?.title ?? article?.title ?? ''}
              author={watched?.author ?? article?.author ?? ''}
              cover={watched?.cover ?? article?.cover ?? ''}
              html={body}
              publishedAt={current?.state === 'draft' ? undefined : current?.published_at}
            />
          </div>
        </Col>
      </Row>
    </div>
  );
}
