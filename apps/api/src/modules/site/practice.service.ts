import type { PracticeApplication } from '@xueche/contract';
import { addDays, chinaIso } from '@xueche/time';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import { examFields, siteFields, sitePracticeApplications, users } from '../../db/schema';
import type { PracticeSlot } from '../../db/schema/site-docs';
import type { Deps } from '../../deps';
import { AppError, invalidField } from '../../platform/errors';
import type { User } from '../../platform/user';
import { fieldById } from '../fields';
import { readSettings } from '../settings';
import { normalizePhone } from '../sms';
import { notifySite } from './site-notices.service';

/** A pending or approved application holds its place in the slot; one of them per person and day. */
const LIVE = ['pending', 'approved'];

/** The advisory lock class of practice slots (pg_advisory_xact_lock(class, field)); other areas use others. */
const SLOT_LOCK = 7313;

type Row = typeof sitePracticeApplications.$inferSelect;

/** YYYY-MM-DD and HH:MM now in China. */
export function chinaNow(now = Date.now()) {
  const iso = chinaIso(now);
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** A real calendar day (2026-02-30 is not). */
const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date;

/** The day must be a day, not past (China time) and at most `site.practice_days_ahead` ahead: or a 400 naming `date`. */
async function checkDay(db: Db, date: string) {
  if (!isDay(date)) throw invalidField('date', 'practice_date_invalid');
  const { 'site.practice_days_ahead': ahead } = await readSettings(db, ['site.practice_days_ahead']);
  const today = chinaNow();
  if (date < today.date) throw invalidField('date', 'practice_date_past');
  if (date > addDays(today.date, ahead)) {
    throw new AppError(
      400,
      'practice_date_too_far',
      { days: String(ahead) },
      { errors: { date: 'practice_date_too_far' } },
    );
  }
  return today;
}

async function checkField(db: Db, fieldId: number) {
  const field = await fieldById(db, fieldId);
  if (!field) throw invalidField('field_id', 'field_not_found');
  return field;
}

/** The field's own slots, or the install's (`site.practice_slots`). */
async function slotsOf(db: Db, fieldId: number): Promise<PracticeSlot[]> {
  const [row] = await db
    .select({ slots: siteFields.practiceSlots })
    .from(siteFields)
    .where(eq(siteFields.fieldId, fieldId));
  if (row?.slots?.length) return row.slots;
  return (await readSettings(db, ['site.practice_slots']))['site.practice_slots'];
}

/** Today's slots that have begun take no one. */
const started = (slot: string, date: string, now: { date: string; time: string }) =>
  date === now.date && slot.slice(0, 5) <= now.time;

/**
 * The student may withdraw a live (pending or approved) application until its slot begins, China time: the
 * place and the day are free again for anyone. A rejected one holds nothing and has nothing to withdraw.
 */
export const cancellable = (r: Pick<Row, 'status' | 'date' | 'slot'>, now = chinaNow()) =>
  LIVE.includes(r.status) && (r.date > now.date || (r.date === now.date && !started(r.slot, r.date, now)));

async function heldPlaces(db: Db, fieldId: number, date: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ slot: sitePracticeApplications.slot, n: sql<number>`count(*)::int` })
    .from(sitePracticeApplications)
    .where(
      and(
        eq(sitePracticeApplications.fieldId, fieldId),
        eq(sitePracticeApplications.date, date),
        inArray(sitePracticeApplications.status, LIVE),
      ),
    )
    .groupBy(sitePracticeApplications.slot);
  return new Map(rows.map((r) => [r.slot, r.n]));
}

/** `v2/k2/kc-slots`: the day's slots at the field and the places left in each (none in one that has begun). */
export async function practiceSlots(db: Db, fieldId: number, date: string) {
  await checkField(db, fieldId);
  const now = await checkDay(db, date);
  const [slots, held] = await Promise.all([slotsOf(db, fieldId), heldPlaces(db, fieldId, date)]);
  return slots.map((s) => ({
    slot: s.slot,
    capacity: s.capacity,
    left: started(s.slot, date, now) ? 0 : Math.max(0, s.capacity - (held.get(s.slot) ?? 0)),
  }));
}

async function viewsOf(db: Db, rows: Row[]): Promise<PracticeApplication[]> {
  const ids = [...new Set(rows.map((r) => r.fieldId))];
  const names = ids.length
    ? await db.select({ id: examFields.id, name: examFields.name }).from(examFields).where(inArray(examFields.id, ids))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => ({
    id: r.id,
    field_id: r.fieldId,
    field_name: nameOf.get(r.fieldId) ?? '',
    date: r.date,
    slot: r.slot,
    phone: r.phone,
    status: r.status as PracticeApplication['status'],
    reply: r.reply,
    cancellable: cancellable(r),
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
  }));
}

/**
 * `v2/k2/kc-apply`: a place in a slot on a day at the field, pending until an operator decides. Refused
 * with nothing stored: a bad phone, an unknown field, a day that is not one, past (China time) or too far
 * ahead, a slot the field does not have or that has begun, a second live application for the day, a full
 * slot. Never overbooked: applications to a field take turns under a transaction-scoped advisory lock on
 * the field (as the shuttle's bookings take the trip's row lock) and count the slot's places under it;
 * the partial unique index `site_practice_live` backs the one-a-day rule across fields.
 */
