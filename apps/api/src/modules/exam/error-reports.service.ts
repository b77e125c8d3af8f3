import type { ErrorReportItem, QuestionEdit } from '@xueche/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { errorReports, users } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../platform/errors';
import { noticeTo } from '../notices';
import { adminQuestion, editQuestion } from './question-admin.service';

/**
 * Students' error reports ('/submitError') as the console handles them: the open ones with their question,
 * each closed by fixing the question or dismissing it with a reason; the reporter gets a notice of their own.
 */

type Item = z.input<typeof ErrorReportItem>;
type Status = Item['status'];

async function toItem(db: Db, r: typeof errorReports.$inferSelect, nickname: string): Promise<Item> {
  return {
    id: r.id,
    user_id: r.userId,
    nickname,
    kind: r.kind,
    content: r.content,
    status: r.status as Status,
    reply: r.reply,
    created_at: r.createdAt.toISOString(),
    resolved_at: r.resolvedAt?.toISOString() ?? null,
    resolved_by: r.resolvedBy,
    question: r.questionId ? await adminQuestion(db, r.questionId) : null,
  };
}

/** Open reports oldest first (the longest waiting on top); handled ones newest first. */
export async function errorReportsFor(db: Db, status: Status): Promise<Item[]> {
  const rows = await db
    .select({ report: errorReports, nickname: users.nickname })
    .from(errorReports)
    .innerJoin(users, eq(users.id, errorReports.userId))
    .where(eq(errorReports.status, status))
    .orderBy(status === 'open' ? asc(errorReports.id) : desc(errorReports.resolvedAt))
    .limit(200);
  return Promise.all(rows.map((r) => toItem(db, r.report, r.nickname ?? '')));
}

async function openReport(db: Db, id: number) {
  const [row] = await db
    .select({ report: errorReports, nickname: users.nickname })
    .from(errorReports)
    .innerJoin(users, eq(users.id, errorReports.userId))
    .where(eq(errorReports.id, id))
    .for('update');
  if (!row) throw notFound('error_report_not_found');
  if (row.report.status !== 'open') {
    throw new AppError(409, 'error_report_closed', { status: row.report.status });
  }
  return row;
}

/** "「驾驶机动车在道路上…」" — the first words of a stem, so the reporter knows which question. */
const quoted = (stem: string) => `「${stem.length > 24 ? `${stem.slice(0, 24)}…` : stem}」`;

async function close(
  db: Db,
  report: typeof errorReports.$inferSelect,
  outcome: { status: 'fixed' | 'dismissed'; reply: string; by: string },
) {
  const [after] = await db
    .update(errorReports)
    .set({ status: outcome.status, reply: outcome.reply, resolvedBy: outcome.by, resolvedAt: new Date() })
    .where(eq(errorReports.id, report.id))
    .returning();
  return after as typeof errorReports.$inferSelect;
}

/**
 * The report was right: its question is corrected (when an edit is given: checked and versioned as an import)
 * and the reporter is thanked in a notice that says so.
 */
export async function fixErrorReport(
  db: Db,
  input: { id: number; edit?: z.output<typeof QuestionEdit>; reply: string; by: string },
) {
  const { report, nickname } = await openReport(db, input.id);
  if (input.edit && !report.questionId) throw invalidField('edit', 'error_report_no_question');
  const edited = input.edit && report.questionId ? await editQuestion(db, report.questionId, input.edit) : null;
  const before = await toItem(db, report, nickname ?? '');
  const closed = await close(db, report, { status: 'fixed', reply: input.reply, by: input.by });
  const about = before.question ? `你反馈的题目${quoted(before.question.stem)}` : '你反馈的问题';
  await noticeTo(db, report.userId, {
    slug: `error-report-${report.id}`,
    title: '纠错反馈：已修正',
    content: `感谢指正！${about}经核实确有错误，已经修正。${input.reply ? `说明：${input.reply}` : ''}`,
  });
  return { before, after: await toItem(db, closed, nickname ?? ''), edit: edited };
}

/** Nothing to correct: the report is closed with a reason, which the reporter reads in their notice. */
export async function dismissErrorReport(db: Db, input: { id: number; reason: string; by: string }) {
  if (!input.reason) throw invalidField('reason', 'dismiss_reason_required');
  const { report, nickname } = await openReport(db, input.id);
  const before = await toItem(db, report, nickname ?? '');
  const closed = await close(db, report, { status: 'dismissed', reply: input.reason, by: input.by });
  const about = before.question ? `你反馈的题目${quoted(before.question.stem)}` : '你反馈的问题';
  await noticeTo(db, report.userId, {
    slug: `error-report-${report.id}`,
    title: '纠错反馈：经核对无误',
    content: `感谢反馈！${about}经核对没有错误，未作修改。原因：${input.reason}`,
  });
  return { before, after: await toItem(db, closed, nickname ?? '') };
}
