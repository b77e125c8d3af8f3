import type { BankKey, Subject } from '@xueche/contract';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import {
  errorReports,
  examPapers,
  practicePositions,
  questionBanks,
  questionChapters,
  questionLastAnswers,
  questions,
  questionTopics,
} from '../../db/schema';
import { notFound } from '../../platform/errors';
import { readSettings } from '../settings';
import { examRules } from './exam-settings';
import { finishExpiredPapers, openPaper } from './paper.service';
import { positionScope } from './practice.service';

const SUBJECTS: Subject[] = [1, 4];

export async function banksOverview(db: Db) {
  const [banks, counts, rules1, rules4] = await Promise.all([
    db.select().from(questionBanks).orderBy(asc(questionBanks.sort)),
    rowsOf<{ bank: string; subject: number; n: number }>(
      db,
      sql`select b as bank, subject, count(*)::int as n from questions, unnest(banks) as b group by b, subject`,
    ),
    examRules(db, 1),
    examRules(db, 4),
  ]);
  return {
    banks: banks.map((b) => ({
      key: b.key as BankKey,
      title: b.title,
      classes: b.classes,
      subjects: SUBJECTS.map((subject) => ({
        subject,
        count: counts.find((c) => c.bank === b.key && c.subject === subject)?.n ?? 0,
        rules: subject === 1 ? rules1 : rules4,
      })),
    })),
  };
}

/**
 * How many questions a subject's bank has per chapter and topic, and how many are curated. They change
 * only with an import, so each process keeps them per bank version, as paper draws keep their pools
 * (decision 004): the hub no longer counts ten thousand questions on every visit.
 */
interface BankCounts {
  version: number;
  chapters: Map<number, number>;
  topics: Map<string, number>;
  curated: number;
}
const bankCounts = new WeakMap<Db, Map<string, BankCounts>>();

