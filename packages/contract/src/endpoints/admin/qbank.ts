import { z } from 'zod';
import { paged } from '../../content-schemas';
import { adminGet, adminPost } from '../../endpoint';
import { num, page, QuestionType } from '../../exam-schemas';
import { id } from '../../schemas';

/**
 * The console's question bank and its error-report queue (content, admin). An edit goes through the same
 * checks as an import and bumps the question's version as an import does; a report is closed by fixing its
 * question or by dismissing it with a reason, and either way the reporter gets a notice of their own.
 */

const CONTENT = ['content', 'admin'] as const;
const int = z.number().int();
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const AdminQuestion = z.object({
  id: int,
  /** The bank file's id: imports are keyed by it. */
  ext_id: z.string(),
  subject: int,
  chapter_id: int,
  chapter: z.string(),
  type: QuestionType,
  stem: z.string(),
  options: z.array(z.string()),
  answer: z.string(),
  explanation: z.string(),
  tip: z.string().nullable(),
  image: z.string().nullable(),
  version: int,
  updated_at: z.string(),
});

export const adminQuestions = adminGet('/admin/questions', {
  operator: CONTENT,
  query: z.object({
    page,
    num,
    /** Words in the stem, options or explanation. */
    q: optional(z.string().trim().max(100)),
    /** The question's number or its bank-file id. */
    id: optional(z.string().trim().max(64)),
    subject: optional(z.coerce.number().pipe(z.union([z.literal(1), z.literal(4)]))),
    chapter_id: optional(id),
    type: optional(QuestionType),
  }),
  response: paged(AdminQuestion),
});

export const adminQuestionChapters = adminGet('/admin/questions/chapters', {
  operator: CONTENT,
  response: z.object({ list: z.array(z.object({ id: int, key: z.string(), subject: int, title: z.string() })) }),
});

/** What an operator edits in place; the rest of the question (chapter, topics, banks…) stays as imported. */
export const QuestionEdit = z.object({
  stem: z.string().trim().min(4, '题干至少 4 个字').max(500, '题干最多 500 字'),
  options: z.array(z.string().trim().min(1, '选项不能为空').max(200, '选项最多 200 字')).min(2).max(6),
  answer: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-F]{1,6}$/, '答案为选项字母，如 A 或 ACD'),
  explanation: z.string().trim().min(4, '解析至少 4 个字').max(2000, '解析最多 2000 字'),
  image: z.string().trim().max(500).nullable().default(null),
});

export const adminQuestionUpdate = adminPost('/admin/questions/update', {
  operator: CONTENT,
  body: QuestionEdit.extend({ id }),
  response: AdminQuestion,
});

const BankFileError = z.object({
  where: z.string(),
  id: z.string().optional(),
  field: z.string(),
  message: z.string(),
});

/** A bank file as the ops CLI imports it (JSON or CSV text): all of it, or nothing with every row's problem. */
export const adminQuestionImport = adminPost('/admin/questions/import', {
  operator: CONTENT,
  body: z.object({ format: z.enum(['json', 'csv']), content: z.string().min(1, '文件是空的').max(20_000_000) }),
  response: z.object({
    ok: z.boolean(),
    errors: z.array(BankFileError),
    summary: z
      .object({
        chapters: z.object({ added: int, updated: int }),
        questions: z.object({ added: int, updated: int, unchanged: int }),
      })
      .nullable(),
  }),
});

/** The whole bank in the import format (re-imports unchanged), as the file's text. */
export const adminQuestionExport = adminGet('/admin/questions/export', {
  operator: CONTENT,
  query: z.object({ format: z.enum(['json', 'csv']).default('csv') }),
  response: z.object({ filename: z.string(), content: z.string(), questions: int }),
});

// ── Error reports ('/submitError') ──

export const ErrorReportStatus = z.enum(['open', 'fixed', 'dismissed']);

export const ErrorReportItem = z.object({
  id: int,
  user_id: int,
  nickname: z.string(),
  kind: z.string(),
  content: z.string(),
  status: ErrorReportStatus,
  reply: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable(),
  /** The question reported, as it is now (null for a report about the app itself). */
  question: AdminQuestion.nullable(),
});

export const adminErrorReports = adminGet('/admin/error-reports', {
  operator: CONTENT,
  query: z.object({ status: ErrorReportStatus.default('open') }),
  response: z.object({ list: z.array(ErrorReportItem) }),
});

/** The question corrected (an edit, version bumped) and the report closed; `reply` is added to the notice. */
export const adminErrorReportFix = adminPost('/admin/error-reports/fix', {
  operator: CONTENT,
  body: z.object({ id, edit: QuestionEdit.optional(), reply: z.string().trim().max(200).default('') }),
  response: ErrorReportItem,
});

/** Nothing to correct: the report is closed with a reason the reporter reads. */
export const adminErrorReportDismiss = adminPost('/admin/error-reports/dismiss', {
  operator: CONTENT,
  body: z.object({ id, reason: z.string().trim().max(200).default('') }),
  response: ErrorReportItem,
});
