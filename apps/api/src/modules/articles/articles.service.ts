import type { ArticleItem } from '@xueche/contract';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countAll, countOf, pageOf } from '../../db/paging';
import { articleCategories, articles, articleTopics, banners, topicArticles } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { cleanBody } from './sanitize';

export const itemColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  cover: articles.cover,
  author: articles.author,
  categoryId: articleCategories.id,
  categoryTitle: articleCategories.title,
  publishedAt: articles.publishedAt,
  reads: articles.reads,
};

export type ItemRow = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] };

export const toItem = (r: ItemRow): ArticleItem => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  cover: r.cover,
  author: r.author,
  category: { id: r.categoryId, title: r.categoryTitle },
  published_at: r.publishedAt.toISOString(),
  reads: r.reads,
});

function itemsQuery(db: Db) {
  return db
    .select(itemColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId));
}

/** Newest first; the id breaks ties so pages never overlap or skip. */
const newestFirst = [desc(articles.publishedAt), desc(articles.id)] as const;
/** What the app shows: published, and its time has come (a scheduled article appears by this alone). */
const published = () => sql`${articles.status} = 'published' and ${articles.publishedAt} <= now()`;

export async function articleCategoryList(db: Db) {
  return db
    .select({ id: articleCategories.id, title: articleCategories.title })
    .from(articleCategories)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

export async function articlePage(
  db: Db,
  opts: { page: number; num: number; categoryId?: number; excludeId?: number },
) {
  const where = and(
    published(),
    opts.categoryId ? eq(articles.categoryId, opts.categoryId) : undefined,
    opts.excludeId ? ne(articles.id, opts.excludeId) : undefined,
  );
  return pageOf(
    opts,
    {
      rows: ({ limit, offset }) =>
        itemsQuery(db)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
      total: () => countOf(db.select({ n: countAll }).from(articles).where(where)),
    },
    toItem,
  );
}

/** More to read after an article: its category first (without it), newest first. */
export async function moreArticles(db: Db, opts: { page: number; num: number; id?: number; categoryId?: number }) {
  let categoryId = opts.categoryId;
  if (!categoryId && opts.id) {
    const [row] = await db.select({ c: articles.categoryId }).from(articles).where(eq(articles.id, opts.id));
    categoryId = row?.c;
  }
  return articlePage(db, { page: opts.page, num: opts.num, categoryId, excludeId: opts.id });
}

/** One article with its sanitised body; counts the read. */
export async function articleDetails(db: Db, id: number) {
  const [row] = await db
    .update(articles)
    .set({ reads: sql`${articles.reads} + 1` })
    .where(and(eq(articles.id, id), published()))
    .returning({ id: articles.id, body: articles.body, updatedAt: articles.updatedAt });
  if (!row) throw notFound('article_not_found');
  const [item] = await itemsQuery(db).where(eq(articles.id, id));
  return { ...toItem(item as ItemRow), body: cleanBody(`article:${row.id}:${row.updatedAt.getTime()}`, row.body) };
}

export async function activeBanners(db: Db) {
  return db
    .select({ id: banners.id, title: banners.title, image: banners.image, link: banners.link })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sort), asc(banners.id));
}

const topicColumns = {
  id: articleTopics.id,
  title: articleTopics.title,
  summary: articleTopics.summary,
  cover: articleTopics.cover,
  visits: articleTopics.visits,
  article_count: sql<number>`(select count(*)::int from topic_articles ta where ta.topic_id = ${articleTopics.id})`,
};

export async function topicList(db: Db) {
  return db.select(topicColumns).from(articleTopics).orderBy(asc(articleTopics.sort), asc(articleTopics.id));
}

export async function topicDetails(db: Db, id: number) {
  const [topic] = await db.select(topicColumns).from(articleTopics).where(eq(articleTopics.id, id));
  if (!topic) throw notFound('topic_not_found');
  const rows = await itemsQuery(db)
    .innerJoin(topicArticles, eq(topicArticles.articleId, articles.id))
    .where(and(eq(topicArticles.topicId, id), published()))
    .orderBy(asc(topicArticles.sort), desc(articles.publishedAt));
  return { ...topic, articles: rows.map(toItem) };
}

export async function visitTopic(db: Db, id: number) {
  const [row] = await db
    .update(articleTopics)
    .set({ visits: sql`${articleTopics.visits} + 1` })
    .where(eq(articleTopics.id, id))
    .returning({ visits: articleTopics.visits });
  if (!row) throw notFound('topic_not_found');
  return row;
}

/** What a shared link to an article shows in WeChat: its title, summary and cover (no read counted). */
export async function articleShareCard(db: Db, id: number) {
  const [row] = await db
    .select({ title: articles.title, desc: articles.summary, image: articles.cover })
    .from(articles)
    .where(and(eq(articles.id, id), published()));
  return row ?? null;
}
