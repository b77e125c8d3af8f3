import type { AdminQuestion, QuestionEdit } from '@xueche/contract';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { countAll, countOf, pageOf } from '../../db/paging';
import { questionChapters, questions } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { applyBankFile, asBankQuestion, knownKeys } from './bank.service';
import { bankErrorZh } from './bank-errors-zh';
import { checkBankFile } from './bank-file';

/** The console's view of the bank: search, one question, and an edit in place (docs/operator-console.md). */

type Question = z.input<typeof AdminQuestion>;
type Edit = z.output<typeof QuestionEdit>;

const columns = { question: questions, chapter: questionChapters.title, chapterKey: questionChapters.key };

function toAdmin(row: { question: typeof questions.$inferSelect; chapter: string }): Question {
  const q = row.question;
  return {
    id: q.id,
    ext_id: q.extId,
    subject: q.subject,
    chapter_id: q.chapterId,
    chapter: row.chapter,
    type: q.type as Question['type'],
    stem: q.stem,
    options: q.options,
    answer: q.answer,
    explanation: q.explanation,
    tip: q.tip,
    image: q.image,
    version: q.version,
    updated_at: q.updatedAt.toISOString(),
  };
}

export interface QuestionSearch {
  page: number;
  num: number;
  q?: string;
  id?: string;
  subject?: 1 | 4;
  chapter_id?: number;
  type?: Question['type'];
}

/** Questions by words, number or bank-file id, subject, chapter and type; in the bank's order. */
export async function searchQuestions(db: Db, s: QuestionSearch) {
  const where: SQL[] = [];
  if (s.q) {
    const like = `%${s.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(questions.stem, like),
        ilike(questions.explanation, like),
        sql`${questions.options}::text ilike ${like}`,
      ) as SQL,
    );
  }
  if (s.id) {
    const n = /^\d{1,9}$/.test(s.id) ? Number(s.id) : 0;
    where.push(or(eq(questions.extId, s.id), eq(questions.id, n)) as SQL);
  }
  if (s.subject) where.push(eq(questions.subject, s.subject));
  if (s.chapter_id) where.push(eq(questions.chapterId, s.chapter_id));
  if (s.type) where.push(eq(questions.type, s.type));
  const filter = where.length ? and(...where) : undefined;
  return pageOf(
    s,
    {
      rows: ({ limit, offset }) =>
        db
          .select(columns)
          .from(questions)
          .innerJoin(questionChapters, eq(questionChapters.id, questions.chapterId))
          .where(filter)
          .orderBy(asc(questions.subject), asc(questions.chapterId), asc(questions.id))
          .limit(limit)
          .offset(offset),
      total: () => countOf(db.select({ n: countAll }).from(questions).where(filter)),
    },
    toAdmin,
  );
}

export async function questionChapterList(db: Db) {
  return db
    .select({
      id: questionChapters.id,
      key: questionChapters.key,
      subject: questionChapters.subject,
      title: questionChapters.title,
    })
    .from(questionChapters)
    .orderBy(asc(questionChapters.subject), asc(questionChapters.sort), asc(questionChapters.id));
}

async function stored(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(questions)
    .innerJoin(questionChapters, eq(questionChapters.id, questions.chapterId))
    .where(eq(questions.id, id));
  return row;
}

export async function adminQuestion(db: Db, id: number): Promise<Question | null> {
  const row = await stored(db, id);
  return row ? toAdmin(row) : null;
}

/**
 * Edits a question's stem, options, answer, explanation and image: the edited question passes the importer's
 * checks and is written as an import writes it (version + 1 when its content changed, the bank's version
 * raised so cached pools reload). A refusal names each problem in Chinese and changes nothing.
 */
export async function editQuestion(db: Db, id: number, edit: Edit): Promise<{ before: Question; after: Question }> {
  const row = await stored(db, id);
  if (!row) throw notFound('question_not_found');
  const input = { ...asBankQuestion(row.question, row.chapterKey), ...edit };
  const checked = checkBankFile([{ where: 'edit', question: input }], [], await knownKeys(db));
  if (!checked.ok) {
    const problems = checked.errors.map(bankErrorZh);
    throw new AppError(
      400,
      'question_edit_invalid',
      { problems: problems.map((p) => `${p.field}${p.message}`).join('；') },
      { errors: Object.fromEntries(problems.map((p, i) => [checked.errors[i]?.field ?? p.field, p.message])) },
    );
  }
  await applyBankFile(db, checked.file);
  const after = (await adminQuestion(db, id)) as Question;
  return { before: toAdmin(row), after };
}
