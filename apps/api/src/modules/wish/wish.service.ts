import type { WishReportReason, WishState } from '@xueche/contract';
import { chinaDayStart } from '@xueche/time';
import { and, desc, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, wishes, wishReports, wishVotes } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../platform/errors';
import { CHINA_TODAY } from '../coach';
import { readSettings } from '../settings';

/**
 * Markup in a wish: an HTML tag or comment (`<b>`, `</div>`, `<!--`) or an entity (`&nbsp;`, `&#60;`). Wishes
 * are plain text, shown as typed; markup would show as junk, so it is refused when the wish is made. A lone
 * `<` (成绩<90分) is not markup.
 */
const MARKUP = /<\s*\/?\s*[a-z!][^>]*>|&(#\d+|#x[0-9a-f]+|[a-z]+);/i;

/** The wishes a person may see: every wish not hidden, and their own even when it is. */
const visibleTo = (viewerId: number) => or(isNull(wishes.hiddenAt), eq(wishes.userId, viewerId));

/** A wish as the person asking sees it: with its author, their own vote and report, the operators' answer. */
function wishColumns(viewerId: number) {
  return {
    id: wishes.id,
    userId: wishes.userId,
    content: wishes.content,
    state: wishes.state,
    votes: wishes.votes,
    answer: wishes.answer,
    answeredAt: wishes.answeredAt,
    createdAt: wishes.createdAt,
    nickname: users.nickname,
    headPortrait: users.headPortrait,
    voted: sql<boolean>`exists (select 1 from ${wishVotes} where ${wishVotes.wishId} = ${wishes.id} and ${wishVotes.userId} = ${viewerId})`,
    reported: sql<boolean>`exists (select 1 from ${wishReports} where ${wishReports.wishId} = ${wishes.id} and ${wishReports.userId} = ${viewerId})`,
    hiddenAt: wishes.hiddenAt,
    hiddenReason: wishes.hiddenReason,
  };
}

type WishRow = {
  id: number;
  userId: number;
  content: string;
  state: string;
  votes: number;
  answer: string | null;
  answeredAt: Date | null;
  createdAt: Date;
  nickname: string;
  headPortrait: string;
  voted: boolean;
  reported: boolean;
  hiddenAt: Date | null;
  hiddenReason: string;
};

function toWish(row: WishRow, viewerId: number) {
  return {
    id: row.id,
    content: row.content,
    state: row.state as WishState,
    votes: row.votes,
    voted: Boolean(row.voted),
    mine: row.userId === viewerId,
    author: { nickname: row.nickname, head_portrait: row.headPortrait },
    created_at: row.createdAt.toISOString(),
    answer: row.answer && row.answeredAt ? { text: row.answer, at: row.answeredAt.toISOString() } : null,
    reported: Boolean(row.reported),
    hidden: row.hiddenAt ? { reason: row.hiddenReason, at: row.hiddenAt.toISOString() } : null,
  };
}

async function wishesMadeToday(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wishes)
    .where(and(eq(wishes.userId, userId), gte(wishes.createdAt, CHINA_TODAY)));
  return row?.n ?? 0;
}

async function dailyLimit(db: Db): Promise<number> {
  return (await readSettings(db, ['wish.daily_limit']))['wish.daily_limit'];
}

/** Seconds until the next China day starts (UTC+8, no daylight saving): when the daily limit resets. */
function secondsToTomorrow(now = Date.now()): number {
  return Math.ceil((chinaDayStart(now, 1).getTime() - now) / 1000);
}

/**
 * The wall: newest first, or most voted first (newest among equal votes), or the asker's own wishes newest
 * first (so a person finds theirs and its state again); with the asker's allowance today. Hidden wishes are
 * left out, except the asker's own.
 */
export async function listWishes(db: Db, viewerId: number, sort: 'new' | 'hot' | 'mine', page: number, num: number) {
  const order: SQL[] =
    sort === 'hot'
      ? [desc(wishes.votes), desc(wishes.createdAt), desc(wishes.id)]
      : [desc(wishes.createdAt), desc(wishes.id)];
  const where = sort === 'mine' ? eq(wishes.userId, viewerId) : visibleTo(viewerId);
  const [rows, [count], limit, made] = await Promise.all([
    db
      .select(wishColumns(viewerId))
      .from(wishes)
      .innerJoin(users, eq(users.id, wishes.userId))
      .where(where)
      .orderBy(...order)
      .limit(num)
      .offset((page - 1) * num),
    db.select({ n: sql<number>`count(*)::int` }).from(wishes).where(where),
    dailyLimit(db),
    wishesMadeToday(db, viewerId),
  ]);
  return {
    total: count?.n ?? 0,
    page,
    num,
    list: rows.map((r) => toWish(r, viewerId)),
    daily_limit: limit,
    left_today: Math.max(0, limit - made),
  };
}

/**
 * Makes a wish (the contract has trimmed it and checked its length); markup is refused, naming the field. The
 * person's row is locked while today's wishes are counted, so wishes sent at the same moment cannot pass the
 * daily limit together.
 */