export async function applyPractice(
  db: Db,
  user: User,
  input: { field_id: number; date: string; slot: string; phone: string },
): Promise<PracticeApplication> {
  const phone = normalizePhone(input.phone);
  await checkField(db, input.field_id);
  const now = await checkDay(db, input.date);
  const slot = (await slotsOf(db, input.field_id)).find((s) => s.slot === input.slot);
  if (!slot) {
    throw new AppError(
      400,
      'practice_slot_unknown',
      { slot: input.slot },
      { errors: { slot: 'practice_slot_unknown' } },
    );
  }
  if (started(slot.slot, input.date, now)) {
    throw new AppError(
      400,
      'practice_slot_started',
      { slot: slot.slot },
      { errors: { slot: 'practice_slot_started' } },
    );
  }
  const alreadyApplied = () =>
    new AppError(
      409,
      'practice_already_applied',
      { date: input.date },
      { errors: { date: 'practice_already_applied' } },
    );
  try {
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK}, ${input.field_id})`);
      const [mine] = await tx
        .select({ id: sitePracticeApplications.id })
        .from(sitePracticeApplications)
        .where(
          and(
            eq(sitePracticeApplications.userId, user.id),
            eq(sitePracticeApplications.date, input.date),
            inArray(sitePracticeApplications.status, LIVE),
          ),
        );
      if (mine) throw alreadyApplied();
      const held = (await heldPlaces(tx, input.field_id, input.date)).get(slot.slot) ?? 0;
      if (held >= slot.capacity) {
        throw new AppError(
          409,
          'practice_slot_full',
          { date: input.date, slot: slot.slot },
          { left: 0, errors: { slot: 'practice_slot_full' } },
        );
      }
      const [inserted] = await tx
        .insert(sitePracticeApplications)
        .values({ userId: user.id, fieldId: input.field_id, date: input.date, slot: slot.slot, phone })
        .returning();
      return inserted as Row;
    });
    const [view] = await viewsOf(db, [row]);
    return view as PracticeApplication;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyApplied();
    throw error;
  }
}

/** `v2/k2/kc-list`: the student's applications, latest first. */
export async function myApplications(db: Db, user: User): Promise<PracticeApplication[]> {
  const rows = await db
    .select()
    .from(sitePracticeApplications)
    .where(eq(sitePracticeApplications.userId, user.id))
    .orderBy(desc(sitePracticeApplications.createdAt), desc(sitePracticeApplications.id))
    .limit(100);
  return viewsOf(db, rows);
}

/**
 * `v2/k2/kc-cancel`: the student withdraws their application (the rule is `cancellable`). Under the row's lock,
 * so an operator deciding at the same moment either decides first (and an approved one is then withdrawn) or
 * finds it cancelled (409, as for any decided application). Withdrawing a withdrawn one answers it as it stands;
 * someone else's is not found.
 */
export async function cancelApplication(db: Db, user: User, id: number): Promise<PracticeApplication> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(sitePracticeApplications)
      .where(and(eq(sitePracticeApplications.id, id), eq(sitePracticeApplications.userId, user.id)))
      .for('update');
    if (!current) throw new AppError(404, 'practice_not_found');
    if (current.status === 'cancelled') return current;
    if (current.status === 'rejected') throw new AppError(409, 'practice_cancel_rejected');
    if (!cancellable(current)) {
      throw new AppError(409, 'practice_cancel_started', { date: current.date, slot: current.slot });
    }
    const [updated] = await tx
      .update(sitePracticeApplications)
      .set({ status: 'cancelled' })
      .where(eq(sitePracticeApplications.id, id))
      .returning();
    return updated as Row;
  });
  const [view] = await viewsOf(db, [row]);
  return view as PracticeApplication;
}

export type PracticeStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** Operators: the applications in a state, oldest first (the order to answer them in), with who applied. */
export async function applicationsForOps(db: Db, status: PracticeStatus) {
  const rows = await db
    .select({ application: sitePracticeApplications, nickname: users.nickname, uid: users.uid })
    .from(sitePracticeApplications)
    .innerJoin(users, eq(users.id, sitePracticeApplications.userId))
    .where(eq(sitePracticeApplications.status, status))
    .orderBy(asc(sitePracticeApplications.createdAt), asc(sitePracticeApplications.id))
    .limit(500);
  const views = await viewsOf(
    db,
    rows.map((r) => r.application),
  );
  return views.map((v, i) => ({
    ...v,
    user_id: rows[i]?.application.userId as number,
    uid: rows[i]?.uid ?? '',
    nickname: rows[i]?.nickname ?? '',
  }));
}

/**
 * Operators decide a pending application: approve (a reply is optional) or reject (a reply saying why is
 * needed). Only a pending one (409 otherwise); the student is texted after the commit, and a text that
 * cannot be queued or sent never undoes or fails the decision.
 */
export async function decideApplication(
  deps: Deps,
  input: { id: number; decision: 'approve' | 'reject'; reply: string; operator: string },
): Promise<PracticeApplication> {
  const reply = input.reply.trim();
  if (input.decision === 'reject' && !reply) throw invalidField('reply', 'practice_reply_required');
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(sitePracticeApplications)
      .where(eq(sitePracticeApplications.id, input.id))
      .for('update');
    if (!current) throw new AppError(404, 'practice_not_found');
    if (current.status !== 'pending') throw new AppError(409, 'practice_not_pending', { status: current.status });
    const [updated] = await tx
      .update(sitePracticeApplications)
      .set({
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        reply,
        decidedAt: new Date(),
        decidedBy: input.operator,
      })
      .where(eq(sitePracticeApplications.id, input.id))
      .returning();
    return updated as Row;
  });
  void notifySite(deps, { applicationId: row.id });
  const [view] = await viewsOf(deps.db, [row]);
  return view as PracticeApplication;
}
