import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachProfiles, ledgerEntries, orders, schools, theoryApplications } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { User } from '../../platform/user';
import { balanceOf, standingOf } from '../commerce';
import { CHINA_TODAY } from './china-time';
import { EARNING_KINDS } from './earnings.service';
import { peopleCounts } from './students.service';

type CertStatus = 'none' | 'pending' | 'approved' | 'rejected';
const certStatus = (s: string | undefined): CertStatus =>
  s === 'pending' || s === 'approved' || s === 'rejected' ? s : 'none';

async function profileOf(db: Db, coachId: number) {
  const [row] = await db
    .select({ profile: coachProfiles, school: schools.name })
    .from(coachProfiles)
    .leftJoin(schools, eq(schools.id, coachProfiles.schoolId))
    .where(eq(coachProfiles.userId, coachId));
  return row ?? null;
}

/** Sales: orders this coach sold (their level-1 credits), all time and today (China day). */
async function salesOf(db: Db, coachId: number) {
  const sold = and(eq(ledgerEntries.coachId, coachId), eq(ledgerEntries.kind, 'commission_l1'));
  // Counted in the ledger's index alone; only today's credits need their orders' amounts (a busy coach
  // has sold thousands).
  const [[counts], [today]] = await Promise.all([
    db
      .select({
        orders: sql<number>`count(*)::int`,
        todayOrders: sql<number>`(count(*) filter (where ${ledgerEntries.createdAt} >= ${CHINA_TODAY}))::int`,
      })
      .from(ledgerEntries)
      .where(sold),
    db
      .select({ sales: sql<number>`coalesce(sum(${orders.amountFen}), 0)::int` })
      .from(ledgerEntries)
      .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .where(and(sold, sql`${ledgerEntries.createdAt} >= ${CHINA_TODAY}`)),
  ]);
  return { orders: counts?.orders ?? 0, todayOrders: counts?.todayOrders ?? 0, todaySales: today?.sales ?? 0 };
}

async function earnedOf(db: Db, coachId: number) {
  const [row] = await db
    .select({
      all: sql<number>`coalesce(sum(${ledgerEntries.amountFen}), 0)::int`,
      today: sql<number>`coalesce(sum(${ledgerEntries.amountFen}) filter (where ${ledgerEntries.createdAt} >= ${CHINA_TODAY}), 0)::int`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.coachId, coachId), inArray(ledgerEntries.kind, EARNING_KINDS)));
  return { all: row?.all ?? 0, today: row?.today ?? 0 };
}

/** '/coach-index': today at a glance, the balance, totals and what still needs doing (phone, certification, school). */
export async function coachIndex(db: Db, coachId: number) {
  const [people, sales, earned, balance, row, standing, [pending]] = await Promise.all([
    peopleCounts(db, coachId),
    salesOf(db, coachId),
    earnedOf(db, coachId),
    balanceOf(db, coachId),
    profileOf(db, coachId),
    standingOf(db, coachId),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(theoryApplications)
      .where(and(eq(theoryApplications.coachId, coachId), eq(theoryApplications.status, 'pending'))),
  ]);
  return {
    today: {
      students: people.studentsToday,
      orders: sales.todayOrders,
      sales: sales.todaySales,
      earnings: earned.today,
    },
    balance,
    totals: { students: people.students, coaches: people.coaches, orders: sales.orders, earnings: earned.all },
    has_profile: Boolean(row),
    cert_status: certStatus(row?.profile.certStatus),
    cert_reason: row?.profile.certReason ?? '',
    has_school: Boolean(row?.profile.schoolId),
    level: standing.level,
    points: standing.points,
    pending_applications: pending?.n ?? 0,
  };
}

/** '/coach-center': the coach's profile summary and standing. */
export async function coachCenter(db: Db, user: User) {
  const [people, sales, balance, row, standing] = await Promise.all([
    peopleCounts(db, user.id),
    salesOf(db, user.id),
    balanceOf(db, user.id),
    profileOf(db, user.id),
    standingOf(db, user.id),
  ]);
  return {
    id: user.id,
    uid: user.uid,
    nickname: user.nickname,
    real_name: row?.profile.realName ?? null,
    head_portrait: user.headPortrait,
    photo: row?.profile.photo || null,
    phone: row?.profile.phone ?? user.phone ?? null,
    school: row?.school ?? null,
    cert_status: certStatus(row?.profile.certStatus),
    level: standing.level,
    points: standing.points,
    balance,
    counts: { students: people.students, coaches: people.coaches, orders: sales.orders },
  };
}

const DEFAULT_SMS = { newStudent: true, newOrder: true, withdrawal: true };

/** The coach's SMS choices; without a profile (no verified phone yet) the defaults, and `has_profile: false`. */
export async function smsSettingsOf(db: Db, coachId: number) {
  const [row] = await db
    .select({ settings: coachProfiles.smsSettings })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, coachId));
  return { has_profile: Boolean(row), settings: { ...DEFAULT_SMS, ...(row?.settings ?? {}) } };
}

/** Saves the choices on the profile; the profile is made by phone verification, never here. */
export async function saveSmsSettings(
  db: Db,
  coachId: number,
  settings: { newStudent: boolean; newOrder: boolean; withdrawal: boolean },
) {
  const [row] = await db
    .update(coachProfiles)
    .set({ smsSettings: settings })
    .where(eq(coachProfiles.userId, coachId))
    .returning({ settings: coachProfiles.smsSettings });
  if (!row) throw new AppError(409, 'phone_verify_first');
  return { has_profile: true, settings: row.settings };
}