export async function addWish(db: Db, userId: number, content: string) {
  if (MARKUP.test(content)) throw invalidField('content', 'wish_markup');
  const { id, left } = await db.transaction(async (trx) => {
    await trx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const limit = await dailyLimit(trx);
    const made = await wishesMadeToday(trx, userId);
    if (made >= limit) {
      throw new AppError(
        429,
        'wish_daily_limit',
        { max: String(limit) },
        { errors: { content: 'wish_daily_limit' }, retry_after: secondsToTomorrow() },
      );
    }
    const [row] = await trx.insert(wishes).values({ userId, content }).returning({ id: wishes.id });
    return { id: (row as { id: number }).id, left: limit - made - 1 };
  });
  return { wish: await wishById(db, userId, id), left_today: left };
}

async function wishById(db: Db, viewerId: number, id: number) {
  const [row] = await db
    .select(wishColumns(viewerId))
    .from(wishes)
    .innerJoin(users, eq(users.id, wishes.userId))
    .where(and(eq(wishes.id, id), visibleTo(viewerId)));
  if (!row) throw notFound('wish_not_found');
  return toWish(row, viewerId);
}

/**
 * One vote per person and wish: the vote row's primary key decides, and the count moves in the same
 * transaction only when a row was actually added or removed. Taking a vote back always works; done and
 * declined wishes take no new votes.
 */
export async function voteWish(db: Db, userId: number, wishId: number, on: boolean) {
  return db.transaction(async (tx) => {
    const [wish] = await tx
      .select({ id: wishes.id, state: wishes.state })
      .from(wishes)
      .where(and(eq(wishes.id, wishId), visibleTo(userId)))
      .for('update');
    if (!wish) throw notFound('wish_not_found');
    if (on && (wish.state === 'done' || wish.state === 'declined')) {
      throw new AppError(409, wish.state === 'done' ? 'wish_done' : 'wish_declined');
    }
    const changed = on
      ? await tx.insert(wishVotes).values({ wishId, userId }).onConflictDoNothing().returning()
      : await tx
          .delete(wishVotes)
          .where(and(eq(wishVotes.wishId, wishId), eq(wishVotes.userId, userId)))
          .returning();
    const [row] = await tx
      .update(wishes)
      .set({ votes: sql`${wishes.votes} + ${changed.length ? (on ? 1 : -1) : 0}` })
      .where(eq(wishes.id, wishId))
      .returning({ votes: wishes.votes });
    return { id: wishId, voted: on, votes: row?.votes ?? 0 };
  });
}

/**
 * Reports someone else's wish to the operators: once per person and wish (the primary key decides, so a
 * repeated or racing report counts once and the second is told so). One's own wish cannot be reported; a
 * hidden wish is not found.
 */
export async function reportWish(
  db: Db,
  userId: number,
  input: { id: number; reason: WishReportReason; note: string },
) {
  const [wish] = await db
    .select({ userId: wishes.userId })
    .from(wishes)
    .where(and(eq(wishes.id, input.id), visibleTo(userId)));
  if (!wish) throw notFound('wish_not_found');
  if (wish.userId === userId) throw new AppError(409, 'wish_report_own');
  const added = await db
    .insert(wishReports)
    .values({ wishId: input.id, userId, reason: input.reason, note: input.note })
    .onConflictDoNothing()
    .returning({ wishId: wishReports.wishId });
  if (!added.length) throw new AppError(409, 'wish_already_reported');
  return { id: input.id, reported: true as const };
}

// ── Operators (/api/ops/wishes, npm run ops -- wish:list | wish:answer) ──

/** Wishes for operators, most voted first: all, or those in one state. */
export async function wishesForOps(db: Db, state: WishState | undefined, limit: number) {
  const rows = await db
    .select({
      id: wishes.id,
      content: wishes.content,
      state: wishes.state,
      votes: wishes.votes,
      answer: wishes.answer,
      createdAt: wishes.createdAt,
      uid: users.uid,
      nickname: users.nickname,
    })
    .from(wishes)
    .innerJoin(users, eq(users.id, wishes.userId))
    .where(state ? eq(wishes.state, state) : undefined)
    .orderBy(desc(wishes.votes), desc(wishes.createdAt), desc(wishes.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    state: r.state as WishState,
    votes: r.votes,
    answer: r.answer,
    uid: r.uid,
    nickname: r.nickname,
    created_at: r.createdAt.toISOString(),
  }));
}

/** An operator's answer: the wish's new state and the text everyone reads under it (replacing any earlier one). */
export async function answerWish(db: Db, input: { id: number; state: WishState; answer: string }) {
  const [row] = await db
    .update(wishes)
    .set({ state: input.state, answer: input.answer, answeredAt: sql`now()` })
    .where(eq(wishes.id, input.id))
    .returning({
      id: wishes.id,
      state: wishes.state,
      answer: wishes.answer,
      votes: wishes.votes,
      content: wishes.content,
    });
  if (!row) throw notFound('wish_not_found');
  return { ...row, state: row.state as WishState };
}
