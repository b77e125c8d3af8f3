import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleCategories, articleTopics } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';

/** Categories and topics as the console edits them (issue 16), each with how many articles it holds. */

const categoryColumns = {
  id: articleCategories.id,
  title: articleCategories.title,
  sort: articleCategories.sort,
  articles: sql<number>`(select count(*)::int from articles a where a.category_id = ${articleCategories.id})`,
};

const topicColumns = {
  id: articleTopics.id,
  title: articleTopics.title,
  summary: articleTopics.summary,
  cover: articleTopics.cover,
  sort: articleTopics.sort,
  articles: sql<number>`(select count(*)::int from topic_articles ta where ta.topic_id = ${articleTopics.id})`,
};

const newSlug = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

export async function taxonomy(db: Db) {
  const [categories, topics] = await Promise.all([
    db.select(categoryColumns).from(articleCategories).orderBy(asc(articleCategories.sort), asc(articleCategories.id)),
    db.select(topicColumns).from(articleTopics).orderBy(asc(articleTopics.sort), asc(articleTopics.id)),
  ]);
  return { categories, topics };
}

async function categoryById(db: Db, id: number) {
  const [row] = await db.select(categoryColumns).from(articleCategories).where(eq(articleCategories.id, id));
  return row ?? null;
}

async function topicById(db: Db, id: number) {
  const [row] = await db.select(topicColumns).from(articleTopics).where(eq(articleTopics.id, id));
  return row ?? null;
}

/** A new category or a renamed / reordered one; two with one name would be two tabs that read the same. */
export async function saveCategory(db: Db, input: { id?: number; title: string; sort: number }) {
  const [clash] = await db
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.title, input.title));
  if (clash && clash.id !== input.id) {
    throw new AppError(400, 'category_exists', { title: input.title }, { errors: { title: 'category_exists' } });
  }
  const before = input.id ? await categoryById(db, input.id) : null;
  if (input.id && !before) throw notFound('category_not_found');
  const values = { title: input.title, sort: input.sort };
  const [row] = input.id
    ? await db.update(articleCategories).set(values).where(eq(articleCategories.id, input.id)).returning()
    : await db
        .insert(articleCategories)
        .values({ ...values, slug: newSlug('c') })
        .returning();
  return { before, after: (await categoryById(db, (row as { id: number }).id)) as NonNullable<typeof before> };
}

export async function saveTopic(
  db: Db,
  input: { id?: number; title: string; summary: string; cover: string; sort: number },
) {
  const before = input.id ? await topicById(db, input.id) : null;
  if (input.id && !before) throw notFound('topic_not_found');
  const values = { title: input.title, summary: input.summary, cover: input.cover, sort: input.sort };
  const [row] = input.id
    ? await db.update(articleTopics).set(values).where(eq(articleTopics.id, input.id)).returning()
    : await db
        .insert(articleTopics)
        .values({ ...values, slug: newSlug('t') })
        .returning();
  return { before, after: (await topicById(db, (row as { id: number }).id)) as NonNullable<typeof before> };
}
