import type { Notice } from '@xueche/contract';
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appNotices } from '../../db/schema';

const live = (now: Date) =>
  and(lte(appNotices.startsAt, now), or(isNull(appNotices.endsAt), gt(appNotices.endsAt, now)));

const toNotice = (row: typeof appNotices.$inferSelect): Notice => ({
  id: row.id,
  title: row.title,
  content: row.content,
  link: row.link,
  created_at: row.createdAt.toISOString(),
});

export async function liveNotices(db: Db, now = new Date()): Promise<Notice[]> {
  const rows = await db
    .select()
    .from(appNotices)
    .where(live(now))
    .orderBy(desc(appNotices.startsAt), desc(appNotices.id));
  return rows.map(toNotice);
}

export async function noticeById(db: Db, id: number, now = new Date()): Promise<Notice | null> {
  const [row] = await db
    .select()
    .from(appNotices)
    .where(and(eq(appNotices.id, id), live(now)))
    .limit(1);
  return row ? toNotice(row) : null;
}

export async function noticeBySlug(db: Db, slug: string, now = new Date()): Promise<Notice | null> {
  if (!slug) return null;
  const [row] = await db
    .select()
    .from(appNotices)
    .where(and(eq(appNotices.slug, slug), live(now)))
    .limit(1);
  return row ? toNotice(row) : null;
}
