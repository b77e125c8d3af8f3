import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { coachPointTotals, orders, pointEntries, users } from '../../db/schema';
import { isRateBp, pointsFor } from '../../platform/money';
import { readSettings, type Settings } from '../settings';

/**
 * Coach points and levels. Points are rows in point_entries, unique per (coach, kind, source user,
 * order), so an event that is seen twice (a repeated notification, a second login with the same link)
 * awards once. The level is derived from the sum, never stored.
 */

export type PointKind = 'student_bound' | 'coach_recruited' | 'order_paid' | 'order_refunded';
/** A level from `coach.levels`: reached at `points`, adding `bonus_bp` basis points to the level-1 rate. */
type Level = { level: number; points: number; bonus_bp: number };

export async function pointsOf(db: Db, coachId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${coachPointTotals.points}), 0)::int` })
    .from(coachPointTotals)
    .where(eq(coachPointTotals.coachId, coachId));
  return row?.n ?? 0;
}

/** A coach's points as a subquery, for a read that wants them along with other things. */
export function coachPoints(coachId: AnyPgColumn): SQL<number> {
  return sql<number>`(select coalesce(sum(${coachPointTotals.points}), 0)::int from ${coachPointTotals} where ${coachPointTotals.coachId} = ${coachId})`;
}

/** The levels as configured, lowest first; a broken setting falls back to one level without a bonus. */
export async function levelTable(db: Db): Promise<Level[]> {
  const { 'coach.levels': raw } = await readSettings(db, ['coach.levels']);
  return levelsOf(raw);
}

function levelsOf(raw: unknown): Level[] {
  const levels = (Array.isArray(raw) ? (raw as Level[]) : [])
    .filter((l) => Number.isFinite(l?.level) && Number.isFinite(l?.points) && isRateBp(l?.bonus_bp))
    .sort((a, b) => a.points - b.points);
  return levels.length ? levels : [{ level: 1, points: 0, bonus_bp: 0 }];
}

/** The level a number of points reaches, and the one after it. */
export function levelFor(levels: Level[], points: number): { current: Level; next: Level | null } {
  let index = 0;
  levels.forEach((l, i) => {
    if (points >= l.points) index = i;
  });
  return { current: levels[index] as Level, next: levels[index + 1] ?? null };
}

/** A coach's standing: points, level and what the next level needs. */
export async function standingOf(db: Db, coachId: number) {
  const [points, levels] = await Promise.all([pointsOf(db, coachId), levelTable(db)]);
  const { current, next } = levelFor(levels, points);
  return { points, level: current.level, bonus_bp: current.bonus_bp, next, levels };
}

/** What a coach's level (from `coach.levels` and their points) adds to the level-1 rate of a sale, in basis points. */
export function levelBonus(levels: Settings['coach.levels'], points: number): number {
  return levelFor(levelsOf(levels), points).current.bonus_bp;
}

export async function pointRules(db: Db) {
  const s = await readSettings(db, [
    'coach.points.student_bound',
    'coach.points.coach_recruited',
    'coach.points.per_yuan',
  ]);
  return {
    student_bound: s['coach.points.student_bound'],
    coach_recruited: s['coach.points.coach_recruited'],
    per_yuan: s['coach.points.per_yuan'],
  };
}

async function award(
  db: Db,
  entry: { coachId: number; kind: PointKind; points: number; sourceUserId: number; orderId?: number },
): Promise<void> {
  if (entry.points <= 0) return;
  await db
    .insert(pointEntries)
    .values({ ...entry, orderId: entry.orderId ?? null })
    .onConflictDoNothing();
}

/** A person was just bound to this coach: a student earns `student_bound` points, a recruited coach `coach_recruited`. */
export async function awardBindingPoints(db: Db, coachId: number, boundUserId: number): Promise<void> {
  const [bound] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, boundUserId));
  if (!bound) return;
  const rules = await pointRules(db);
  const kind: PointKind = bound.userType === 2 ? 'coach_recruited' : 'student_bound';
  await award(db, { coachId, kind, points: rules[kind], sourceUserId: boundUserId });
}

/**
 * The points a bound student's paid order earns their coach: `coach.points.per_yuan` for each yuan, whole
 * points rounded down on integers (platform/money.ts), written once per order by the payment with its other rows.
 */
export const orderPoints = (amountFen: number, perYuan: number): number => pointsFor(amountFen, perYuan);

/** A fully refunded order takes back the points its payment earned, once (a refund must not buy a level). */
export async function revokeOrderPoints(db: Db, order: { id: number; userId: number }): Promise<void> {
  const earned = await db
    .select({ coachId: pointEntries.coachId, points: pointEntries.points })
    .from(pointEntries)
    .where(and(eq(pointEntries.orderId, order.id), eq(pointEntries.kind, 'order_paid')));
  for (const e of earned) {
    await db
      .insert(pointEntries)
      .values({
        coachId: e.coachId,
        kind: 'order_refunded',
        points: -e.points,
        sourceUserId: order.userId,
        orderId: order.id,
      })
      .onConflictDoNothing();
  }
}

/** A page of the coach's point entries, newest first, with who or which order they came from. */
export async function pointEntriesOf(db: Db, coachId: number, page: number, num: number) {
  const where = eq(pointEntries.coachId, coachId);
  const [rows, [count], points] = await Promise.all([
    db
      .select({
        id: pointEntries.id,
        kind: pointEntries.kind,
        points: pointEntries.points,
        source: users.nickname,
        orderNo: orders.orderNo,
        createdAt: pointEntries.createdAt,
      })
      .from(pointEntries)
      .leftJoin(users, eq(users.id, pointEntries.sourceUserId))
      .leftJoin(orders, eq(orders.id, pointEntries.orderId))
      .where(where)
      .orderBy(desc(pointEntries.id))
      .limit(num)
      .offset((page - 1) * num),
    db.select({ n: sql<number>`count(*)::int` }).from(pointEntries).where(where),
    pointsOf(db, coachId),
  ]);
  return {
    total: count?.n ?? 0,
    page,
    num,
    points,
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind as PointKind,
      points: r.points,
      source: r.source,
      order_no: r.orderNo,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
