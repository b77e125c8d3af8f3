import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classApplications, coachProfiles, examFields, referrals, theoryApplications, users } from '../../db/schema';
import { AppError, invalidField } from '../../platform/errors';
import { grantVip } from '../commerce';
import { maskPhone } from './china-time';

type Status = 'pending' | 'approved' | 'rejected';
const statusOf = (s: string): Status => (s === 'approved' || s === 'rejected' ? s : 'pending');

/**
 * A coach asks to open the theory course for a student. One pending application per student phone
 * and subject: the coach's rows are serialised by a transaction lock, so a double tap files once.
 */
export async function applyTheory(
  db: Db,
  coachId: number,
  input: { studentName: string; studentPhone: string; subject: 1 | 4; fieldId?: number; note: string },
) {
  return db.transaction(async (trx) => {
    if (input.fieldId) {
      const [field] = await trx.select({ id: examFields.id }).from(examFields).where(eq(examFields.id, input.fieldId));
      if (!field) throw invalidField('field_id', 'field_not_found');
    }
    await trx.execute(sql`select pg_advisory_xact_lock(${0x6b74}, ${coachId})`);
    const [open] = await trx
      .select({ id: theoryApplications.id })
      .from(theoryApplications)
      .where(
        and(
          eq(theoryApplications.coachId, coachId),
          eq(theoryApplications.studentPhone, input.studentPhone),
          eq(theoryApplications.subject, input.subject),
          eq(theoryApplications.status, 'pending'),
        ),
      );
    if (open) throw new AppError(409, 'kt_already_applied', { subject: input.subject === 1 ? '一' : '四' });
    const [row] = await trx
      .insert(theoryApplications)
      .values({
        coachId,
        studentName: input.studentName,
        studentPhone: input.studentPhone,
        subject: input.subject,
        fieldId: input.fieldId ?? null,
        note: input.note,
      })
      .returning({ id: theoryApplications.id, status: theoryApplications.status });
    const created = row as { id: number; status: string };
    return { id: created.id, status: statusOf(created.status) };
  });
}

/** The coach's theory applications (kt), or the offline-class applications of the coach's own students (class). */
export async function applicationsOf(db: Db, coachId: number, kind: 'kt' | 'class', page: number, num: number) {
  if (kind === 'kt') {
    const where = eq(theoryApplications.coachId, coachId);
    const [rows, [count]] = await Promise.all([
      db
        .select({ a: theoryApplications, field: examFields.name })
        .from(theoryApplications)
        .leftJoin(examFields, eq(examFields.id, theoryApplications.fieldId))
        .where(where)
        .orderBy(desc(theoryApplications.createdAt), desc(theoryApplications.id))
        .limit(num)
        .offset((page - 1) * num),
      db.select({ n: sql<number>`count(*)::int` }).from(theoryApplications).where(where),
    ]);
    return {
      total: count?.n ?? 0,
      page,
      num,
      list: rows.map(({ a, field }) => ({
        id: a.id,
        kind: 'kt' as const,
        name: a.studentName,
        phone: a.studentPhone,
        subject: a.subject,
        field_name: field,
        student: null,
        note: a.note,
        status: statusOf(a.status),
        reason: a.reason,
        created_at: a.createdAt.toISOString(),
      })),
    };
  }
  // Only students bound to this coach: the referral is the join, so no other coach's students appear.
  const where = and(eq(referrals.referrerId, coachId), eq(users.userType, 1));
  const [rows, [count]] = await Promise.all([
    db
      .select({ a: classApplications, field: examFields.name, student: users.nickname })
      .from(classApplications)
      .innerJoin(referrals, eq(referrals.userId, classApplications.userId))
      .innerJoin(users, eq(users.id, classApplications.userId))
      .leftJoin(examFields, eq(examFields.id, classApplications.fieldId))
      .where(where)
      .orderBy(desc(classApplications.createdAt), desc(classApplications.id))
      .limit(num)
      .offset((page - 1) * num),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(classApplications)
      .innerJoin(referrals, eq(referrals.userId, classApplications.userId))
      .innerJoin(users, eq(users.id, classApplications.userId))
      .where(where),
  ]);
  return {
    total: count?.n ?? 0,
    page,
    num,
    list: rows.map(({ a, field, student }) => ({
      id: a.id,
      kind: 'class' as const,
      name: a.name,
      phone: maskPhone(a.phone) ?? '',
      subject: null,
      field_name: field,
      student,
      note: a.note,
      status: statusOf(a.status),
      reason: a.reason,
      created_at: a.createdAt.toISOString(),
    })),
  };
}

// ── Operators' side (the console's reviews): theory-course applications decided ──

