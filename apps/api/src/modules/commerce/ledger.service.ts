import { addDays, chinaDate } from '@xueche/time';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countAll, countOf, pageOf } from '../../db/paging';
import { ledgerEntries, orders, referrals, users } from '../../db/schema';

/**
 * Reading a coach's ledger: the balance and everything derived from it comes from the entries, never
 * from a stored total. Days are China days (UTC+8), as coaches count them.
 */

const CHINA_DAY = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
const EARNING_KINDS = [
  'commission_l1',
  'commission_l2',
  'reversal_l1',
  'reversal_l2',
  'refund_closed_l1',
  'refund_closed_l2',
];
const SUB_COACH_KINDS = ['commission_l2', 'reversal_l2', 'refund_closed_l2'];

/** A coach's balance: the sum of their entries. */
export async function balanceOf(db: Db, coachId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amountFen}), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.coachId, coachId));
  return row?.n ?? 0;
}

/** A page of a coach's entries, newest first, with the order and the student each came from. */
export async function entriesOf(db: Db, coachId: number, page: number, num: number) {
  const where = eq(ledgerEntries.coachId, coachId);
  return pageOf(
    { page, num },
    {
      rows: ({ limit, offset }) =>
        db
          .select({
            id: ledgerEntries.id,
            kind: ledgerEntries.kind,
            amount: ledgerEntries.amountFen,
            orderNo: orders.orderNo,
            orderTitle: orders.title,
            student: users.nickname,
            createdAt: ledgerEntries.createdAt,
          })
          .from(ledgerEntries)
          .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
          .leftJoin(users, eq(users.id, ledgerEntries.sourceUserId))
          .where(where)
          .orderBy(desc(ledgerEntries.id))
          .limit(limit)
          .offset(offset),
      total: () => countOf(db.select({ n: countAll }).from(ledgerEntries).where(where)),
    },
    (r) => ({ ...r, createdAt: r.createdAt.toISOString() }),
  );
}

/** Net commission per China day for the last `days` days (today included), oldest first; empty days are 0. */
export async function earningsByDay(db: Db, coachId: number, days: number) {
  const rows = await db
    .select({ day: CHINA_DAY, amount: sql<number>`sum(${ledgerEntries.amountFen})::int` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.coachId, coachId),
        inArray(ledgerEntries.kind, EARNING_KINDS),
        gte(ledgerEntries.createdAt, sql`now() - make_interval(days => ${days + 1})`),
      ),
    )
    .groupBy(CHINA_DAY);
  const byDay = new Map(rows.map((r) => [r.day, r.amount]));
  const today = chinaDate();
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - (days - 1));
    return { day, amount: byDay.get(day) ?? 0 };
  });
}

/**
 * The coaches this coach recruited, each with what their sales earned this coach (level 2, net of
 * refunds), most earning first. Recruits who have sold nothing yet are listed with 0.
 */
export async function subCoachEarnings(db: Db, coachId: number) {
  const earned = db
    .select({
      subCoachId: orders.referrerId,
      amount: sql<number>`sum(${ledgerEntries.amountFen})::int`.as('amount'),
      orderCount: sql<number>`count(distinct ${ledgerEntries.orderId})::int`.as('order_count'),
    })
    .from(ledgerEntries)
    .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .where(and(eq(ledgerEntries.coachId, coachId), inArray(ledgerEntries.kind, SUB_COACH_KINDS)))
    .groupBy(orders.referrerId)
    .as('earned');
  const rows = await db
    .select({
      coachId: users.id,
      nickname: users.nickname,
      headPortrait: users.headPortrait,
      since: referrals.createdAt,
      amount: sql<number>`coalesce(${earned.amount}, 0)::int`,
      orders: sql<number>`coalesce(${earned.orderCount}, 0)::int`,
    })
    .from(referrals)
    .innerJoin(users, and(eq(users.id, referrals.userId), eq(users.userType, 2)))
    .leftJoin(earned, eq(earned.subCoachId, users.id))
    .where(eq(referrals.referrerId, coachId))
    .orderBy(sql`coalesce(${earned.amount}, 0) desc`, desc(referrals.createdAt));
  return rows.map((r) => ({ ...r, since: r.since.toISOString() }));
}

/** An entry as another area asks for it: for a coach, about an order or a withdrawal, in fen. */
type Entry = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'createdAt' | 'amountFen'> & { fen: number };

/**
 * Money into a coach's ledger (e.g. a session's earnings), in the caller's transaction, once: the ledger's
 * unique key (order, kind, coach, refund, withdrawal) keeps a repeat out. Answers whether it was written.
 */
export async function creditLedger(t: Db, { fen, ...entry }: Entry): Promise<boolean> {
  if (fen <= 0) throw new Error(`a credit is positive: ${fen}`);
  return post(t, { ...entry, amountFen: fen });
}

/** Money out of a coach's ledger (a withdrawal), `fen` positive; once, as creditLedger. */
export async function debitLedger(t: Db, { fen, ...entry }: Entry): Promise<boolean> {
  if (fen <= 0) throw new Error(`a debit is positive: ${fen}`);
  return post(t, { ...entry, amountFen: -fen });
}

async function post(t: Db, entry: typeof ledgerEntries.$inferInsert): Promise<boolean> {
  const written = await t.insert(ledgerEntries).values(entry).onConflictDoNothing().returning({ id: ledgerEntries.id });
  return written.length > 0;
}