async function countsOf(db: Db, subject: Subject, bank: BankKey): Promise<BankCounts> {
  const { 'exam.bank_version': version } = await readSettings(db, ['exam.bank_version']);
  let byKey = bankCounts.get(db);
  if (!byKey) {
    byKey = new Map();
    bankCounts.set(db, byKey);
  }
  const cached = byKey.get(`${subject}:${bank}`);
  if (cached?.version === version) return cached;
  const inBank = sql`q.subject = ${subject} and q.banks @> array[${bank}]::text[]`;
  const [chapters, topics, [curated]] = await Promise.all([
    rowsOf<{ id: number; n: number }>(
      db,
      sql`select q.chapter_id as id, count(*)::int as n from questions q where ${inBank} group by q.chapter_id`,
    ),
    rowsOf<{ key: string; n: number }>(
      db,
      sql`select t.key, count(*)::int as n from question_topics t
          join questions q on q.topics @> array[t.key]::text[] and ${inBank} group by t.key`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from questions q where ${inBank} and q.curated`),
  ]);
  const counts = {
    version,
    chapters: new Map(chapters.map((c) => [c.id, c.n])),
    topics: new Map(topics.map((t) => [t.key, t.n])),
    curated: curated?.n ?? 0,
  };
  byKey.set(`${subject}:${bank}`, counts);
  return counts;
}

/** The questions of a subject's bank this user has answered, and answered right (latest answer), per chapter. */
async function progressByChapter(db: Db, userId: number, subject: Subject, bank: BankKey) {
  const rows = await rowsOf<{ id: number; done: number; right: number }>(
    db,
    sql`select q.chapter_id as id, count(*)::int as done, count(*) filter (where la.correct)::int as right
        from question_last_answers la join questions q on q.id = la.question_id
        where la.user_id = ${userId} and q.subject = ${subject} and q.banks @> array[${bank}]::text[]
        group by q.chapter_id`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

const chaptersOf = (db: Db, subject: Subject) =>
  db
    .select({ id: questionChapters.id, title: questionChapters.title })
    .from(questionChapters)
    .where(eq(questionChapters.subject, subject))
    .orderBy(asc(questionChapters.sort), asc(questionChapters.id));

/** The subject hub: chapters and topics with this user's progress, book and favourite counts, resume point. */
export async function subjectOverview(db: Db, userId: number, subject: Subject, bank: BankKey) {
  const inBank = sql`q.subject = ${subject} and q.banks @> array[${bank}]::text[]`;
  const [counts, allChapters, allTopics, progress, [totals], rules, [position], open] = await Promise.all([
    countsOf(db, subject, bank),
    chaptersOf(db, subject),
    db
      .select({ key: questionTopics.key, title: questionTopics.title })
      .from(questionTopics)
      .orderBy(asc(questionTopics.sort), asc(questionTopics.key)),
    progressByChapter(db, userId, subject, bank),
    rowsOf<{ wrong_book: number; favorites: number }>(
      db,
      sql`select
            (select count(*)::int from wrong_book b join questions q on q.id = b.question_id
               where b.user_id = ${userId} and ${inBank}) as wrong_book,
            (select count(*)::int from question_favorites f join questions q on q.id = f.question_id
               where f.user_id = ${userId} and ${inBank}) as favorites`,
    ),
    examRules(db, subject),
    db
      .select({ position: practicePositions.position })
      .from(practicePositions)
      .where(
        and(
          eq(practicePositions.userId, userId),
          eq(practicePositions.scope, positionScope({ subject, bank, mode: 'sequential' }) as string),
        ),
      ),
    openPaper(db, userId, subject),
  ]);
  // Chapters and topics the bank has questions in, in their order.
  const chapters = allChapters.flatMap((c) => {
    const count = counts.chapters.get(c.id);
    if (!count) return [];
    const mine = progress.get(c.id);
    return [{ id: c.id, title: c.title, count, done: mine?.done ?? 0, right: mine?.right ?? 0 }];
  });
  const topics = allTopics.flatMap((t) => {
    const count = counts.topics.get(t.key);
    return count ? [{ key: t.key, title: t.title, count }] : [];
  });
  const total = chapters.reduce((a, c) => a + c.count, 0);
  return {
    subject,
    bank,
    rules,
    total,
    done: chapters.reduce((a, c) => a + c.done, 0),
    right: chapters.reduce((a, c) => a + c.right, 0),
    curated: counts.curated,
    wrong_book: totals?.wrong_book ?? 0,
    favorites: totals?.favorites ?? 0,
    resume: Math.min(position?.position ?? 0, Math.max(0, total - 1)),
    open_paper: open,
    chapters,
    topics,
  };
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26), enough for a friendly estimate. */
function normalCdf(z: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The chance of passing, from the last ten mock scores: their mean and spread (at least 4 points,
 * so one lucky paper does not promise certainty), then the share of that curve at or above the pass mark.
 */
export function predictPass(scores: number[], passMark: number): number | null {
  if (!scores.length) return null;
  const recent = scores.slice(-10);
  const mean = recent.reduce((a, b) => a + b, 0) / recent.length;
  const variance = recent.reduce((a, b) => a + (b - mean) ** 2, 0) / recent.length;
  const sd = Math.max(4, Math.sqrt(variance));
  return Math.round((1 - normalCdf((passMark - 0.5 - mean) / sd)) * 100) / 100;
}

export async function examStats(db: Db, userId: number, subject: Subject, bank: BankKey) {
  await finishExpiredPapers(db, userId);
  const rules = await examRules(db, subject);
  const papers = await db
    .select({ id: examPapers.id, score: examPapers.score, at: examPapers.submittedAt })
    .from(examPapers)
    .where(and(eq(examPapers.userId, userId), eq(examPapers.subject, subject), isNotNull(examPapers.submittedAt)))
    .orderBy(desc(examPapers.submittedAt))
    .limit(20);
  const trend = papers.reverse().map((p) => ({ id: p.id, score: p.score ?? 0, at: (p.at as Date).toISOString() }));
  const scores = trend.map((t) => t.score);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(examPapers)
    .where(and(eq(examPapers.userId, userId), eq(examPapers.subject, subject), isNotNull(examPapers.submittedAt)));
  const [all, progress] = await Promise.all([chaptersOf(db, subject), progressByChapter(db, userId, subject, bank)]);
  const chapters = all.map((c) => ({
    ...c,
    done: progress.get(c.id)?.done ?? 0,
    right: progress.get(c.id)?.right ?? 0,
  }));
  const recent = scores.slice(-10);
  return {
    exams: count?.n ?? 0,
    average: recent.length ? Math.round((recent.reduce((a, b) => a + b, 0) / recent.length) * 10) / 10 : null,
    predicted_pass_rate: predictPass(scores, rules.pass_mark),
    trend,
    chapters,
  };
}

export async function reportError(
  db: Db,
  userId: number,
  input: { questionId?: number; kind: string; content: string },
): Promise<{ id: number }> {
  if (input.questionId) {
    const [q] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, input.questionId));
    if (!q) throw notFound('question_not_found');
  }
  const [row] = await db
    .insert(errorReports)
    .values({ userId, questionId: input.questionId ?? null, kind: input.kind, content: input.content })
    .returning({ id: errorReports.id });
  return { id: (row as { id: number }).id };
}

export interface ProgressSummary {
  subject: Subject;
  done: number;
  right: number;
  exams: number;
  best: number | null;
  last: number | null;
  last_at: string | null;
}

/**
 * Theory progress of several people at once (a coach's list of students who agreed to share it): per
 * subject, questions answered and answered right, mock exams submitted, the best and the latest score.
 */
export async function progressSummaries(db: Db, userIds: number[]): Promise<Map<number, ProgressSummary[]>> {
  const out = new Map<number, ProgressSummary[]>();
  if (!userIds.length) return out;
  const [practice, exams] = await Promise.all([
    db
      .select({
        userId: questionLastAnswers.userId,
        subject: questions.subject,
        done: sql<number>`count(*)::int`,
        right: sql<number>`(count(*) filter (where ${questionLastAnswers.correct}))::int`,
      })
      .from(questionLastAnswers)
      .innerJoin(questions, eq(questions.id, questionLastAnswers.questionId))
      .where(inArray(questionLastAnswers.userId, userIds))
      .groupBy(questionLastAnswers.userId, questions.subject),
    db
      .select({
        userId: examPapers.userId,
        subject: examPapers.subject,
        exams: sql<number>`count(*)::int`,
        best: sql<number | null>`max(${examPapers.score})::int`,
        last: sql<number | null>`((array_agg(${examPapers.score} order by ${examPapers.submittedAt} desc))[1])::int`,
        lastAt: sql<string | null>`max(${examPapers.submittedAt})`,
      })
      .from(examPapers)
      .where(and(inArray(examPapers.userId, userIds), isNotNull(examPapers.submittedAt)))
      .groupBy(examPapers.userId, examPapers.subject),
  ]);
  for (const userId of userIds) {
    out.set(
      userId,
      SUBJECTS.map((subject) => {
        const p = practice.find((r) => r.userId === userId && r.subject === subject);
        const e = exams.find((r) => r.userId === userId && r.subject === subject);
        return {
          subject,
          done: p?.done ?? 0,
          right: p?.right ?? 0,
          exams: e?.exams ?? 0,
          best: e?.best ?? null,
          last: e?.last ?? null,
          last_at: e?.lastAt ? new Date(e.lastAt).toISOString() : null,
        };
      }),
    );
  }
  return out;
}
