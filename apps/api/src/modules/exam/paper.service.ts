import type { BankKey, ExamRules, Paper, PaperResult, Subject } from '@xueche/contract';
import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { namedStatement, slot } from '../../db/named-statement';
import { examAnswers, examPapers } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { settingsColumn, withDefaults } from '../settings';
import { answerWrites } from './answer-writes';
import { examSettings } from './exam-settings';
import { paperQuestions } from './paper-draw';
import { pictureUrl } from './picture';

type QuestionType = 'judge' | 'single' | 'multiple';

export type PaperRow = typeof examPapers.$inferSelect;

async function ownPaper(db: Db, userId: number, id: string): Promise<PaperRow> {
  const [paper] = await db
    .select()
    .from(examPapers)
    .where(and(eq(examPapers.id, id), eq(examPapers.userId, userId)));
  // Someone else's paper is as unknown as one that does not exist.
  if (!paper) throw notFound('paper_not_found');
  return paper;
}

const STREAK = 'exam.book_clear_streak';

/**
 * A paper's questions in its order, each with its answer key and the answer given (or null), and the texts
 * the result shows only where the question was not answered right. A question deleted from the bank since the
 * paper was drawn is left out. Slots: `ids` (the paper's questions) and `paperId`.
 */
const sheetOf = sql`sheet as (
      select p.n, q.id, q.subject, q.answer, a.answer as given, wrong.*
      from unnest(${slot('ids')}::int[]) with ordinality as p(id, n)
      join questions q on q.id = p.id
      left join exam_answers a on a.paper_id = ${slot('paperId')}::text and a.question_id = p.id
      left join lateral (
        select q.type, q.stem, q.image, q.options, q.explanation, q.tip where a.answer is distinct from q.answer
      ) as wrong on true
    )`;

interface SheetRow {
  id: number;
  subject: number;
  answer: string;
  given: string | null;
  /** These are null where the question was answered right: the result does not show those. */
  type: string | null;
  stem: string | null;
  image: string | null;
  options: string[] | null;
  explanation: string | null;
  tip: string | null;
}

const readSheet = namedStatement<SheetRow>('paper_sheet', sql`with ${sheetOf} select * from sheet order by n`);

/**
 * Scores a paper and records its answers, in one statement, after the paper is locked: its answer sheet
 * read, the paper marked submitted with its score (unless it already was), and each answer given written as
 * practice's are (`answerWrites`), only if the paper was submitted now. Returns the sheet, with the score
 * given where it was.
 */
const scorePaper = namedStatement<SheetRow & { score: number | null }>(
  'paper_submit',
  sql`with ${sheetOf}, done as (
      update exam_papers
      set submitted_at = ${slot('end')}::timestamptz, score = s.right_count * points_each,
        passed = s.right_count * points_each >= pass_mark, time_used_s = ${slot('usedS')}::int
      from (select count(*)::int as right_count from sheet where given = answer) as s
      where exam_papers.id = ${slot('paperId')}::text and submitted_at is null
      returning score
    ), tried as (
      select id as q, subject::int as s, given as a, given = answer as c from sheet
      where given is not null and exists (select 1 from done)
    ), answered as (
      select q, a, c, 1 as n, (not c)::int as w from tried
    ), ${answerWrites}
    select sheet.*, done.score from sheet left join done on true order by sheet.n`,
);

const secondsLeft = (paper: PaperRow, now = Date.now()) =>
  Math.max(0, Math.floor((paper.deadlineAt.getTime() - now) / 1000));

/** A paper as the candidate sees it: questions without answers or explanations, saved answers, time left. */
export async function getPaper(db: Db, userId: number, id: string): Promise<Paper> {
  let paper = await ownPaper(db, userId, id);
  let result: PaperResult | null = null;
  if (!paper.submittedAt && secondsLeft(paper) === 0) {
    // Past the deadline: scored as it stands.
    result = await submitPaper(db, userId, id);
    paper = await ownPaper(db, userId, id);
  } else if (paper.submittedAt) {
    result = resultOf(paper, await readSheet(db, { ids: paper.questionIds, paperId: paper.id }));
  }
  const saved = await db.select().from(examAnswers).where(eq(examAnswers.paperId, id));
  return paperView(db, paper, Object.fromEntries(saved.map((a) => [String(a.questionId), a.answer])), result);
}

