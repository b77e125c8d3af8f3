import type { WishReportReason, WishState } from '@xueche/contract';
import { and, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, wishes, wishReports } from '../../db/schema';
import { invalidField, notFound } from '../../platform/errors';

/**
 * The console's side of the wish wall (docs/wish-wall.md): wishes with what people reported about them, and
 * hiding one (gone from the wall for everyone but its author) or showing it again. Reports never hide a wish
 * by themselves: someone reporting every wish they dislike should not empty the wall.
 */

/** How many of a wish's reports the console shows beside it (the count is of all of them). */
const REPORTS_SHOWN = 10;

export type WishFilter = 'reported' | 'hidden' | 'all';

const reportCount = sql<number>`(select count(*)::int from ${wishReports} where ${wishReports.wishId} = ${wishes.id})`;

const columns = {
  id: wishes.id,
  content: wishes.content,
  state: wishes.state,
  votes: wishes.votes,
  createdAt: wishes.createdAt,
  hiddenAt: wishes.hiddenAt,
  hiddenBy: wishes.hiddenBy,
  hiddenReason: wishes.hiddenReason,
  userId: users.id,
  uid: users.uid,
  nickname: users.nickname,
  reportCount,
};
interface Row {
  id: number;
  content: string;
  state: string;
  votes: number;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenBy: string | null;
  hiddenReason: string;
  userId: number;
  uid: string;
  nickname: string;
  reportCount: number;
}

interface ReportView {
  reason: WishReportReason;
  note: string;
  nickname: string;
  at: string;
}

/** The latest reports of each wish, by wish id. */
async function latestReports(db: Db, ids: number[]): Promise<Map<number, ReportView[]>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      wishId: wishReports.wishId,
      reason: wishReports.reason,
      note: wishReports.note,
      nickname: users.nickname,
      at: wishReports.createdAt,
    })
    .from(wishReports)
    .innerJoin(users, eq(users.id, wishReports.userId))
    .where(inArray(wishReports.wishId, ids))
    .orderBy(desc(wishReports.createdAt));
  const byWish = new Map<number, ReportView[]>();
  for (const r of rows) {
    const list = byWish.get(r.wishId) ?? [];
    if (list.length < REPORTS_SHOWN) {
      list.push({ reason: r.reason as WishReportReason, note: r.note, nickname: r.nickname, at: r.at.toISOString() });
    }
    byWish.set(r.wishId, list);
  }
  return byWish;
}

function toAdminWish(row: Row, reports: Map<number, ReportView[]>) {
  return {
    id: row.id,
    content: row.content,
    state: row.state as WishState,
    votes: row.votes,
    author: { user_id: row.userId, uid: row.uid, nickname: row.nickname },
    created_at: row.createdAt.toISOString(),
    report_count: row.reportCount,
    reports: reports.get(row.id) ?? [],
    hidden: row.hiddenAt ? { reason: row.hiddenReason, by: row.hiddenBy ?? '', at: row.hiddenAt.toISOString() } : null,
  };
}

/**
 * Wishes for the console. `reported`: those with a report, the ones still showing first, most reported first;
 * `hidden`: the hidden ones, latest hidden first; `all`: newest first. `q`: words of the wish, or the author's
 * nickname (part of it) or user number.
 */
export async function wishesForConsole(db: Db, query: { filter: WishFilter; q?: string; page: number; num: number }) {
  const conditions: SQL[] = [];
  if (query.filter === 'reported') conditions.push(sql`${reportCount} > 0`);
  if (query.filter === 'hidden') conditions.push(isNotNull(wishes.hiddenAt));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(wishes.content, like), ilike(users.nickname, like), eq(users.uid, query.q)) as SQL);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const order: SQL[] =
    query.filter === 'reported'
      ? [sql`${wishes.hiddenAt} is not null`, desc(reportCount), desc(wishes.id)]
      : query.filter === 'hidden'
        ? [desc(wishes.hiddenAt), desc(wishes.id)]
        : [desc(wishes.createdAt), desc(wishes.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(wishes)
      .innerJoin(users, eq(users.id, wishes.userId))
      .where(where)
      .orderBy(...order)
      .limit(query.num)
      .offset((query.page - 1) * query.num),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(wishes)
      .innerJoin(users, eq(users.id, wishes.userId))
      .where(where),
  ]);
  const reports = await latestReports(
    db,
    rows.map((r) => r.id),
  );
  return {
    total: count?.n ?? 0,
    page: query.page,
    num: query.num,
    list: rows.map((r) => toAdminWish(r, reports)),
  };
}

/** One wish as the console shows it. */
export async function wishForConsole(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(wishes)
    .innerJoin(users, eq(users.id, wishes.userId))
    .where(eq(wishes.id, id));
  if (!row) throw notFound('wish_not_found');
  return toAdminWish(row, await latestReports(db, [id]));
}

/**
 * Hides a wish (a reason is required: its author reads it) or shows it again. Under the wish's row lock, so
 * two operators at once end in one state; doing what is already done answers the wish as it stands.
 */
export async function setWishHidden(db: Db, input: { id: number; hidden: boolean; reason: string; by: string }) {
  if (input.hidden && !input.reason) throw invalidField('reason', 'wish_hide_reason');
  const [locked] = await db
    .select({ hiddenAt: wishes.hiddenAt, hiddenReason: wishes.hiddenReason })
    .from(wishes)
    .where(eq(wishes.id, input.id))
    .for('update');
  if (!locked) throw notFound('wish_not_found');
  const before = { hidden: locked.hiddenAt !== null, reason: locked.hiddenReason };
  if (before.hidden !== input.hidden) {
    await db
      .update(wishes)
      .set(
        input.hidden
          ? { hiddenAt: sql`now()`, hiddenBy: input.by, hiddenReason: input.reason }
          : { hiddenAt: null, hiddenBy: null, hiddenReason: '' },
      )
      .where(eq(wishes.id, input.id));
  }
  const wish = await wishForConsole(db, input.id);
  return { wish, before, after: { hidden: wish.hidden !== null, reason: wish.hidden?.reason ?? '' } };
}
