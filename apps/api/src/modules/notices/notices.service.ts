import type { Notice } from '@xueche/contract';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appNotices, noticeReads } from '../../db/schema';

const live = (now: Date) =>
  and(lte(appNotices.startsAt, now), or(isNull(appNotices.endsAt), gt(appNotices.endsAt, now)));

/** Everyone's notices, and with a user also the ones addressed to them alone. */
const forWhom = (userId?: number) =>
  userId === undefined ? isNull(appNotices.userId) : or(isNull(appNotices.userId), eq(appNotices.userId, userId));

const toNotice = (row: typeof appNotices.$inferSelect): Notice => ({
  id: row.id,
  title: row.title,
  content: row.content,
  link: row.link,
  // When people first see it: a notice scheduled ahead is dated by its start.
  created_at: row.startsAt.toISOString(),
});

export async function liveNotices(db: Db, now = new Date()): Promise<Notice[]> {
  const rows = await db
    .select()
    .from(appNotices)
    .where(and(live(now), forWhom()))
    .orderBy(desc(appNotices.startsAt), desc(appNotices.id));
  return rows.map(toNotice);
}

/** A notice by id, as `userId` may read it (everyone's, or their own). */
export async function noticeById(db: Db, id: number, userId?: number, now = new Date()): Promise<Notice | null> {
  const [row] = await db
    .select()
    .from(appNotices)
    .where(and(eq(appNotices.id, id), live(now), forWhom(userId)))
    .limit(1);
  return row ? toNotice(row) : null;
}

export async function noticeBySlug(db: Db, slug: string, now = new Date()): Promise<Notice | null> {
  if (!slug) return null;
  const [row] = await db
    .select()
    .from(appNotices)
    .where(and(eq(appNotices.slug, slug), live(now), forWhom()))
    .limit(1);
  return row ? toNotice(row) : null;
}

/** The user's notices, newest first, each with whether they opened it. */
export async function noticeHistory(db: Db, userId: number, page: number, num: number, now = new Date()) {
  const read = sql<boolean>`exists (select 1 from notice_reads r where r.notice_id = ${appNotices.id} and r.user_id = ${userId})`;
  const [rows, [counts]] = await Promise.all([
    db
      .select({ notice: appNotices, read })
      .from(appNotices)
      .where(and(live(now), forWhom(userId)))
      .orderBy(desc(appNotices.startsAt), desc(appNotices.id))
      .limit(num)
      .offset((page - 1) * num),
    db
      .select({ total: sql<number>`count(*)::int`, unread: sql<number>`count(*) filter (where not ${read})::int` })
      .from(appNotices)
      .where(and(live(now), forWhom(userId))),
  ]);
  return {
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
    page,
    num,
    list: rows.map((r) => ({ ...toNotice(r.notice), read: Boolean(r.read) })),
  };
}

export async function markNoticeRead(db: Db, userId: number, noticeId: number): Promise<void> {
  await db.insert(noticeReads).values({ userId, noticeId }).onConflictDoNothing();
}

/** A notice to one person alone (it shows in their notices list only). */
export async function noticeTo(db: Db, userId: number, notice: { slug: string; title: string; content: string }) {
  const [row] = await db
    .insert(appNotices)
    .values({ ...notice, userId })
    .returning({ id: appNotices.id });
  return row as { id: number };
}