/** A theory application as the console shows it: the coach, the student's phone and the account that has it. */
async function theoryViews(db: Db, rows: (typeof theoryApplications.$inferSelect)[]) {
  if (!rows.length) return [];
  const coachIds = [...new Set(rows.map((r) => r.coachId))];
  const phones = [...new Set(rows.map((r) => r.studentPhone))];
  const fieldIds = [...new Set(rows.flatMap((r) => (r.fieldId ? [r.fieldId] : [])))];
  const [coaches, students, fields] = await Promise.all([
    db
      .select({ id: users.id, nickname: users.nickname, realName: coachProfiles.realName })
      .from(users)
      .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
      .where(inArray(users.id, coachIds)),
    db
      .select({ id: users.id, uid: users.uid, nickname: users.nickname, phone: users.phone })
      .from(users)
      .where(and(inArray(users.phone, phones), eq(users.userType, 1))),
    fieldIds.length
      ? db.select({ id: examFields.id, name: examFields.name }).from(examFields).where(inArray(examFields.id, fieldIds))
      : Promise.resolve([]),
  ]);
  const coachOf = new Map(coaches.map((c) => [c.id, c.realName || c.nickname]));
  const studentOf = new Map(students.map((s) => [s.phone, { id: s.id, uid: s.uid, nickname: s.nickname }]));
  const fieldOf = new Map(fields.map((f) => [f.id, f.name]));
  return rows.map((a) => ({
    id: a.id,
    coach_id: a.coachId,
    coach_name: coachOf.get(a.coachId) ?? '',
    student_name: a.studentName,
    student_phone: a.studentPhone,
    subject: a.subject,
    field_id: a.fieldId,
    field_name: a.fieldId ? (fieldOf.get(a.fieldId) ?? null) : null,
    note: a.note,
    student: studentOf.get(a.studentPhone) ?? null,
    status: statusOf(a.status),
    reason: a.reason,
    created_at: a.createdAt.toISOString(),
    reviewed_at: a.reviewedAt?.toISOString() ?? null,
  }));
}
export type TheoryApplicationView = Awaited<ReturnType<typeof theoryViews>>[number];

/** Theory applications in a state, oldest first (the one waiting longest on top). */
export async function theoryApplicationsForReview(db: Db, status: Status) {
  const rows = await db
    .select()
    .from(theoryApplications)
    .where(eq(theoryApplications.status, status))
    .orderBy(asc(theoryApplications.id))
    .limit(500);
  return theoryViews(db, rows);
}

const SUBJECT_NAMES: Record<number, string> = { 1: '一', 4: '四' };

/**
 * An operator's decision on a pending theory application (the row is locked; a decided one is a 409).
 * Approve: the student — the account with the application's phone bound — gets the subject's VIP sets as an
 * entitlement whose source is this application and whose reason says who asked for it (409 when no student
 * has bound that phone yet: the application stays pending until they have). Reject: the reason is kept and
 * shows on the coach's '/coach-audit'. Give it a transaction to write through to have the audit line share it.
 */
export async function decideTheoryApplication(
  db: Db,
  input: { id: number; decision: 'approve' | 'reject'; reason: string; reviewer: string },
) {
  const reason = input.reason.trim();
  if (input.decision === 'reject' && !reason) throw invalidField('reason', 'review_reason_required');
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(theoryApplications)
      .where(eq(theoryApplications.id, input.id))
      .for('update');
    if (!current) throw new AppError(404, 'application_not_found');
    if (current.status !== 'pending') throw new AppError(409, 'application_not_pending', { status: current.status });
    const [before] = await theoryViews(tx, [current]);
    let entitlement: Awaited<ReturnType<typeof grantVip>> | null = null;
    if (input.decision === 'approve') {
      const student = before?.student;
      if (!student) throw new AppError(409, 'theory_student_unknown', { phone: current.studentPhone });
      entitlement = await grantVip(tx, {
        userId: student.id,
        subject: current.subject,
        source: `theory-application:${current.id}`,
        reason:
          reason ||
          `教练${before?.coach_name ?? ''}申请开通科目${SUBJECT_NAMES[current.subject] ?? current.subject}理论课（申请 #${current.id}）`,
      });
    }
    const [updated] = await tx
      .update(theoryApplications)
      .set({
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        reason,
        reviewedBy: input.reviewer,
        reviewedAt: new Date(),
      })
      .where(eq(theoryApplications.id, current.id))
      .returning();
    const [after] = await theoryViews(tx, [updated as typeof current]);
    return { before: before as TheoryApplicationView, after: after as TheoryApplicationView, entitlement };
  });
}
