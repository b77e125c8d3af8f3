import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachProfiles, examFields, ledgerEntries, orders, referrals, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { subCoachEarnings } from '../commerce';
import { progressSummaries } from '../exam';
import { CHINA_MONTH, CHINA_TODAY, maskPhone } from './china-time';
import { EARNING_KINDS, L2_KINDS } from './earnings.service';

/**
 * The people a coach brought: students (referrals where the coach is the referrer and the person is a
 * student) and recruited coaches. A student's practice progress is read only when that student agreed
 * to share it with this coach (referrals.share_progress).
 */

/** Only this coach's bindings of students: every query here starts from it, so another coach's never show. */
const myStudents = (coachId: number) => and(eq(referrals.referrerId, coachId), eq(users.userType, 1));

const studentColumns = {
  id: users.id,
  uid: users.uid,
  nickname: users.nickname,
  headPortrait: users.headPortrait,
  phone: users.phone,
  fieldId: users.fieldId,
  fieldName: examFields.name,
  boundAt: referrals.createdAt,
  boundVia: referrals.boundVia,
  shareProgress: referrals.shareProgress,
  consentAt: referrals.consentAt,
};

type StudentRow = {
  id: number;
  uid: string;
  nickname: string;
  headPortrait: string;
  phone: string | null;
  fieldId: number | null;
  fieldName: string | null;
  boundAt: Date;
  boundVia: string;
  shareProgress: boolean;
  consentAt: Date | null;
};

async function withProgress(db: Db, rows: StudentRow[]) {
  const shared = rows.filter((r) => r.shareProgress).map((r) => r.id);
  const progress = await progressSummaries(db, shared);
  return rows.map((r) => ({
    id: r.id,
    uid: r.uid,
    nickname: r.nickname,
    head_portrait: r.headPortrait,
    bound_at: r.boundAt.toISOString(),
    bound_via: r.boundVia,
    phone: maskPhone(r.phone),
    field_id: r.fieldId,
    field_name: r.fieldName,
    share_progress: r.shareProgress,
    progress: r.shareProgress ? { subjects: progress.get(r.id) ?? [] } : null,
  }));
}

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function studentsOf(db: Db, coachId: number, page: number, num: number, q?: string) {
  const search = q ? or(ilike(users.nickname, likeText(q)), eq(users.uid, q)) : undefined;
  const where = and(myStudents(coachId), search);
  const [rows, [count]] = await Promise.all([
    db
      .select(studentColumns)
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.userId))
      .leftJoin(examFields, eq(examFields.id, users.fieldId))
      .where(where)
      .orderBy(desc(referrals.createdAt), desc(referrals.userId))
      .limit(num)
      .offset((page - 1) * num),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.userId))
      .where(where),
  ]);
  return { total: count?.n ?? 0, page, num, list: await withProgress(db, rows) };
}

/** Whether the person is one of this coach's students (bound to them, and a student). */
export async function isStudentOf(db: Db, coachId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.userId))
    .where(and(myStudents(coachId), eq(referrals.userId, studentId)));
  return Boolean(row);
}

