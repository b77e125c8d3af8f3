import { z } from 'zod';
import { adminGet, adminPost } from '../../endpoint';
import { id } from '../../schemas';

/**
 * The console's content screens (content, admin): articles with their categories and topics, banners, and the
 * images they show. An article's body is rich text, stored as the server's sanitiser leaves it (and sanitised
 * again whenever it is served), so what the console reads back is what the app shows.
 */

const EDITORS = ['content', 'admin'] as const;
const int = z.number().int();

/** As the console lists it: draft (never shown), scheduled (published, its time not yet come), published, unpublished. */
export const ArticleState = z.enum(['draft', 'scheduled', 'published', 'unpublished']);
export type ArticleState = z.infer<typeof ArticleState>;

export const AdminArticleItem = z.object({
  id: int,
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  author: z.string(),
  category: z.object({ id: int, title: z.string() }),
  topic_ids: z.array(int),
  state: ArticleState,
  published_at: z.string(),
  updated_at: z.string(),
  reads: int,
});

export const AdminArticle = AdminArticleItem.extend({ body: z.string() });
export type AdminArticle = z.infer<typeof AdminArticle>;

export const adminArticles = adminGet('/admin/content/articles', {
  operator: EDITORS,
  query: z.object({
    q: z.string().trim().max(50).optional(),
    category_id: id.optional(),
    state: ArticleState.optional(),
    page: z.coerce.number().int().min(1).default(1),
    num: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ total: int, list: z.array(AdminArticleItem) }),
});

export const adminArticle = adminGet('/admin/content/articles/one', {
  operator: EDITORS,
  query: z.object({ id }),
  response: AdminArticle,
});

/** An image served by this site (uploaded through the console, or shipped under /static/); empty for none. */
const ImageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/(static|api\/files)\/[\w./-]+)$/, '图片须为上传到本站的图片');

/** Creates a draft (no id) or changes one (with its id); publishing is its own step. */
export const adminArticleSave = adminPost('/admin/content/articles/save', {
  operator: EDITORS,
  body: z.object({
    id: id.optional(),
    title: z.string().trim().min(1, '请填写标题').max(80, '标题最多 80 个字'),
    summary: z.string().trim().max(200).default(''),
    author: z.string().trim().max(30).default(''),
    cover: ImageUrl.default(''),
    category_id: id,
    topic_ids: z.array(id).max(10).default([]),
    body: z.string().min(1, '请填写正文').max(200_000),
  }),
  response: AdminArticle,
});

/** Publish now, or at `at` (an ISO moment in the future: the article shows once it has passed). */
export const adminArticlePublish = adminPost('/admin/content/articles/publish', {
  operator: EDITORS,
  body: z.object({ id, at: z.iso.datetime({ offset: true }).optional() }),
  response: AdminArticle,
});

/** Taken out of the app at once (a scheduled one too); publishing again brings it back. */
export const adminArticleUnpublish = adminPost('/admin/content/articles/unpublish', {
  operator: EDITORS,
  body: z.object({ id }),
  response: AdminArticle,
});

// ── Categories and topics ──

export const AdminCategory = z.object({ id: int, title: z.string(), sort: int, articles: int });
export const AdminTopic = z.object({
  id: int,
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  sort: int,
  articles: int,
});

export const adminTaxonomy = adminGet('/admin/content/taxonomy', {
  operator: EDITORS,
  response: z.object({ categories: z.array(AdminCategory), topics: z.array(AdminTopic) }),
});

export const adminCategorySave = adminPost('/admin/content/categories/save', {
  operator: EDITORS,
  body: z.object({
    id: id.optional(),
    title: z.string().trim().min(1, '请填写分类名称').max(20),
    sort: z.number().int().min(0).max(9999).default(0),
  }),
  response: AdminCategory,
});

export const adminTopicSave = adminPost('/admin/content/topics/save', {
  operator: EDITORS,
  body: z.object({
    id: id.optional(),
    title: z.string().trim().min(1, '请填写专题名称').max(40),
    summary: z.string().trim().max(200).default(''),
    cover: ImageUrl.default(''),
    sort: z.number().int().min(0).max(9999).default(0),
  }),
  response: AdminTopic,
});

// ── Banners (the home page's carousel) ──

export const AdminBanner = z.object({
  id: int,
  title: z.string(),
  image: z.string(),
  link: z.string(),
  sort: int,
  active: z.boolean(),
});

export const adminBanners = adminGet('/admin/content/banners', {
  operator: EDITORS,
  response: z.object({ list: z.array(AdminBanner) }),
});

/** Create (no id) or change one; `active` puts it on the app's home page or takes it off; `sort` orders them. */
export const adminBannerSave = adminPost('/admin/content/banners/save', {
  operator: EDITORS,
  body: z.object({
    id: id.optional(),
    title: z.string().trim().min(1, '请填写标题').max(40),
    image: ImageUrl.refine((v) => v !== '', '请上传图片'),
    link: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/[^\s]*|https:\/\/\S+)$/, '链接须为站内路径（以 / 开头）或 https 地址'),
    sort: z.number().int().min(0).max(9999).default(0),
    active: z.boolean().default(false),
  }),
  response: AdminBanner,
});

// ── Images ──

/**
 * Multipart, one file named `file` (JPEG, PNG or WebP, 8 MB at most): re-encoded by the server as a fresh JPEG
 * (never stored as sent) and served from `url`.
 */
export const adminContentImage = adminPost('/admin/content/images', {
  operator: EDITORS,
  response: z.object({ url: z.string(), width: int, height: int }),
});
