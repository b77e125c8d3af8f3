import { adminEndpoints as e } from '@xueche/contract';
import { chinaDate } from '@xueche/time';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { adminRoute, type Change } from '../../platform/admin-route';
import { bankCsvRows, exportBank, importBank } from './bank.service';
import { bankErrorZh } from './bank-errors-zh';
import { dismissErrorReport, errorReportsFor, fixErrorReport } from './error-reports.service';
import { editQuestion, questionChapterList, searchQuestions } from './question-admin.service';

/** The console's question bank and error-report queue (content, admin). */
export function examAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  adminRoute(api, db, e.adminQuestions, async ({ query }) => searchQuestions(db, query));
  adminRoute(api, db, e.adminQuestionChapters, async () => ({ list: await questionChapterList(db) }));

  adminRoute(api, db, e.adminQuestionUpdate, async ({ body, audited }) => {
    const { id, ...edit } = body;
    return audited(
      'question.edit',
      async (tx) => {
        const { before, after } = await editQuestion(tx, id, edit);
        return { result: after, target: `question:${id}`, before, after };
      },
      `question:${id}`,
    );
  });

  adminRoute(api, db, e.adminQuestionImport, async ({ body, audited }) =>
    audited('questions.import', async (tx): Promise<Change<z.input<typeof e.adminQuestionImport.response>>> => {
      const result = await importBank(tx, body.content, body.format);
      const detail = { format: body.format, bytes: Buffer.byteLength(body.content) };
      if (!result.ok) {
        // Nothing changed: the line keeps how many problems the file had.
        return {
          result: { ok: false, errors: result.errors.map(bankErrorZh), summary: null },
          detail: { ...detail, errors: result.errors.length },
        };
      }
      return { result: { ok: true, errors: [], summary: result.summary }, detail, after: result.summary };
    }),
  );

  adminRoute(api, db, e.adminQuestionExport, async ({ query, note }) => {
    const file = await exportBank(db);
    await note('questions.export', { format: query.format, questions: file.questions.length });
    const day = chinaDate();
    return {
      filename: `question-bank-${day}.${query.format}`,
      content: query.format === 'csv' ? stringify(bankCsvRows(file)) : JSON.stringify(file, null, 2),
      questions: file.questions.length,
    };
  });

  // ── Error reports ──
  adminRoute(api, db, e.adminErrorReports, async ({ query }) => ({ list: await errorReportsFor(db, query.status) }));

  adminRoute(api, db, e.adminErrorReportFix, async ({ body, operator, audited }) =>
    audited(
      'error-report.fix',
      async (tx) => {
        const { before, after, edit } = await fixErrorReport(tx, { ...body, by: operator.actor });
        return {
          result: after,
          target: `error-report:${body.id}`,
          before: { status: before.status, question: edit?.before ?? null },
          after: { status: after.status, reply: after.reply, question: edit?.after ?? null },
          detail: { user_id: after.user_id, question_id: after.question?.id ?? null },
        };
      },
      `error-report:${body.id}`,
    ),
  );

  adminRoute(api, db, e.adminErrorReportDismiss, async ({ body, operator, audited }) =>
    audited(
      'error-report.dismiss',
      async (tx) => {
        const { before, after } = await dismissErrorReport(tx, { ...body, by: operator.actor });
        return {
          result: after,
          target: `error-report:${body.id}`,
          before: { status: before.status },
          after: { status: after.status, reply: after.reply },
          detail: { user_id: after.user_id, question_id: after.question?.id ?? null },
        };
      },
      `error-report:${body.id}`,
    ),
  );
}
