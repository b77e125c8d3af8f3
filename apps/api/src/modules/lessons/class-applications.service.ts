import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { classApplications, examFields, referrals, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, invalidField } from '../../platform/errors';
import { queueNotice, sendNotice } from '../sms-notices';

type Status = 'pending' | 'approved' | 'rejected';
type Row = typeof classApplications.$inferSelect;

/**
 * Students' offline-class applications (v1/lesson/apply), operators' side: the queue, the decision, and the
 * text that tells the student. A student has no inbox of their own in the app (notices are for everyone), so
 * the outcome reaches them as the site's other decisions do: an SMS through the notice template to the phone
 * they applied with, queued as a `class-notice` job after the decision is stored.
 */

async function views(db: Db, rows: Row[]) {
  if (!rows.length) return [];
  const coach = alias(users, 'coach');
  const extra = await db
    .select({
      id: classApplications.id,
      uid: users.uid,
      nickname: users.nickname,
      field: examFields.name,
      coach: coach.nickname,
    })
    .from(classApplications)
    .innerJoin(users, eq(users.id, classApplications.userId))
    .innerJoin(examFields, eq(examFields.id, classApplications.fieldId))
    .leftJoin(referrals, eq(referrals.userId, classApplications.userId))
    .leftJoin(coach, eq(coach.id, referrals.referrerId))
    .where(
      inArray(
        classApplications.id,
        rows.map((r) => r.id),
      ),
    );
  const of = new Map(extra.map((x) => [x.id, x]));
  return rows.map((a) => {
    const x = of.get(a.id);
    return {
      id: a.id,
      user_id: a.userId,
      uid: x?.uid ?? '',
      nickname: x?.nickname ?? '',
      field_id: a.fieldId,
      field_name: x?.field ?? '',
      name: a.name,
      phone: a.phone,
      note: a.note,
      coach: x?.coach ?? null,
      status: a.status as Status,
      reason: a.reason,
      created_at: a.createdAt.toISOString(),
      reviewed_at: a.reviewedAt?.toISOString() ?? null,
    };
  });
}
export type ClassApplicationView = Awaited<ReturnType<typeof views>>[number];

/** Applications in a state, oldest first. */
export async function classApplicationsForReview(db: Db, status: Status) {
  const rows = await db
    .select()
    .from(classApplications)
    .where(eq(classApplications.status, status))
    .orderBy(asc(classApplications.id))
    .limit(500);
  return views(db, rows);
}

/**
 * An operator's decision on a pending application (the row is locked; a decided one is a 409): approve, or
 * reject with a reason the student is texted. Call `notifyClassDecision` after the commit.
 */
export async function decideClassApplication(
  db: Db,
  input: { id: number; decision: 'approve' | 'reject'; reason: string; reviewer: string },
) {
  const reason = input.reason.trim();
  if (input.decision === 'reject' && !reason) throw invalidField('reason', 'review_reason_required');
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(classApplications).where(eq(classApplications.id, input.id)).for('update');
    if (!current) throw new AppError(404, 'application_not_found');
    if (current.status !== 'pending') throw new AppError(409, 'application_not_pending', { status: current.status });
    const [updated] = await tx
      .update(classApplications)
      .set({
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        reason,
        reviewedBy: input.reviewer,
        reviewedAt: new Date(),
      })
      .where(eq(classApplications.id, current.id))
      .returning();
    const [before] = await views(tx, [current]);
    const [after] = await views(tx, [updated as Row]);
    return { before: before as ClassApplicationView, after: after as ClassApplicationView };
  });
}

/** The text about a decision, queued after it is stored; a failure to queue never undoes or fails it. */
export async function notifyClassDecision(deps: Deps, applicationId: number): Promise<void> {
  await queueNotice(deps, `class application notice (${applicationId})`, (jobs) =>
    jobs.send('class-notice', { applicationId }),
  );
}

/** The words of the text, read from the row as it is when the job runs; null when there is nothing to say. */
export async function classNoticeText(db: Db, applicationId: number) {
  const [row] = await db
    .select({ a: classApplications, field: examFields.name })
    .from(classApplications)
    .innerJoin(examFields, eq(examFields.id, classApplications.fieldId))
    .where(eq(classApplications.id, applicationId));
  if (!row) return null;
  if (row.a.status === 'approved') return { phone: row.a.phone, event: '报班申请结果', detail: `已通过：${row.field}` };
  if (row.a.status === 'rejected')
    return { phone: row.a.phone, event: '报班申请结果', detail: `未通过：${row.a.reason}` };
  return null;
}

/** The `class-notice` job: one text through the notice template ("您有新的报班申请结果：已通过：…"). */
export const sendClassNotice = (deps: Deps, notice: { applicationId: number }) =>
  sendNotice(deps, () => classNoticeText(deps.db, notice.applicationId));
