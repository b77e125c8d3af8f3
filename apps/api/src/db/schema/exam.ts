import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, sort, updatedAt } from './columns';
import { operators } from './operators';
import { ownedBy } from './refs';

// ── Theory question bank (docs/question-bank.md) ───────────────────────────────────────────────

/** Vehicle groups with their own bank: car (C1/C2/C3, the default), bus, truck, moto. */
export const questionBanks = pgTable('question_banks', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  /** Licence classes the bank serves, e.g. "C1/C2/C3". */
  classes: text('classes').notNull(),
  sort,
});

export const questionChapters = pgTable('question_chapters', {
  id,
  key: text('key').notNull().unique(),
  subject: smallint('subject').notNull(),
  title: text('title').notNull(),
  sort,
});

export const questionTopics = pgTable('question_topics', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  sort,
});

export const questions = pgTable(
  'questions',
  {
    id,
    /** The operator's id for the question: imports are keyed by it. */
    extId: text('ext_id').notNull().unique(),
    subject: smallint('subject').notNull(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => questionChapters.id),
    /** judge | single | multiple */
    type: text('type').notNull(),
    stem: text('stem').notNull(),
    image: text('image'),
    options: jsonb('options').$type<string[]>().notNull(),
    /** The correct option letters in order, e.g. "B" or "ACD". */
    answer: text('answer').notNull(),
    explanation: text('explanation').notNull(),
    tip: text('tip'),
    topics: text('topics').array().notNull().default(sql`'{}'`),
    banks: text('banks').array().notNull(),
    difficulty: smallint('difficulty').notNull(),
    curated: boolean('curated').notNull().default(false),
    /** Answers given in practice and exams, and how many of them were wrong: the measured wrong rate. */
    attempts: integer('attempts').notNull().default(0),
    wrongs: integer('wrongs').notNull().default(0),
    /** Raised whenever an import changes the question's content. */
    version: integer('version').notNull().default(1),
    /** Hash of the imported content, so a re-import of the same file changes nothing. */
    contentHash: text('content_hash').notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('questions_subject_chapter').on(t.subject, t.chapterId, t.id),
    index('questions_banks').using('gin', t.banks),
    index('questions_topics').using('gin', t.topics),
  ],
);

/** Every answer a user gives in practice or in a mock exam. */
export const questionAttempts = pgTable(
  'question_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownedBy(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    subject: smallint('subject').notNull(),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    /** practice | exam */
    source: text('source').notNull(),
    createdAt,
  },
  (t) => [
    index('question_attempts_user_question').on(t.userId, t.questionId, t.id),
    index('question_attempts_user_subject').on(t.userId, t.subject),
  ],
);

/** The user's latest answer per question: what practice screens show for questions already done. */
export const questionLastAnswers = pgTable(
  'question_last_answers',
  {
    userId: ownedBy(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: instant('answered_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    // Progress per chapter (the hub, stats, a coach's students) from the index alone: a busy student has
    // answered ten thousand questions, whose rows lie all over the table.
    index('question_last_answers_user_correct').on(t.userId, t.questionId, t.correct),
  ],
);

export const questionFavorites = pgTable(
  'question_favorites',
  {
    userId: ownedBy(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** The wrong-answer book: a question leaves it after a number of right answers in a row (a setting). */
export const wrongBook = pgTable(
  'wrong_book',
  {
    userId: ownedBy(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    wrongCount: integer('wrong_count').notNull().default(1),
    rightStreak: integer('right_streak').notNull().default(0),
    createdAt,
    updatedAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** Where sequential (or chapter) practice stopped, per user and scope, to resume there. */
export const practicePositions = pgTable(
  'practice_positions',
  {
    userId: ownedBy(),
    /** e.g. "1:car:sequential" or "4:car:chapter:12" */
    scope: text('scope').notNull(),
    position: integer('position').notNull(),
    updatedAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope] })],
);

/** A mock exam: the questions drawn, the server's deadline and, once submitted, the result. */
export const examPapers = pgTable(
  'exam_papers',
  {
    /** Random, not guessable: it travels in URLs. */
    id: text('id').primaryKey(),
    userId: ownedBy(),
    subject: smallint('subject').notNull(),
    bank: text('bank')
      .notNull()
      .references(() => questionBanks.key),
    questionIds: integer('question_ids').array().notNull(),
    pointsEach: smallint('points_each').notNull(),
    passMark: smallint('pass_mark').notNull(),
    /** Ends the paper as soon as the candidate can no longer pass, as some exam centres do. */
    stopOnFail: boolean('stop_on_fail').notNull().default(false),
    startedAt: instant('started_at').notNull(),
    deadlineAt: instant('deadline_at').notNull(),
    submittedAt: instant('submitted_at'),
    score: smallint('score'),
    passed: boolean('passed'),
    timeUsedS: integer('time_used_s'),
  },
  (t) => [
    index('exam_papers_user_subject').on(t.userId, t.subject, t.startedAt),
    index('exam_papers_open').on(t.userId).where(sql`submitted_at is null`),
  ],
);

export const examAnswers = pgTable(
  'exam_answers',
  {
    paperId: text('paper_id')
      .notNull()
      .references(() => examPapers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    answeredAt: instant('answered_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.paperId, t.questionId] })],
);

/** Users' reports of a mistake in a question (or in the app), for operators to review. */
export const errorReports = pgTable('error_reports', {
  id,
  userId: ownedBy(),
  questionId: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(),
  content: text('content').notNull(),
  /** open → fixed (the question was corrected) | dismissed (with a reason the reporter reads). */
  status: text('status').notNull().default('open'),
  /** What the operator said to the reporter: the dismissal's reason, or a note on the fix. */
  reply: text('reply').notNull().default(''),
  /** `operator:<username>` who handled it, and when. */
  resolvedBy: text('resolved_by'),
  resolvedAt: instant('resolved_at'),
  createdAt,
});

/**
 * What operators did, through /api/ops (the token) or the console (an account): who, what, on what, and
 * with which result — a change's `before` and `after` in `detail`.
 */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id,
    /** `ops-token…` for the token, `operator:<username>` for a console account. */
    actor: text('actor').notNull(),
    /** The console account that acted; null for the token. */
    operatorId: integer('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    /** What was acted on (`certification:12`); '' when nothing in particular. */
    target: text('target').notNull().default(''),
    detail: jsonb('detail').notNull(),
    createdAt,
  },
  // The console's log viewer: newest first, by operator or by action.
  (t) => [index('ops_audit_operator').on(t.operatorId, t.id), index('ops_audit_action').on(t.action, t.id)],
);
