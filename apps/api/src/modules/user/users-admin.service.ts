import { and, desc, eq, ilike, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countAll, countOf, pageOf } from '../../db/paging';
import { accessTokens, examFields, referrals, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { literal, searchOrders } from '../commerce';

/** The operators' view of accounts: search, one person in full, disabling and enabling. */

type UserRow = typeof users.$inferSelect;

function listItem(u: UserRow) {
  return {
    id: u.id,
    uid: u.uid,
    did: u.hashId,
    nickname: u.nickname,
    phone: u.phone,
    user_type: u.userType,
    disabled: u.disabledAt !== null,
    created_at: u.createdAt.toISOString(),
  };
}

/** Newest first; `q` is part of a nickname or phone, or a whole did or user number. */
export async function searchUsers(db: Db, f: { page: number; num: number; q?: string }) {
  const where: SQL[] = [];
  if (f.q) {
    const part = `%${literal(f.q)}%`;
    where.push(
      or(eq(users.hashId, f.q), eq(users.uid, f.q), like(users.phone, part), ilike(users.nickname, part)) as SQL,
    );
  }
  const condition = where.length ? and(...where) : undefined;
  return pageOf(
    f,
    {
      rows: ({ limit, offset }) =>
        db.select().from(users).where(condition).orderBy(desc(users.id)).limit(limit).offset(offset),
      total: () => countOf(db.select({ n: countAll }).from(users).where(condition)),
    },
    listItem,
  );
}

const bound = {
  id: users.id,
  uid: users.uid,
  nickname: users.nickname,
  bound_via: referrals.boundVia,
  since: referrals.createdAt,
};

/** One person: role, field, who they are bound to and who is bound to them, and their latest orders. */
export async function userDetail(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, field: { id: examFields.id, name: examFields.name } })
    .from(users)
    .leftJoin(examFields, eq(examFields.id, users.fieldId))
    .where(eq(users.id, id));
  if (!row) throw notFound('user_not_found');
  const { user } = row;
  const [[coach], latest, [count], orders] = await Promise.all([
    db
      .select(bound)
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referrerId))
      .where(eq(referrals.userId, id)),
    db
      .select({ ...bound, user_type: users.userType })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.userId))
      .where(eq(referrals.referrerId, id))
      .orderBy(desc(referrals.createdAt))
      .limit(20),
    db.select({ n: sql<number>`count(*)::int` }).from(referrals).where(eq(referrals.referrerId, id)),
    searchOrders(db, { page: 1, num: 50, userId: id }),
  ]);
  const since = <T extends { since: Date }>(b: T) => ({ ...b, since: b.since.toISOString() });
  return {
    ...listItem(user),
    head_portrait: user.headPortrait,
    field: row.field,
    disabled_at: user.disabledAt?.toISOString() ?? null,
    disabled_reason: user.disabledReason,
    coach: coach ? since(coach) : null,
    bound: { total: count?.n ?? 0, latest: latest.map(since) },
    orders: orders.list,
  };
}

const disabledState = (u: UserRow) => ({
  disabled_at: u.disabledAt?.toISOString() ?? null,
  disabled_reason: u.disabledReason,
});

/**
 * Disables (their tokens are revoked, so enabling later does not bring old sessions back) or enables an
 * account, with the reason. The caller drops the person from the signed-in cache once this has committed.
 */
export async function setUserDisabled(db: Db, input: { id: number; disabled: boolean; reason: string }) {
  const [before] = await db.select().from(users).where(eq(users.id, input.id)).for('update');
  if (!before) throw notFound('user_not_found');
  const [after] = (await db
    .update(users)
    .set({
      disabledAt: input.disabled ? (before.disabledAt ?? new Date()) : null,
      // An enabled account keeps no reason; the audit line keeps why it was enabled.
      disabledReason: input.disabled ? input.reason : '',
      updatedAt: new Date(),
    })
    .where(eq(users.id, input.id))
    .returning()) as [UserRow];
  if (input.disabled) {
    await db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(accessTokens.userId, input.id), isNull(accessTokens.revokedAt)));
  }
  return {
    before: disabledState(before),
    after: disabledState(after),
    user: {
      id: after.id,
      uid: after.uid,
      nickname: after.nickname,
      disabled: after.disabledAt !== null,
      ...disabledState(after),
    },
  };
}
