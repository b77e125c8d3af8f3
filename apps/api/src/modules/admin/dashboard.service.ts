import { addDays, chinaDate, chinaMidnight } from '@xueche/time';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  classApplications,
  coachCertifications,
  errorReports,
  orders,
  pinOwners,
  refunds,
  sitePracticeApplications,
  theoryApplications,
  trainChecks,
  users,
  withdrawals,
} from '../../db/schema';
import { chinaDay } from '../coach';

export const DASHBOARD_DAYS = 30;

const count = sql<number>`count(*)::int`;

/**
 * The dashboard: today in China time, what waits for a decision by kind, the open error reports, and the last
 * 30 days day by day. Each series is one grouped query over an indexed time column.
 */
export async function dashboard(db: Db, now = new Date()) {
  const first = addDays(chinaDate(now), 1 - DASHBOARD_DAYS);
  const since = chinaMidnight(first);
  const [newUsers, paid, refunded, pending, openReports] = await Promise.all([
    db
      .select({ day: chinaDay(users.createdAt), n: count })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(sql`1`),
    db
      .select({ day: chinaDay(orders.paidAt), n: count, fen: sql<number>`coalesce(sum(${orders.amountFen}), 0)::int` })
      .from(orders)
      .where(and(gte(orders.paidAt, since), inArray(orders.status, ['paid', 'refunded'])))
      .groupBy(sql`1`),
    db
      .select({
        day: chinaDay(refunds.createdAt),
        n: count,
        fen: sql<number>`coalesce(sum(${refunds.amountFen}), 0)::int`,
      })
      .from(refunds)
      .where(and(gte(refunds.createdAt, since), inArray(refunds.status, ['processing', 'success'])))
      .groupBy(sql`1`),
    pendingReviews(db),
    db.select({ n: count }).from(errorReports).where(eq(errorReports.status, 'open')),
  ]);

  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
  const u = byDay(newUsers);
  const p = byDay(paid);
  const r = byDay(refunded);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const date = addDays(first, i);
    return {
      date,
      new_users: u.get(date)?.n ?? 0,
      paid_orders: p.get(date)?.n ?? 0,
      revenue_fen: p.get(date)?.fen ?? 0,
      refunds: r.get(date)?.n ?? 0,
      refunded_fen: r.get(date)?.fen ?? 0,
    };
  });
  return {
    today: days.at(-1) as (typeof days)[number],
    pending,
    error_reports_open: openReports[0]?.n ?? 0,
    days,
  };
}

/** What waits for an operator's decision, by kind (the reviews screen's tabs show the same counts). */
export async function pendingReviews(db: Db) {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [certifications, held, classes, theory, owners, practice, train] = await Promise.all([
    n(db.select({ n: count }).from(coachCertifications).where(eq(coachCertifications.status, 'pending'))),
    n(db.select({ n: count }).from(withdrawals).where(eq(withdrawals.status, 'reviewing'))),
    n(db.select({ n: count }).from(classApplications).where(eq(classApplications.status, 'pending'))),
    n(db.select({ n: count }).from(theoryApplications).where(eq(theoryApplications.status, 'pending'))),
    n(db.select({ n: count }).from(pinOwners).where(eq(pinOwners.status, 'pending'))),
    n(db.select({ n: count }).from(sitePracticeApplications).where(eq(sitePracticeApplications.status, 'pending'))),
    n(db.select({ n: count }).from(trainChecks).where(eq(trainChecks.status, 'pending'))),
  ]);
  return {
    certifications,
    withdrawals: held,
    class_applications: classes,
    theory_applications: theory,
    pin_owners: owners,
    site_practice: practice,
    train_checks: train,
  };
}
