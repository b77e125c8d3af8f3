import { z } from 'zod';
import { ArticleCategory, ArticleItem, Banner, HelpItem, paged, TopicItem } from '../content-schemas';
import { get } from '../endpoint';
import { num, page } from '../exam-schemas';
import { HashId, id, Notice, SharePayload } from '../schemas';

/** Articles are public: readable before login (shared links). */
export const articleList = get('/v1/article/list', {
  auth: false,
  query: z.object({ page, num, category_id: id.optional() }),
  response: paged(ArticleItem).extend({ categories: z.array(ArticleCategory) }),
});

/** More articles: the same category as article `id`, without it. */
export const articleMore = get('/v1/article/more', {
  auth: false,
  query: z.object({ page, num, id: id.optional(), category_id: id.optional() }),
  response: paged(ArticleItem),
});

export const articleDetails = get('/v1/article/details', {
  auth: false,
  query: z.object({ id, did: HashId }),
  response: ArticleItem.extend({
    /** Sanitised rich text. */
    body: z.string(),
    share: SharePayload,
  }),
});

/** Home banners (adv). */
export const articleAdv = get('/v1/article/adv', {
  auth: false,
  response: z.object({ list: z.array(Banner) }),
});

export const articleHelp = get('/v1/article/help', {
  auth: false,
  query: z.object({
    audience: z.enum(['student', 'coach']).default('student'),
    kind: z.enum(['article', 'video']).optional(),
  }),
  response: z.object({ list: z.array(HelpItem) }),
});

export const articleHelpOne = get('/v1/article/help-one', {
  auth: false,
  query: z.object({ id }),
  response: HelpItem.extend({ body: z.string(), mp4: z.string().nullable(), hls: z.string().nullable() }),
});

export const topicList = get('/v1/article/zt-list', {
  auth: false,
  response: z.object({ list: z.array(TopicItem) }),
});

export const topicDetails = get('/v1/article/zt-details', {
  auth: false,
  query: z.object({ id }),
  response: TopicItem.extend({ articles: z.array(ArticleItem) }),
});

/** Counts a visit to a topic. */
export const topicVisit = get('/v1/article/zt-visit', {
  auth: false,
  query: z.object({ id }),
  response: z.object({ visits: z.number().int() }),
});

/** A field's exam pass rates by subject and month, for '/statistics'. */
export const fieldStatistics = get('/v1/article/statistics', {
  auth: true,
  query: z.object({ field_id: id.optional() }),
  response: z.object({
    field_id: z.number().int(),
    field_name: z.string(),
    subjects: z.array(
      z.object({
        subject: z.number().int(),
        title: z.string(),
        months: z.array(
          z.object({ month: z.string(), takers: z.number().int(), passed: z.number().int(), pass_rate: z.number() }),
        ),
      }),
    ),
  }),
});

/** The companion apps' download pages ('/downloadApp', '/downloadJK'). */
export const appDownload = get('/v1/article/download', {
  auth: false,
  query: z.object({ key: z.enum(['app', 'jk']) }),
  response: z.object({
    key: z.enum(['app', 'jk']),
    title: z.string(),
    summary: z.string(),
    features: z.array(z.string()),
    note: z.string(),
  }),
});

/** A campaign page. */
export const userEvent = get('/v1/user/event', {
  auth: true,
  query: z.object({ id }),
  response: z.object({
    id: z.number().int(),
    title: z.string(),
    body: z.string(),
    cover: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    /** upcoming | running | ended */
    state: z.enum(['upcoming', 'running', 'ended']),
  }),
});

/** The user's notices, newest first, with read state; reading one (v1/user/notice) marks it read. */
export const noticeHistory = get('/v1/user/notice-history', {
  auth: true,
  query: z.object({ page, num }),
  response: paged(Notice.extend({ read: z.boolean() })).extend({ unread: z.number().int() }),
});
