import type { BankKey, PracticeMode, Subject } from '@xueche/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { namedStatement, slot } from '../../db/named-statement';
import { practicePositions, questionFavorites, questions, wrongBook } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../platform/errors';
import { readSettings, settingsColumn, withDefaults } from '../settings';
import { answerWrites } from './answer-writes';
import { pictureUrl } from './picture';
import { shuffled } from './seeded-random';

/** Hard mode offers this many of the questions people get wrong most. */
const HARD_SET = 100;

/**
 * The measured wrong rate, smoothed towards the question's difficulty (difficulty 3 ≈ 30 %) until
 * enough people have answered it: a question answered once and missed is not the hardest in the bank.
 */
export const wrongRate = sql`(${questions.wrongs} + ${questions.difficulty})::float8 / (${questions.attempts} + 10)`;

export interface Scope {
  subject: Subject;
  bank: BankKey;
  mode: PracticeMode;
  chapter?: number;
  topic?: string;
  picture?: string;
  seed: string;
}

/** Where a scope's practice resumes, kept for sequential and chapter practice. */
export function positionScope(s: {
  subject: Subject;
  bank: BankKey;
  mode?: PracticeMode;
  chapter?: number;
}): string | null {
  if (s.mode === 'sequential') return `${s.subject}:${s.bank}:sequential`;
  if (s.mode === 'chapter' && s.chapter) return `${s.subject}:${s.bank}:chapter:${s.chapter}`;
  return null;
}

/** The questions of one practice scope for one user, in the scope's stable order. */
function scopeQuery(userId: number, s: Scope): { where: SQL; join: SQL; order: SQL; limit: number | null } {
  const conds: SQL[] = [sql`q.subject = ${s.subject}`, sql`q.banks @> array[${s.bank}]::text[]`];
  let join = sql``;
  let order = sql`c.sort, q.id`;
  let limit: number | null = null;
  switch (s.mode) {
    case 'chapter':
      if (!s.chapter) throw invalidField('chapter', 'chapter_required');
      conds.push(sql`q.chapter_id = ${s.chapter}`);
      break;
    case 'topic':
      if (!s.topic) throw invalidField('topic', 'topic_required');
      conds.push(sql`q.topics @> array[${s.topic}]::text[]`);
      break;
    case 'picture':
      if (!s.picture) throw invalidField('picture', 'picture_required');
      conds.push(sql`q.image = ${`atlas:${s.picture}`}`);
      break;
    case 'curated':
      conds.push(sql`q.curated`);
      break;
    case 'hard':
      order = sql`(q.wrongs + q.difficulty)::float8 / (q.attempts + 10) desc, q.id`;
      limit = HARD_SET;
      break;
    case 'wrong':
      join = sql`join wrong_book b on b.question_id = q.id and b.user_id = ${userId}`;
      order = sql`b.created_at, q.id`;
      break;
    case 'favorite':
      join = sql`join question_favorites f on f.question_id = q.id and f.user_id = ${userId}`;
      order = sql`f.created_at, q.id`;
      break;
  }
  return { where: sql.join(conds, sql` and `), join, order, limit };
}

interface PracticeRow {
  id: number;
  type: 'judge' | 'single' | 'multiple';
  stem: string;
  image: string | null;
  options: string[];
  answer: string;
  explanation: string;
  tip: string | null;
  favorite: boolean;
  given: string | null;
  correct: boolean | null;
  rn: number;
}

/** A page of practice; `preview` caps a locked VIP set at its first questions. */
export async function practicePage(db: Db, userId: number, s: Scope & { page: number; num: number; preview?: number }) {
  const { limit: setLimit } = scopeQuery(userId, s);
  const limit = s.preview === undefined ? setLimit : Math.min(setLimit ?? s.preview, s.preview);
  const offset = (s.page - 1) * s.num;
  const end = limit === null ? offset + s.num : Math.min(offset + s.num, limit);
  const scope = positionScope(s);
  const { rows, counted, saved } = SHARED_ORDER.has(s.mode)
    ? await sharedPage(db, userId, s, scope, offset, end)
    : { ...(await ownPage(db, userId, s, offset, end)), saved: scope ? await savedPosition(db, userId, scope) : null };
  const fullTotal = setLimit === null ? counted : Math.min(counted, setLimit);
  const total = limit === null ? fullTotal : Math.min(fullTotal, limit);

  const resume = Math.min(saved ?? 0, Math.max(0, total - 1));

  return {
    mode: s.mode,
    total,
    full_total: fullTotal,
    vip_locked: s.preview !== undefined && total < fullTotal,
    page: s.page,
    num: s.num,
    resume,
    list: rows.map((r) => ({
      id: r.id,
      position: r.rn - 1,
      type: r.type,
      stem: r.stem,
      image: pictureUrl(r.image),
      options: r.options,
      favorite: r.favorite,
      last:
        r.given === null
          ? null
          : { given: r.given, correct: Boolean(r.correct), answer: r.answer, explanation: r.explanation, tip: r.tip },
    })),
  };
}

