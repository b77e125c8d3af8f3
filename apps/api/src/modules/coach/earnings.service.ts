import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ledgerEntries, orders, referrals, users } from '../../db/schema';
import { balanceOf, earningsByDay } from '../commerce';
import { CHINA_MONTH, CHINA_TODAY, chinaDay } from './china-time';

/**
 * What a coach earned, read from their ledger entries only (never another coach's): commission
 * credits with their refund reversals and returns, per level. Withdrawals are not earnings.
 */

export const L1_KINDS = ['commission_l1', 'reversal_l1', 'refund_closed_l1'];
export const L2_KINDS = ['commission_l2', 'reversal_l2', 'refund_closed_l2'];
export const EARNING_KINDS = [...L1_KINDS, ...L2_KINDS];

const kindsOf = (level?: 1 | 2) => (level === 1 ? L1_KINDS : level === 2 ? L2_KINDS : EARNING_KINDS);
const levelOf = (kind: string): 1 | 2 => (kind.endsWith('_l2') ? 2 : 1);

/** Net earnings today, this month and in all, for one level or both. */
export async function earningTotals(db: Db, coachId: number, level?: 1 | 2) {
  const [row] = await db
    .select({
      today: sql<number>`coalesce(sum(${ledgerEntries.amountFen}) filter (where ${ledgerEntries.createdAt} >= ${CHINA_TODAY}), 0)::int`,
      month: sql<number>`coalesce(sum(${ledgerEntries.amountFen}) filter (where ${ledgerEntries.createdAt} >= ${CHINA_MONTH}), 0)::int`,
      all: sql<number>`coalesce(sum(${ledgerEntries.amountFen}), 0)::int`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.coachId, coachId), inArray(ledgerEntries.kind, kindsOf(level))));
  return { today: row?.today ?? 0, month: row?.month ?? 0, all: row?.all ?? 0 };
}

/** A page of commission entries, newest first: the order, the student and (level 2) the recruited coach who sold. */
export async function earningEntries(db: Db, coachId: number, page: number, num: number, level?: 1 | 2) {
  const student = alias(users, 'student');
  const seller = alias(users, 'seller');
  const where = and(eq(ledgerEntries.coachId, coachId), inArray(ledgerEntries.kind, kindsOf(level)));
  const [rows, [count], totals] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        amount: ledgerEntries.amountFen,
        orderNo: orders.orderNo,
        orderTitle: orders.title,
        orderAmount: orders.amountFen,
        student: student.nickname,
        seller: seller.nickname,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .leftJoin(student, eq(student.id, ledgerEntries.sourceUserId))
      .leftJoin(seller, eq(seller.id, orders.referrerId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(num)
      .offset((page - 1) * num),
    db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(where),
    earningTotals(db, coachId, level),
  ]);
  return {
    total: count?.n ?? 0,
    page,
    num,
    totals,
    list: rows.map((r) => {
      const entryLevel = levelOf(r.kind);
      return {
        id: r.id,
        kind: r.kind,
        level: entryLevel,
        amount: r.amount,
        order_no: r.orderNo,
        order_title: r.orderTitle,
        order_amount: r.orderAmount,
        student: r.student,
        sub_coach: entryLevel === 2 ? r.seller : null,
        created_at: r.createdAt.toISOString(),
      };
    }),
  };
}

/** Orders that earned this coach commission (either level), newest payment first, with the coach's net share. */
export async function commissionOrders(db: Db, coachId: number, page: number, num: number) {
  const mine = db
    .select({
      orderId: ledgerEntries.orderId,
      net: sql<number>`sum(${ledgerEntries.amountFen})::int`.as('net'),
      level: sql<number>`min(case when right(${ledgerEntries.kind}, 3) = '_l2' then 2 else 1 end)::int`.as('level'),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.coachId, coachId),
        isNotNull(ledgerEntries.orderId),
        inArray(ledgerEntries.kind, EARNING_KINDS),
      ),
    )
    .groupBy(ledgerEntries.orderId)
    .as('mine');
  const [rows, [count]] = await Promise.all([
    db
      .select({
        orderNo: orders.orderNo,
        title: orders.title,
        student: users.nickname,
        amount: orders.amountFen,
        refunded: orders.refundedFen,
        status: orders.status,
        paidAt: orders.paidAt,
        net: mine.net,
        level: mine.level,
      })
      .from(mine)
      .innerJoin(orders, eq(orders.id, mine.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .orderBy(sql`${orders.paidAt} desc nulls last`, desc(orders.id))
      .limit(num)
      .offset((page - 1) * num),
    db.select({ n: sql<number>`count(*)::int` }).from(mine),
  ]);
  return {
    total: count?.n ?? 0,
    page,
    num,
    list: rows.map((r) => ({
      order_no: r.orderNo,
      title: r.title,
      student: r.student,
      amount: r.amount,
      refunded: r.refunded,
      commission: r.net,
      level: (r.level === 2 ? 2 : 1) as 1 | 2,
      status: (r.status === 'refunded' ? 'refunded' : 'paid') as 'paid' | 'refunded',
      paid_at: r.paidAt?.toISOString() ?? null,
    })),
  };
}

/** New students bound to this coach per China day, oldest first, empty days 0 (the same days as earningsByDay). */
async function studentsByDay(db: Db, coachId: number, days: { day: string }[]) {
  const first = days[0]?.day;
  if (!first) return new Map<string, number>();
  const day = chinaDay(referrals.createdAt);
  const rows = await db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(referrals)
    .innerJoin(users, and(eq(users.id, referrals.userId), eq(users.userType, 1)))
    .where(
      and(
        eq(referrals.referrerId, coachId),
        gte(referrals.createdAt, sql`now() - make_interval(days => ${days.length + 1})`),
      ),
    )
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** '/coach-earnings' and '/coach-zonghe': per-day earnings and new students, and the totals. */
export async function earningsOverview(db: Db, coachId: number, days: number) {
  const [series, l1, l2, balance] = await Promise.all([
    earningsByDay(db, coachId, days),
    earningTotals(db, coachId, 1),
    earningTotals(db, coachId, 2),
    balanceOf(db, coachId),
  ]);
  const students = await studentsByDay(db, coachId, series);
  return {
    days: series.map((d) => ({ day: d.day, amount: d.amount, students: students.get(d.day) ?? 0 })),
    totals: {
      today: l1.today + l2.today,
      month: l1.month + l2.month,
      all: l1.all + l2.all,
      l1: l1.all,
      l2: l2.all,
    },
    balance,
  };
}
