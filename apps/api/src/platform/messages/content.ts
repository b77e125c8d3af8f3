import type { Sentences } from './sentences';

/** Articles, topics, help, events, categories and banners. */
export const contentMessages = {
  article_not_found: { zh: '文章不存在或已下线', en: 'This article does not exist' },
  topic_not_found: { zh: '专题不存在', en: 'This topic does not exist' },
  help_not_found: { zh: '帮助内容不存在', en: 'This help entry does not exist' },
  event_not_found: { zh: '活动不存在', en: 'This event does not exist' },
  // The console's content screens (issue 16)
  article_category_unknown: { zh: '所选分类不存在，请重新选择', en: 'That category does not exist; choose again' },
  article_topic_unknown: { zh: '所选专题不存在，请重新选择', en: 'That topic does not exist; choose again' },
  article_body_empty: {
    zh: '正文为空（脚本、样式等不安全的内容会被去掉）',
    en: 'The body is empty (scripts, styles and other unsafe markup are removed)',
  },
  article_publish_past: { zh: '定时发布的时间须晚于现在', en: 'A scheduled time must be in the future' },
  article_already_published: { zh: '文章已发布', en: 'This article is already published' },
  article_not_published: { zh: '文章尚未发布，无需下线', en: 'This article is not published' },
  category_not_found: { zh: '分类不存在', en: 'No such category' },
  category_exists: { zh: '已有同名分类“{title}”', en: 'A category “{title}” already exists' },
  banner_not_found: { zh: '轮播图不存在', en: 'No such banner' },
  window_end_before_start: { zh: '结束时间须晚于开始时间', en: 'The end must come after the start' },
  help_media_required: { zh: '视频帮助须填写视频目录', en: 'A video entry needs its media folder' },
} as const satisfies Sentences;