export async function paperView(
  db: Db,
  paper: PaperRow,
  answers: Record<string, string>,
  result: PaperResult | null,
  settings?: { rules: ExamRules; version: number },
): Promise<Paper> {
  const { rules, version } = settings ?? (await examSettings(db, paper.subject as Subject));
  const qs = await paperQuestions(db, paper.questionIds, version);
  return {
    id: paper.id,
    subject: paper.subject as Subject,
    bank: paper.bank as BankKey,
    rules: {
      ...rules,
      questions: paper.questionIds.length,
      points_each: paper.pointsEach,
      pass_mark: paper.passMark,
      minutes: Math.round((paper.deadlineAt.getTime() - paper.startedAt.getTime()) / 60_000),
      total: paper.questionIds.length * paper.pointsEach,
    },
    started_at: paper.startedAt.toISOString(),
    deadline: paper.deadlineAt.toISOString(),
    time_left_s: paper.submittedAt ? 0 : secondsLeft(paper),
    status: paper.submittedAt ? 'submitted' : 'open',
    stop_on_fail: paper.stopOnFail,
    questions: qs,
    answers,
    result,
  };
}

export async function answerPaper(db: Db, userId: number, paperIdValue: string, questionId: number, answer: string) {
  const paper = await ownPaper(db, userId, paperIdValue);
  if (paper.submittedAt) throw new AppError(409, 'paper_submitted');
  if (Date.now() >= paper.deadlineAt.getTime()) throw new AppError(409, 'paper_time_up');
  if (!paper.questionIds.includes(questionId)) throw new AppError(404, 'question_not_in_paper');
  // The deadline is checked again inside the write, by the database's clock: a request that
  // arrives a moment before the deadline and is slow to run cannot slip an answer in after it.
  const saved = await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: examPapers.id })
      .from(examPapers)
      .where(and(eq(examPapers.id, paper.id), isNull(examPapers.submittedAt), sql`${examPapers.deadlineAt} > now()`))
      .for('update');
    if (!open) return null;
    await tx
      .insert(examAnswers)
      .values({ paperId: paper.id, questionId, answer })
      .onConflictDoUpdate({
        target: [examAnswers.paperId, examAnswers.questionId],
        set: { answer, answeredAt: sql`now()` },
      });
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(examAnswers)
      .where(eq(examAnswers.paperId, paper.id));
    return count?.n ?? 0;
  });
  if (saved === null) {
    const now = await ownPaper(db, userId, paperIdValue);
    throw new AppError(409, now.submittedAt ? 'paper_submitted' : 'paper_time_up');
  }
  if (
    paper.stopOnFail &&
    (await pointsLost(db, paper)) > paper.questionIds.length * paper.pointsEach - paper.passMark
  ) {
    await submitPaper(db, userId, paper.id);
    return { answered: saved, time_left_s: 0, ended: true };
  }
  return { answered: saved, time_left_s: secondsLeft(paper), ended: false };
}

