import type { ArticleState } from '@xueche/contract';
import { Tag } from 'antd';

export const STATE_LABELS: Record<ArticleState, { text: string; color: string }> = {
  draft: { text: '草稿', color: 'default' },
  scheduled: { text: '定时发布', color: 'processing' },
  published: { text: '已发布', color: 'success' },
  unpublished: { text: '已下线', color: 'warning' },
};

export const ArticleStateTag = ({ state }: { state: ArticleState }) => (
  <Tag color={STATE_LABELS[state].color} data-testid="article-state">
    {STATE_LABELS[state].text}
  </Tag>
);
