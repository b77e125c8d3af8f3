import { randomBytes } from 'node:crypto';
import type { AdminArticle, ArticleState } from '@xueche/contract';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleCategories, articles, articleTopics, topicArticles } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../platform/errors';
import { toItem as articleItem, type ItemRow, itemColumns } from './articles.service';
import { cleanBody, sanitizeRichText } from './sanitize';

/**
 * Articles as the console edits them (issue 16): drafts, publishing now or at a time, taking them down. What
 * the app shows is decided by `published()` in articles.service.ts: published, and its time has come.
 */

/** The state the console shows, from the stored status and the clock (a scheduled one turns published by itself). */
const stateSql = sql<ArticleState>`case
  when ${articles.status} = 'published' and ${articles.publishedAt} > now() then 'scheduled'
  else ${articles.status} end`;

const topicIdsSql = sql<number[]>`coalesce((select array_agg(ta.topic_id order by ta.topic_id) from topic_articles ta
  where ta.article_id = ${articles.id}), '{}')`;

/** A published article's item columns, and what only the console sees. */
const columns = { ...itemColumns, topicIds: topicIdsSql, state: stateSql, updatedAt: articles.updatedAt };

type Row = ItemRow & { topicIds: number[]; state: ArticleState; updatedAt: Date };

/** An article as the console lists it: the app's item, with its topics, state and last edit. */
const toItem = (r: Row) => ({
  ...articleItem(r),
  topic_ids: r.topicIds.map(Number),
  state: r.state,
  updated_at: r.updatedAt.toISOString(),
});

const withCategory = eq(articleCategories.id, articles.categoryId);
const listQuery = (db: Db) => db.select(columns).from(articles).innerJoin(articleCategories, withCategory);

/** Searched by title or summary, filtered by category and state; the last edited first. */
export async function editorArticlePage(
  db: Db,
  opts: { q?: string; categoryId?: number; state?: ArticleState; page: number; num: number },
) {
  const like = opts.q ? `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    like ? or(ilike(articles.title, like), ilike(articles.summary, like)) : undefined,
    opts.categoryId ? eq(articles.categoryId, opts.categoryId) : undefined,
    opts.state ? sql`${stateSql} = ${opts.state}` : undefined,
  );
  const [rows, [count]] = await Promise.all([
    listQuery(db)
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(opts.num)
      .offset((opts.page - 1) * opts.num),
    db.select({ n: sql<number>`count(*)::int` }).from(articles).where(where),
  ]);
  return { total: count?.n ?? 0, list: (rows as Row[]).map(toItem) };
}

export async function editorArticle(db: Db, id: number): Promise<AdminArticle> {
  const [row] = await db
    .select({ ...columns, body: articles.body })
    .from(articles)
    .innerJoin(articleCategories, withCategory)
    .where(eq(articles.id, id));
  if (!row) throw notFound('article_not_found');
  // Cleaned on read as the app's detail is: the console's preview renders it, and a body changed in the
  // database directly never passed through saveArticle.
  const body = cleanBody(`article:${row.id}:${row.updatedAt.getTime()}`, row.body);
  return { ...toItem(row as Row), body };
}

export interface ArticleInput {
  id?: number;
  title: string;
  summary: string;
  author: string;
  cover: string;
  category_id: number;
  topic_ids: number[];
  body: string;
}

async function checkRefs(db: Db, input: ArticleInput) {
  const [category] = await db
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.id, input.category_id));
  if (!category) throw invalidField('category_id', 'article_category_unknown');
  const topics = [...new Set(input.topic_ids)];
  if (topics.length) {
    const found = await db
      .select({ id: articleTopics.id })
      .from(articleTopics)
      .where(inArray(articleTopics.id, topics));
    if (found.length !== topics.length) throw invalidField('topic_ids', 'article_topic_unknown');
  }
  return topics;
}

/**
 * A new draft, or changes to an article (a published one stays published). The body is stored as the
 * sanitiser leaves it, so what the console reads back is what the app shows; a body with nothing left is refused.
 */
export async function saveArticle(db: Db, input: ArticleInput) {
  const topics = await checkRefs(db, input);
  const body = sanitizeRichText(input.body).trim();
  // Nothing to read: no text and no image once the tags are gone.
  if (!body.replace(/<(?!img\b)[^>]*>/g, '').trim()) throw invalidField('body', 'article_body_empty');
  const values = {
    title: input.title,
    summary: input.summary,
    author: input.author || '学车',
    cover: input.cover,
    categoryId: input.category_id,
    body,
    updatedAt: new Date(),
  };
  let before: AdminArticle | null = null;
  let id = input.id;
  if (id) {
    before = await editorArticle(db, id);
    await db.update(articles).set(values).where(eq(articles.id, id));
    await db.delete(topicArticles).where(eq(topicArticles.articleId, id));
  } else {
    const [made] = await db
      .insert(articles)
      .values({ ...values, slug: `a-${randomBytes(8).toString('hex')}`, status: 'draft', publishedAt: new Date() })
      .returning({ id: articles.id });
    id = (made as { id: number }).id;
  }
  if (topics.length) {
    await db.insert(topicArticles).values(topics.map((topicId) => ({ topicId, articleId: id as number })));
  }
  return { before, after: await editorArticle(db, id) };
}

/** Publishes now, or schedules for `at`; the app shows it from then on without anything else happening. */
export async function publishArticle(db: Db, id: number, at?: Date, now = new Date()) {
  const before = await editorArticle(db, id);
  if (at && at.getTime() <= now.getTime()) throw invalidField('at', 'article_publish_past');
  if (before.state === 'published') throw new AppError(409, 'article_already_published');
  await db
    .update(articles)
    // The database's clock for "now", the one the app's reads compare with.
    .set({ status: 'published', publishedAt: at ?? sql`now()`, updatedAt: now })
    .where(eq(articles.id, id));
  return { before, after: await editorArticle(db, id) };
}

/** Out of the app at once; a scheduled one is called off. */
export async function unpublishArticle(db: Db, id: number) {
  const before = await editorArticle(db, id);
  if (before.state !== 'published' && before.state !== 'scheduled') throw new AppError(409, 'article_not_published');
  await db.update(articles).set({ status: 'unpublished', updatedAt: new Date() }).where(eq(articles.id, id));
  return { before, after: await editorArticle(db, id) };
}

/** What the audit line keeps of an article: everything but the reads, which change without anyone editing. */
export function auditView(a: AdminArticle | null): Record<string, unknown> | null {
  if (!a) return null;
  const { reads: _reads, ...rest } = a;
  return rest;
}
