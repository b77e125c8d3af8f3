import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classApplications, examFields, referrals, theoryApplications, users } from '../../db/schema';
import { AppError, invalidField } from '../../platform/errors';
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
  return db.transaction(async (t) => {
    const trx = t as unknown as Db;
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
      reason: '',
      created_at: a.createdAt.toISOString(),
    })),
  };
}
