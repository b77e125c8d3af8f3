import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appNotices } from '../../db/schema';
import { invalidField, notFound } from '../../platform/errors';

/** The app's notices as the console edits them (issue 16): shown between their start and their end. */

type Row = typeof appNotices.$inferSelect;

const toAdmin = (n: Row, now = new Date()) => ({
  id: n.id,
  title: n.title,
  content: n.content,
  link: n.link,
  starts_at: n.startsAt.toISOString(),
  ends_at: n.endsAt?.toISOString() ?? null,
  state: (n.startsAt > now ? 'upcoming' : n.endsAt && n.endsAt <= now ? 'ended' : 'live') as
    | 'upcoming'
    | 'live'
    | 'ended',
});
export type AdminNoticeRow = ReturnType<typeof toAdmin>;

export async function allNotices(db: Db) {
  const rows = await db.select().from(appNotices).orderBy(desc(appNotices.startsAt), desc(appNotices.id));
  return rows.map((n) => toAdmin(n));
}

/** A new notice or changes to one; an end at or before its start is refused (it would never show). */
export async function saveNotice(
  db: Db,
  input: { id?: number; title: string; content: string; link: string; starts_at: string; ends_at: string | null },
) {
  const startsAt = new Date(input.starts_at);
  const endsAt = input.ends_at ? new Date(input.ends_at) : null;
  if (endsAt && endsAt <= startsAt) throw invalidField('ends_at', 'window_end_before_start');
  let before: AdminNoticeRow | null = null;
  if (input.id) {
    const [row] = await db.select().from(appNotices).where(eq(appNotices.id, input.id));
    if (!row) throw notFound('notice_not_found');
    before = toAdmin(row);
  }
  const values = { title: input.title, content: input.content, link: input.link || null, startsAt, endsAt };
  const [row] = input.id
    ? await db.update(appNotices).set(values).where(eq(appNotices.id, input.id)).returning()
    : await db
        .insert(appNotices)
        .values({ ...values, slug: `n-${randomBytes(6).toString('hex')}` })
        .returning();
  return { before, after: toAdmin(row as Row) };
}
