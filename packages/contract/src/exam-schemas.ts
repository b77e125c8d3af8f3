import { z } from 'zod';

/** Theory exam and practice shapes shared by the exam endpoints and the web app. */

/** Theory subjects: 1 (科目一) and 4 (科目四). */
export const Subject = z.coerce.number().pipe(z.union([z.literal(1), z.literal(4)]));
export type Subject = z.infer<typeof Subject>;

export const BankKey = z.enum(['car', 'bus', 'truck', 'moto']);
export type BankKey = z.infer<typeof BankKey>;

export const QuestionType = z.enum(['judge', 'single', 'multiple']);
export type QuestionType = z.infer<typeof QuestionType>;

export const PracticeMode = z.enum([
  'sequential',
  'random',
  'chapter',
  'topic',
  'curated',
  'hard',
  'wrong',
  'favorite',
  /** The questions pictured by one atlas entry (`picture`: its key). */
  'picture',
]);
export type PracticeMode = z.infer<typeof PracticeMode>;

/** Option letters in order, e.g. "B" or "ACD"; a client may send them in any order or case. */
export const AnswerLetters = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-F]{1,6}$/)
  .transform((v) => [...new Set(v)].sort().join(''));

/** A switch from a form or JSON body: true/false, 1/0. */
export const onOff = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
  z.literal(1).transform(() => true),
  z.literal(0).transform(() => false),
]);

export const page = z.coerce.number().int().min(1).max(10_000).default(1);
export const num = z.coerce.number().int().min(1).max(100).default(20);

export const ExamRules = z.object({
  questions: z.number().int(),
  minutes: z.number().int(),
  points_each: z.number().int(),
  total: z.number().int(),
  pass_mark: z.number().int(),
  /** How many questions of each type a paper holds. */
  mix: z.object({ judge: z.number().int(), single: z.number().int(), multiple: z.number().int() }),
});
export type ExamRules = z.infer<typeof ExamRules>;

/** A question as shown before it is answered: never its answer or explanation. */
export const QuestionView = z.object({
  id: z.number().int(),
  type: QuestionType,
  stem: z.string(),
  image: z.string().nullable(),
  options: z.array(z.string()),
});
export type QuestionView = z.infer<typeof QuestionView>;

export const AnswerReveal = z.object({
  answer: z.string(),
  explanation: z.string(),
  tip: z.string().nullable(),
});
export type AnswerReveal = z.infer<typeof AnswerReveal>;

export const PaperId = z.string().regex(/^[A-Za-z0-9]{16,32}$/);

export const PaperResult = z.object({
  score: z.number().int(),
  passed: z.boolean(),
  time_used_s: z.number().int(),
  right: z.number().int(),
  wrong_count: z.number().int(),
  unanswered: z.number().int(),
  submitted_at: z.string(),
  /** Each question not scored, with the answer given, the right one and why. */
  wrong: z.array(
    QuestionView.extend(AnswerReveal.shape).extend({ position: z.number().int(), given: z.string().nullable() }),
  ),
});
export type PaperResult = z.infer<typeof PaperResult>;

export const Paper = z.object({
  id: PaperId,
  subject: Subject,
  bank: BankKey,
  rules: ExamRules,
  started_at: z.string(),
  deadline: z.string(),
  /** Seconds left by the server's clock when this reply was made. */
  time_left_s: z.number().int(),
  status: z.enum(['open', 'submitted']),
  stop_on_fail: z.boolean(),
  questions: z.array(QuestionView),
  /** Saved answers by question id. */
  answers: z.record(z.string(), z.string()),
  result: PaperResult.nullable(),
});
export type Paper = z.infer<typeof Paper>;

export const ExamRecord = z.object({
  id: PaperId,
  subject: Subject,
  bank: BankKey,
  score: z.number().int(),
  passed: z.boolean(),
  time_used_s: z.number().int(),
  submitted_at: z.string(),
});
export type ExamRecord = z.infer<typeof ExamRecord>;
