import { and, desc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachProfiles, ledgerEntries, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { balanceOf, ledgerLabel, ledgerPage, literal } from '../commerce';

/** The operators' view of the commission ledger: who holds what, and one coach's entries. */

const phone = sql<string | null>`coalesce(${coachProfiles.phone}, ${users.phone})`;

/** Coaches who have ledger entries, most balance first; `q` is part of a nickname or phone, or a user number. */
export async function coachBalances(db: Db, f: { page: number; num: number; q?: string }) {
  const where: SQL[] = [];
  if (f.q) {
    const part = `%${literal(f.q)}%`;
    where.push(or(eq(users.uid, f.q), ilike(users.nickname, part), like(phone, part)) as SQL);
  }
  const condition = where.length ? and(...where) : undefined;
  const sums = db
    .select({
      coachId: ledgerEntries.coachId,
      balance: sql<number>`sum(${ledgerEntries.amountFen})::int`.as('balance'),
      entries: sql<number>`count(*)::int`.as('entries'),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.coachId)
    .as('sums');
  const base = db
    .select({
      id: users.id,
      uid: users.uid,
      nickname: users.nickname,
      phone,
      balance: sums.balance,
      entries: sums.entries,
    })
    .from(sums)
    .innerJoin(users, eq(users.id, sums.coachId))
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .where(condition);
  const [rows, [count]] = await Promise.all([
    base
      .orderBy(desc(sums.balance), desc(users.id))
      .limit(f.num)
      .offset((f.page - 1) * f.num),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sums)
      .innerJoin(users, eq(users.id, sums.coachId))
      .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
      .where(condition),
  ]);
  return { total: count?.n ?? 0, page: f.page, num: f.num, list: rows };
}

/** One coach's ledger: the balance, what each kind adds up to, and a page of entries newest first. */
export async function coachLedger(db: Db, coachId: number, page: number, num: number) {
  const [coach] = await db
    .select({ id: users.id, uid: users.uid, nickname: users.nickname, phone })
    .from(users)
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .where(eq(users.id, coachId));
  if (!coach) throw notFound('user_not_found');
  const [balance, kinds, entries] = await Promise.all([
    balanceOf(db, coachId),
    db
      .select({
        kind: ledgerEntries.kind,
        amount: sql<number>`sum(${ledgerEntries.amountFen})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.coachId, coachId))
      .groupBy(ledgerEntries.kind)
      .orderBy(ledgerEntries.kind),
    ledgerPage(db, coachId, page, num, 'zh'),
  ]);
  return {
    ...entries,
    coach,
    balance,
    kinds: kinds.map((k) => ({ ...k, label: ledgerLabel(k.kind, 'zh') })),
  };
}
