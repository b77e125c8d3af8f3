import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fieldExamStats } from '../../db/schema';

const SUBJECT_TITLES: Record<number, string> = { 1: '科目一', 2: '科目二', 3: '科目三', 4: '科目四' };

/** A field's exam results, per subject, month by month. */
export async function fieldStatistics(db: Db, fieldId: number) {
  const rows = await db
    .select()
    .from(fieldExamStats)
    .where(eq(fieldExamStats.fieldId, fieldId))
    .orderBy(asc(fieldExamStats.subject), asc(fieldExamStats.month));
  const subjects = [1, 2, 3, 4].map((subject) => ({
    subject,
    title: SUBJECT_TITLES[subject] as string,
    months: rows
      .filter((r) => r.subject === subject)
      .map((r) => ({
        month: r.month,
        takers: r.takers,
        passed: r.passed,
        pass_rate: r.takers ? Math.round((r.passed / r.takers) * 1000) / 10 : 0,
      })),
  }));
  return subjects.filter((s) => s.months.length > 0);
}