const PAGE_COLUMNS = sql`q.id, q.type, q.stem, q.image, q.options, q.answer, q.explanation, q.tip,
  (fav.user_id is not null) as favorite, la.answer as given, la.correct`;
const userMarks = (userId: number) => sql`
  left join question_favorites fav on fav.question_id = q.id and fav.user_id = ${userId}
  left join question_last_answers la on la.question_id = q.id and la.user_id = ${userId}`;

/** Scopes of one user (their book, favourites) or of the moment (the hardest now): numbered by the database. */
async function ownPage(db: Db, userId: number, s: Scope, offset: number, end: number) {
  const { where, join, order } = scopeQuery(userId, s);
  // One round trip: the scope numbered in its order, this page of it with the user's marks.
  const rows = await rowsOf<PracticeRow & { total: number }>(
    db,
    sql`
      with scope as (
        select q.id, row_number() over (order by ${order}) as rn, count(*) over () as total
        from questions q join question_chapters c on c.id = q.chapter_id ${join}
        where ${where}
      )
      select ${PAGE_COLUMNS}, scope.rn::int as rn, scope.total::int as total
      from scope
      join questions q on q.id = scope.id
      ${userMarks(userId)}
      where scope.rn > ${offset} and scope.rn <= ${end}
      order by scope.rn
    `,
  );
  return { rows, counted: rows[0]?.total ?? (await scopeSize(db, userId, s)) };
}

/**
 * Scopes every student sees in the same order (the bank, a chapter, a topic, the curated set, the bank
 * shuffled by a seed): the order is kept per bank version, as paper pools are (decision 004), so a page
 * reads only its own questions instead of numbering the whole bank on every turn of the page.
 */
async function sharedPage(db: Db, userId: number, s: Scope, scope: string | null, offset: number, end: number) {
  // The bank's version and where this scope resumes, in one round trip.
  const [first] = await rowsOf<{ settings: Record<string, unknown> | null; saved: number | null }>(
    db,
    sql`select ${settingsColumn(['exam.bank_version'])} as settings, (${savedPositionQuery(db, userId, scope ?? '')}) as saved`,
  );
  const { 'exam.bank_version': version } = withDefaults(first?.settings ?? null, ['exam.bank_version']);
  const saved = scope ? (first?.saved ?? null) : null;
  const ids =
    s.mode === 'random'
      ? shuffled(await sharedOrder(db, { ...s, mode: 'sequential' }, version), s.seed)
      : await sharedOrder(db, s, version);
  const pageIds = ids.slice(offset, end);
  if (!pageIds.length) return { rows: [], counted: ids.length, saved };
  const found = await rowsOf<Omit<PracticeRow, 'rn'>>(
    db,
    sql`select ${PAGE_COLUMNS} from questions q ${userMarks(userId)}
        where q.id = any(${`{${pageIds.join(',')}}`}::int[])`,
  );
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = pageIds.flatMap((id, i) => {
    const row = byId.get(id);
    return row ? [{ ...row, rn: offset + i + 1 }] : [];
  });
  return { rows, counted: ids.length, saved };
}

/** Where a student resumes a scope (0-based), if they have practised it. */
const savedPositionQuery = (db: Db, userId: number, scope: string) =>
  db
    .select({ position: practicePositions.position })
    .from(practicePositions)
    .where(and(eq(practicePositions.userId, userId), eq(practicePositions.scope, scope)));

async function savedPosition(db: Db, userId: number, scope: string): Promise<number | null> {
  const [row] = await savedPositionQuery(db, userId, scope);
  return row?.position ?? null;
}

const SHARED_ORDER = new Set<PracticeMode>(['sequential', 'chapter', 'topic', 'picture', 'curated', 'random']);
const sharedOrders = new WeakMap<Db, { version: number; byKey: Map<string, number[]> }>();

async function sharedOrder(db: Db, s: Scope, version: number): Promise<number[]> {
  let cache = sharedOrders.get(db);
  if (cache?.version !== version) {
    cache = { version, byKey: new Map() };
    sharedOrders.set(db, cache);
  }
  const key = `${s.subject}:${s.bank}:${s.mode}:${s.chapter ?? ''}:${s.topic ?? ''}:${s.picture ?? ''}`;
  const cached = cache.byKey.get(key);
  if (cached) return cached;
  const { where, join, order } = scopeQuery(0, s);
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select q.id from questions q join question_chapters c on c.id = q.chapter_id ${join} where ${where} order by ${order}`,
  );
  const ids = rows.map((r) => r.id);
  cache.byKey.set(key, ids);
  return ids;
}

async function scopeSize(db: Db, userId: number, s: Scope): Promise<number> {
  const { where, join, limit } = scopeQuery(userId, s);
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from questions q join question_chapters c on c.id = q.chapter_id ${join} where ${where}`,
  );
  const n = row?.n ?? 0;
  return limit === null ? n : Math.min(n, limit);
}

