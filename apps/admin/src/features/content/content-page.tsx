import { Tabs, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import ArticleEditPage from './article-edit-page';
import { ArticlesTab } from './articles-tab';
import { BannersTab } from './banners-tab';
import { EventsTab } from './events-tab';
import { HelpTab } from './help-tab';
import { NoticesTab } from './notices-tab';
import { TaxonomyTab } from './taxonomy-tab';

const TABS = [
  { key: 'articles', label: '文章', Tab: ArticlesTab },
  { key: 'taxonomy', label: '分类与专题', Tab: TaxonomyTab },
  { key: 'banners', label: '轮播图', Tab: BannersTab },
  { key: 'notices', label: '公告', Tab: NoticesTab },
  { key: 'help', label: '帮助中心', Tab: HelpTab },
  { key: 'events', label: '活动', Tab: EventsTab },
] as const;

/**
 * '/admin/content/…' (content, admin): the articles, categories and topics, and banners as tabs;
 * '/content/articles/new' and '/content/articles/:id' open the article editor instead.
 */
export default function ContentPage() {
  const rest = useParams()['*'] ?? '';
  const navigate = useNavigate();
  const editing = rest.match(/^articles\/(new|\d+)$/);
  if (editing) return <ArticleEditPage id={editing[1] === 'new' ? undefined : Number(editing[1])} />;
  const active = TABS.find((t) => t.key === rest) ?? TABS[0];
  return (
    <div data-testid="content">
      <Typography.Title level={4}>内容</Typography.Title>
      <Tabs
        activeKey={active.key}
        onChange={(key) => void navigate(`/content/${key}`)}
        destroyOnHidden
        items={TABS.map(({ key, label, Tab }) => ({ key, label, children: <Tab /> }))}
      />
    </div>
  );
}