/** Points already lost on a paper: its answers that are wrong (blank questions are not lost yet). */
async function pointsLost(db: Db, paper: PaperRow): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from exam_answers a join questions q on q.id = a.question_id
        where a.paper_id = ${paper.id} and a.answer <> q.answer`,
  );
  return (row?.n ?? 0) * paper.pointsEach;
}

/**
 * Scores a paper once. A second submission (or a retry) finds it submitted and gets the same result;
 * the row lock makes concurrent submissions wait for the first, and an answer saved before the lock is
 * counted (the sheet is read after it). Time used stops at the deadline. Two statements: the lock with the
 * transaction's clock and the book's setting, then everything else (`scorePaper`).
 */
export async function submitPaper(db: Db, userId: number, id: string): Promise<PaperResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ paper: examPapers, now: sql<Date | string>`now()`, settings: settingsColumn([STREAK]) })
      .from(examPapers)
      .where(and(eq(examPapers.id, id), eq(examPapers.userId, userId)))
      .for('update');
    // Someone else's paper is as unknown as one that does not exist.
    if (!row) throw notFound('paper_not_found');
    const locked = row.paper;
    const { [STREAK]: streak } = withDefaults(row.settings, [STREAK]);
    const now = new Date(row.now);
    const end = now < locked.deadlineAt ? now : locked.deadlineAt;
    const usedS = Math.max(0, Math.round((end.getTime() - locked.startedAt.getTime()) / 1000));
    const sheet = await scorePaper(tx, {
      ids: locked.questionIds,
      paperId: locked.id,
      userId,
      source: 'exam',
      clear: streak,
      end: end.toISOString(),
      usedS,
    });
    if (locked.submittedAt) return resultOf(locked, sheet);
    // An empty sheet (every question since deleted from the bank) scores nothing.
    const score = sheet[0]?.score ?? 0;
    return resultOf({ ...locked, submittedAt: end, score, passed: score >= locked.passMark, timeUsedS: usedS }, sheet);
  });
}

/** A submitted paper's result, from its answer sheet. */
function resultOf(paper: PaperRow, sheet: SheetRow[]): PaperResult {
  const wrong = sheet.flatMap((q, position) => {
    if (q.given === q.answer) return [];
    return [
      {
        id: q.id,
        position,
        type: q.type as QuestionType,
        stem: q.stem ?? '',
        image: pictureUrl(q.image),
        options: q.options ?? [],
        given: q.given,
        answer: q.answer,
        explanation: q.explanation ?? '',
        tip: q.tip,
      },
    ];
  });
  const unanswered = wrong.filter((w) => w.given === null).length;
  return {
    score: paper.score ?? 0,
    passed: Boolean(paper.passed),
    time_used_s: paper.timeUsedS ?? 0,
    right: sheet.length - wrong.length,
    wrong_count: wrong.length - unanswered,
    unanswered,
    submitted_at: (paper.submittedAt ?? new Date()).toISOString(),
    wrong,
  };
}

/** Scores this user's papers whose time ran out while nobody was looking. */
export async function finishExpiredPapers(db: Db, userId: number): Promise<void> {
  const expired = await db
    .select({ id: examPapers.id })
    .from(examPapers)
    .where(and(eq(examPapers.userId, userId), isNull(examPapers.submittedAt), lte(examPapers.deadlineAt, sql`now()`)));
  for (const p of expired) await submitPaper(db, userId, p.id);
}

export async function examHistory(db: Db, userId: number, subject: Subject | undefined, page: number, num: number) {
  await finishExpiredPapers(db, userId);
  const where = and(
    eq(examPapers.userId, userId),
    isNotNull(examPapers.submittedAt),
    subject ? eq(examPapers.subject, subject) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(examPapers)
      .where(where)
      .orderBy(desc(examPapers.submittedAt), desc(examPapers.id))
      .limit(num)
      .offset((page - 1) * num),
    db.select({ n: sql<number>`count(*)::int` }).from(examPapers).where(where),
  ]);
  return {
    total: count?.n ?? 0,
    list: rows.map((p) => ({
      id: p.id,
      subject: p.subject as Subject,
      bank: p.bank as BankKey,
      score: p.score ?? 0,
      passed: Boolean(p.passed),
      time_used_s: p.timeUsedS ?? 0,
      submitted_at: (p.submittedAt as Date).toISOString(),
    })),
  };
}

/** The unfinished paper of a subject, if its time has not run out: the hub offers to continue it. */
export async function openPaper(db: Db, userId: number, subject: Subject) {
  const [p] = await db
    .select({ id: examPapers.id, deadline: examPapers.deadlineAt })
    .from(examPapers)
    .where(
      and(
        eq(examPapers.userId, userId),
        eq(examPapers.subject, subject),
        isNull(examPapers.submittedAt),
        sql`${examPapers.deadlineAt} > now()`,
      ),
    );
  return p ? { id: p.id, deadline: p.deadline.toISOString() } : null;
}