export interface AnswerInput {
  questionId: number;
  answer: string;
  mode?: PracticeMode;
  chapter?: number;
  bank: BankKey;
  position?: number;
}

/** Checks a practice answer, records it, keeps the wrong-answer book and the resume position. */
export async function answerPractice(db: Db, userId: number, input: AnswerInput) {
  const [q] = await db
    .select({
      id: questions.id,
      subject: questions.subject,
      answer: questions.answer,
      explanation: questions.explanation,
      tip: questions.tip,
      options: questions.options,
    })
    .from(questions)
    .where(eq(questions.id, input.questionId));
  if (!q) throw notFound('question_not_found');
  if ([...input.answer].some((l) => l.charCodeAt(0) - 65 >= q.options.length)) {
    throw invalidField('answer', 'answer_out_of_range');
  }
  const { 'exam.book_clear_streak': streak } = await readSettings(db, ['exam.book_clear_streak']);
  const correct = input.answer === q.answer;

  const inBook = await db.transaction(async (tx) => {
    const result = await recordAnswers(
      tx,
      userId,
      [{ questionId: q.id, subject: q.subject, answer: input.answer, correct }],
      'practice',
      streak,
    );
    const scope = positionScope({
      subject: q.subject as Subject,
      bank: input.bank,
      mode: input.mode,
      chapter: input.chapter,
    });
    if (scope && input.position !== undefined) {
      await tx
        .insert(practicePositions)
        .values({ userId, scope, position: input.position + 1 })
        .onConflictDoUpdate({
          target: [practicePositions.userId, practicePositions.scope],
          set: { position: input.position + 1, updatedAt: sql`now()` },
        });
    }
    return result.has(q.id);
  });
  return { correct, answer: q.answer, explanation: q.explanation, tip: q.tip, in_book: inBook };
}

/** Answers given as arrays (practice): `answerWrites` over them, returning the ids still in the book. */
const writeAnswers = namedStatement<{ question_id: number }>(
  'record_answers',
  sql`with tried as (
      select * from unnest(${slot('allIds')}::int[], ${slot('allSubjects')}::int[], ${slot('allAnswers')}::text[], ${slot('allCorrect')}::bool[])
        as t(q, s, a, c)
    ), answered as (
      select * from unnest(${slot('ids')}::int[], ${slot('answers')}::text[], ${slot('correct')}::bool[], ${slot('tries')}::int[], ${slot('wrongs')}::int[])
        as t(q, a, c, n, w)
    ), ${answerWrites}
    select question_id from entered union all select question_id from kept`,
);

/**
 * Records practice answers: attempts, the latest answer per question, the
 * questions' measured wrong rates and the wrong-answer book, in one statement. Returns the ids still in the
 * book. A question answered more than once in one call counts every attempt;
 * its latest answer is the last, and any wrong answer among them puts it in the book. Runs inside the caller's
 * transaction, if any.
 */
export async function recordAnswers(
  tx: Db,
  userId: number,
  answers: { questionId: number; subject: number; answer: string; correct: boolean }[],
  source: 'practice' | 'exam',
  clearStreak: number,
): Promise<Set<number>> {
  if (!answers.length) return new Set();
  const byQuestion = new Map<number, { answer: string; correct: boolean; tries: number; wrongs: number }>();
  for (const a of answers) {
    const seen = byQuestion.get(a.questionId);
    byQuestion.set(a.questionId, {
      answer: a.answer,
      correct: a.correct,
      tries: (seen?.tries ?? 0) + 1,
      wrongs: (seen?.wrongs ?? 0) + (a.correct ? 0 : 1),
    });
  }
  const ids = [...byQuestion.keys()];
  const each = [...byQuestion.values()];
  const rows = await writeAnswers(tx, {
    userId,
    source,
    clear: clearStreak,
    allIds: answers.map((a) => a.questionId),
    allSubjects: answers.map((a) => a.subject),
    allAnswers: answers.map((a) => a.answer),
    allCorrect: answers.map((a) => a.correct),
    ids,
    answers: each.map((a) => a.answer),
    correct: each.map((a) => a.correct),
    tries: each.map((a) => a.tries),
    wrongs: each.map((a) => a.wrongs),
  });
  return new Set(rows.map((r) => r.question_id));
}

export async function setFavorite(db: Db, userId: number, questionId: number, on: boolean): Promise<boolean> {
  const [q] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, questionId));
  if (!q) throw notFound('question_not_found');
  if (on) await db.insert(questionFavorites).values({ userId, questionId }).onConflictDoNothing();
  else {
    await db
      .delete(questionFavorites)
      .where(and(eq(questionFavorites.userId, userId), eq(questionFavorites.questionId, questionId)));
  }
  return on;
}

export async function removeFromBook(db: Db, userId: number, questionId: number): Promise<void> {
  const gone = await db
    .delete(wrongBook)
    .where(and(eq(wrongBook.userId, userId), eq(wrongBook.questionId, questionId)))
    .returning({ id: wrongBook.questionId });
  if (!gone.length) throw new AppError(404, 'not_in_book');
}