/** One of this coach's students; anyone else (another coach's student, a coach, nobody) is 404. */
export async function studentOf(db: Db, coachId: number, studentId: number) {
  const [row] = await db
    .select(studentColumns)
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.userId))
    .leftJoin(examFields, eq(examFields.id, users.fieldId))
    .where(and(myStudents(coachId), eq(referrals.userId, studentId)));
  if (!row) throw notFound('student_not_found');
  const earning = and(eq(ledgerEntries.coachId, coachId), inArray(ledgerEntries.kind, EARNING_KINDS));
  const [[student], [bought], [earned]] = await Promise.all([
    withProgress(db, [row]),
    // The student's orders that earned this coach commission, net of refunds.
    db
      .select({
        orders: sql<number>`count(*)::int`,
        spent: sql<number>`coalesce(sum(${orders.amountFen} - ${orders.refundedFen}), 0)::int`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.userId, studentId),
          inArray(orders.id, db.select({ id: ledgerEntries.orderId }).from(ledgerEntries).where(earning)),
        ),
      ),
    db
      .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amountFen}), 0)::int` })
      .from(ledgerEntries)
      .where(and(earning, eq(ledgerEntries.sourceUserId, studentId))),
  ]);
  return {
    ...(student as NonNullable<typeof student>),
    consent_at: row.consentAt?.toISOString() ?? null,
    orders: bought?.orders ?? 0,
    spent: bought?.spent ?? 0,
    earned: earned?.n ?? 0,
  };
}

/** The coaches this coach recruited, a page at a time, with their students and what their sales earned this coach. */
export async function subCoachesOf(db: Db, coachId: number, page: number, num: number) {
  const all = await subCoachEarnings(db, coachId);
  const slice = all.slice((page - 1) * num, page * num);
  const ids = slice.map((c) => c.coachId);
  const [students, certified] = ids.length
    ? await Promise.all([
        db
          .select({ coachId: referrals.referrerId, n: sql<number>`count(*)::int` })
          .from(referrals)
          .innerJoin(users, and(eq(users.id, referrals.userId), eq(users.userType, 1)))
          .where(inArray(referrals.referrerId, ids))
          .groupBy(referrals.referrerId),
        db
          .select({ id: coachProfiles.userId })
          .from(coachProfiles)
          .where(and(inArray(coachProfiles.userId, ids), eq(coachProfiles.certStatus, 'approved'))),
      ])
    : [[], []];
  return {
    total: all.length,
    page,
    num,
    list: slice.map((c) => ({
      id: c.coachId,
      nickname: c.nickname,
      head_portrait: c.headPortrait,
      since: c.since,
      students: students.find((s) => s.coachId === c.coachId)?.n ?? 0,
      amount: c.amount,
      orders: c.orders,
      certified: certified.some((p) => p.id === c.coachId),
    })),
  };
}

/** Counts for '/coach-agent': recruited coaches in all, today and this month, certified, their students, level-2 earnings. */
export async function subCoachCounts(db: Db, coachId: number) {
  const mine = and(eq(referrals.referrerId, coachId), eq(users.userType, 2));
  const [[coaches], [students], [earned]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        today: sql<number>`(count(*) filter (where ${referrals.createdAt} >= ${CHINA_TODAY}))::int`,
        month: sql<number>`(count(*) filter (where ${referrals.createdAt} >= ${CHINA_MONTH}))::int`,
        certified: sql<number>`(count(*) filter (where ${coachProfiles.certStatus} = 'approved'))::int`,
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.userId))
      .leftJoin(coachProfiles, eq(coachProfiles.userId, referrals.userId))
      .where(mine),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(referrals)
      .innerJoin(users, and(eq(users.id, referrals.userId), eq(users.userType, 1)))
      .where(
        inArray(
          referrals.referrerId,
          db
            .select({ id: referrals.userId })
            .from(referrals)
            .innerJoin(users, eq(users.id, referrals.userId))
            .where(mine),
        ),
      ),
    db
      .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amountFen}), 0)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.coachId, coachId), inArray(ledgerEntries.kind, L2_KINDS))),
  ]);
  return {
    total: coaches?.total ?? 0,
    today: coaches?.today ?? 0,
    month: coaches?.month ?? 0,
    certified: coaches?.certified ?? 0,
    students: students?.n ?? 0,
    amount: earned?.n ?? 0,
  };
}

/** Counts of students and recruited coaches, all time and (students) bound today. */
export async function peopleCounts(db: Db, coachId: number) {
  const [row] = await db
    .select({
      students: sql<number>`(count(*) filter (where ${users.userType} = 1))::int`,
      studentsToday: sql<number>`(count(*) filter (where ${users.userType} = 1 and ${referrals.createdAt} >= ${CHINA_TODAY}))::int`,
      coaches: sql<number>`(count(*) filter (where ${users.userType} = 2))::int`,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.userId))
    .where(eq(referrals.referrerId, coachId));
  return { students: row?.students ?? 0, studentsToday: row?.studentsToday ?? 0, coaches: row?.coaches ?? 0 };
}
