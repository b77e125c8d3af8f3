import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionBanks, questionChapters, questions, questionTopics, settings } from '../../db/schema';
import {
  type BankFile,
  type BankFileError,
  CSV_COLUMNS,
  checkBankFile,
  contentHash,
  type QuestionInput,
  readCsvBank,
  readJsonBank,
} from './bank-file';

export interface ImportSummary {
  chapters: { added: number; updated: number };
  questions: { added: number; updated: number; unchanged: number };
}

export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; errors: BankFileError[] };

export async function knownKeys(db: Db) {
  const [chapters, topics, banks] = await Promise.all([
    db.select({ key: questionChapters.key, subject: questionChapters.subject }).from(questionChapters),
    db.select({ key: questionTopics.key }).from(questionTopics),
    db.select({ key: questionBanks.key }).from(questionBanks),
  ]);
  return {
    chapters: new Map(chapters.map((c) => [c.key, c.subject])),
    topics: new Set(topics.map((t) => t.key)),
    banks: new Set(banks.map((b) => b.key)),
  };
}

/** Checks a bank file (JSON or CSV text) against the bank as it is. */
export async function checkImport(db: Db, content: string, format: 'json' | 'csv') {
  const read = format === 'json' ? readJsonBank(content) : readCsvBank(content);
  if ('field' in read) return { ok: false as const, errors: [read] };
  return checkBankFile(read.rows, read.chapters, await knownKeys(db));
}

export interface ImportOptions {
  /**
   * Adds what is missing and leaves every stored question as it is, as the demo seed does at each start: a
   * question an operator corrected in the console keeps the correction.
   */
  addOnly?: boolean;
}

/** Imports a bank file whole or not at all. Questions are keyed by their external id. */
export async function importBank(
  db: Db,
  content: string,
  format: 'json' | 'csv',
  options: ImportOptions = {},
): Promise<ImportResult> {
  const checked = await checkImport(db, content, format);
  if (!checked.ok) return checked;
  return { ok: true, summary: await applyBankFile(db, checked.file, options) };
}

const CHUNK = 500;

export async function applyBankFile(db: Db, file: BankFile, options: ImportOptions = {}): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    const summary: ImportSummary = {
      chapters: { added: 0, updated: 0 },
      questions: { added: 0, updated: 0, unchanged: 0 },
    };

    for (const c of file.chapters) {
      const [existing] = await tx.select().from(questionChapters).where(eq(questionChapters.key, c.key));
      if (!existing) {
        await tx.insert(questionChapters).values(c);
        summary.chapters.added++;
      } else if (!options.addOnly && (existing.title !== c.title || existing.sort !== c.sort)) {
        await tx
          .update(questionChapters)
          .set({ title: c.title, sort: c.sort })
          .where(eq(questionChapters.id, existing.id));
        summary.chapters.updated++;
      }
    }
    const chapterIds = new Map(
      (await tx.select({ id: questionChapters.id, key: questionChapters.key }).from(questionChapters)).map((c) => [
        c.key,
        c.id,
      ]),
    );

    // Changed questions are written after all are known, in id order: submits lock the questions they count
    // in id order too (answer-writes.ts), so an import and a submit wait for each other rather than deadlock.
    const changed: { id: number; row: typeof questions.$inferInsert }[] = [];
    for (let i = 0; i < file.questions.length; i += CHUNK) {
      const chunk = file.questions.slice(i, i + CHUNK);
      const existing = new Map(
        (
          await tx
            .select({ id: questions.id, extId: questions.extId, hash: questions.contentHash })
            .from(questions)
            .where(
              inArray(
                questions.extId,
                chunk.map((q) => q.id),
              ),
            )
        ).map((q) => [q.extId, q]),
      );
      const fresh: (typeof questions.$inferInsert)[] = [];
      for (const q of chunk) {
        const hash = contentHash(q);
        const row = toRow(q, chapterIds.get(q.chapter) as number, hash);
        const old = existing.get(q.id);
        if (!old) fresh.push(row);
        else if (old.hash === hash || options.addOnly) summary.questions.unchanged++;
        else changed.push({ id: old.id, row });
      }
      if (fresh.length) await tx.insert(questions).values(fresh);
      summary.questions.added += fresh.length;
    }
    for (const { id, row } of changed.sort((a, b) => a.id - b.id)) {
      await tx
        .update(questions)
        .set({ ...row, version: sql`${questions.version} + 1`, updatedAt: sql`now()` })
        .where(eq(questions.id, id));
    }
    summary.questions.updated = changed.length;
    if (summary.questions.added || summary.questions.updated || summary.chapters.added) {
      await tx
        .insert(settings)
        .values({ key: 'exam.bank_version', value: 1 })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`to_jsonb(coalesce((${settings.value} #>> '{}')::int, 0) + 1)`, updatedAt: sql`now()` },
        });
    }
    return summary;
  });
}

function toRow(q: QuestionInput, chapterId: number, hash: string): typeof questions.$inferInsert {
  return {
    extId: q.id,
    subject: q.subject,
    chapterId,
    type: q.type,
    stem: q.stem,
    image: q.image,
    options: q.options,
    answer: q.answer,
    explanation: q.explanation,
    tip: q.tip,
    topics: q.topics,
    banks: q.banks,
    difficulty: q.difficulty,
    curated: q.curated,
    contentHash: hash,
  };
}

/** The whole bank in the import format, so an export re-imports unchanged. */
export async function exportBank(db: Db): Promise<BankFile> {
  const chapters = await db.select().from(questionChapters).orderBy(questionChapters.subject, questionChapters.sort);
  const keyOf = new Map(chapters.map((c) => [c.id, c.key]));
  const rows = await db.select().from(questions).orderBy(questions.subject, questions.chapterId, questions.id);
  return {
    chapters: chapters.map((c) => ({ key: c.key, subject: c.subject as 1 | 4, title: c.title, sort: c.sort })),
    questions: rows.map((q) => asBankQuestion(q, keyOf.get(q.chapterId) as string)),
  };
}

/** A stored question as a bank file holds it (an export, or the base of an edit in the console). */
export function asBankQuestion(q: typeof questions.$inferSelect, chapterKey: string): QuestionInput {
  return {
    id: q.extId,
    subject: q.subject as 1 | 4,
    chapter: chapterKey,
    type: q.type as QuestionInput['type'],
    stem: q.stem,
    options: q.options,
    answer: q.answer,
    explanation: q.explanation,
    tip: q.tip,
    topics: q.topics,
    difficulty: q.difficulty,
    banks: q.banks,
    image: q.image,
    curated: q.curated,
  };
}

/** The questions of a bank file as CSV rows (header first), in the CSV column order. */
export function bankCsvRows(file: BankFile): string[][] {
  const rows = file.questions.map((q) => {
    const options = [...q.options, '', '', '', '', '', ''].slice(0, 6);
    return [
      q.id,
      String(q.subject),
      q.chapter,
      q.type,
      q.stem,
      ...options,
      q.answer,
      q.explanation,
      q.tip ?? '',
      q.topics.join('|'),
      String(q.difficulty),
      q.banks.join('|'),
      q.image ?? '',
      q.curated ? '1' : '0',
    ];
  });
  return [[...CSV_COLUMNS], ...rows];
}
