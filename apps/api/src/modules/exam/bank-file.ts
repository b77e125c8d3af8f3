import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { namesKnownAtlasEntry } from './picture';

/**
 * Reading and checking question-bank files (docs/question-bank.md). Pure: what needs the database
 * (which chapters, topics and banks exist) is passed in.
 */

export interface ChapterInput {
  key: string;
  subject: 1 | 4;
  title: string;
  sort: number;
}

export interface QuestionInput {
  id: string;
  subject: 1 | 4;
  chapter: string;
  type: 'judge' | 'single' | 'multiple';
  stem: string;
  options: string[];
  answer: string;
  explanation: string;
  tip: string | null;
  topics: string[];
  difficulty: number;
  banks: string[];
  image: string | null;
  curated: boolean;
}

/** One problem in a file: where (CSV line, or JSON index), which question and field, and what is wrong. */
export interface BankFileError {
  where: string;
  id?: string;
  field: string;
  message: string;
}

export interface BankFile {
  chapters: ChapterInput[];
  questions: QuestionInput[];
}

export interface KnownKeys {
  /** Chapter key → subject, of chapters already in the bank. */
  chapters: Map<string, number>;
  topics: Set<string>;
  banks: Set<string>;
}

export const CSV_COLUMNS = [
  'id',
  'subject',
  'chapter',
  'type',
  'stem',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'option_e',
  'option_f',
  'answer',
  'explanation',
  'tip',
  'topics',
  'difficulty',
  'banks',
  'image',
  'curated',
] as const;

const JUDGE_OPTIONS = ['正确', '错误'];
const key = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'use 1–64 letters, digits, _ or -');
const subject = z.union([z.literal(1), z.literal(4)], { error: 'must be 1 or 4' });
const text = (min: number, max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(min, `needs at least ${min} characters`)
    .max(max, `is longer than ${max} characters`);

const Chapter = z.object({
  key,
  subject,
  title: text(2, 60),
  sort: z.number().int().min(0).max(10_000).default(0),
});

const Question = z
  .object({
    id: key,
    subject,
    chapter: key,
    type: z.enum(['judge', 'single', 'multiple'], { error: 'must be judge, single or multiple' }),
    stem: text(4, 500),
    options: z
      .array(text(1, 200), { error: 'must be a list of options' })
      .min(2, 'needs at least 2 options')
      .max(6, 'has more than 6 options'),
    answer: z
      .string({ error: 'is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-F]{1,6}$/, 'must be option letters like A or ACD'),
    explanation: text(4, 2000),
    tip: text(1, 100)
      .nullish()
      .transform((v) => v ?? null),
    topics: z.array(z.string()).default([]),
    difficulty: z
      .number({ error: 'must be a number from 1 to 5' })
      .int('must be a whole number')
      .min(1, 'must be 1–5')
      .max(5, 'must be 1–5'),
    banks: z.array(z.string()).min(1, 'needs at least one bank').default(['car']),
    image: z
      .string()
      .trim()
      .regex(
        /^(\/static\/[A-Za-z0-9_./-]+|https:\/\/\S+|atlas:\S+)$/,
        'must be a /static/ path, an https:// URL or atlas:<key>',
      )
      .max(500)
      .refine((v) => !v.startsWith('atlas:') || namesKnownAtlasEntry(v), 'names no entry of the atlas')
      .nullish()
      .transform((v) => v || null),
    curated: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const letters = [...q.answer];
    if (new Set(letters).size !== letters.length || letters.join('') !== [...letters].sort().join('')) {
      issue('answer', 'letters must be in order without repeats, e.g. ACD');
    }
    const last = String.fromCharCode(64 + q.options.length);
    if (letters.some((l) => l > last)) issue('answer', `names an option beyond ${last}`);
    if (q.type === 'judge') {
      if (q.options.length !== 2 || q.options[0] !== JUDGE_OPTIONS[0] || q.options[1] !== JUDGE_OPTIONS[1]) {
        issue('options', 'a judge question has exactly the options 正确, 错误');
      }
    }
    if (q.type === 'multiple') {
      if (q.options.length < 3) issue('options', 'a multiple-choice question needs at least 3 options');
      if (letters.length < 2) issue('answer', 'a multiple-choice answer names at least two options');
      if (q.subject === 1) issue('type', 'subject one has no multiple-choice questions');
    } else if (letters.length !== 1) {
      issue('answer', `a ${q.type} question has exactly one right option`);
    }
  });

/** Checks every row; returns what can be imported, or every problem found. */
export function checkBankFile(
  rows: { where: string; question: unknown }[],
  fileChapters: { where: string; value: unknown }[],
  known: KnownKeys,
): { ok: true; file: BankFile } | { ok: false; errors: BankFileError[] } {
  const errors: BankFileError[] = [];
  const chapters: ChapterInput[] = [];
  const chapterSubject = new Map(known.chapters);

  for (const { where, value } of fileChapters) {
    const parsed = Chapter.safeParse(value);
    if (!parsed.success) {
      for (const i of parsed.error.issues)
        errors.push({ where, field: `chapter.${String(i.path[0] ?? '')}`, message: i.message });
      continue;
    }
    const c = parsed.data;
    const existing = known.chapters.get(c.key);
    if (existing !== undefined && existing !== c.subject) {
      errors.push({ where, field: 'chapter.subject', message: `chapter ${c.key} belongs to subject ${existing}` });
      continue;
    }
    if (chapters.some((x) => x.key === c.key)) {
      errors.push({ where, field: 'chapter.key', message: `chapter ${c.key} appears twice` });
      continue;
    }
    chapters.push(c);
    chapterSubject.set(c.key, c.subject);
  }

  const questions: QuestionInput[] = [];
  const seen = new Map<string, string>();
  for (const row of rows) {
    const parsed = Question.safeParse(row.question);
    const rawId = (row.question as { id?: unknown } | null)?.id;
    const id = typeof rawId === 'string' ? rawId : undefined;
    if (!parsed.success) {
      for (const i of parsed.error.issues) {
        errors.push({ where: row.where, id, field: String(i.path[0] ?? 'row'), message: i.message });
      }
      continue;
    }
    const q = parsed.data;
    const problems: [string, string][] = [];
    const first = seen.get(q.id);
    if (first) problems.push(['id', `the same id is already used at ${first}`]);
    const sub = chapterSubject.get(q.chapter);
    if (sub === undefined) problems.push(['chapter', `unknown chapter ${q.chapter}`]);
    else if (sub !== q.subject) problems.push(['chapter', `chapter ${q.chapter} is a subject ${sub} chapter`]);
    const badTopics = q.topics.filter((t) => !known.topics.has(t));
    if (badTopics.length) problems.push(['topics', `unknown topic ${badTopics.join(', ')}`]);
    const badBanks = q.banks.filter((b) => !known.banks.has(b));
    if (badBanks.length) problems.push(['banks', `unknown bank ${badBanks.join(', ')}`]);
    for (const [field, message] of problems) errors.push({ where: row.where, id: q.id, field, message });
    if (!first) seen.set(q.id, row.where);
    if (!problems.length)
      questions.push({ ...q, topics: [...new Set(q.topics)].sort(), banks: [...new Set(q.banks)].sort() });
  }
  return errors.length ? { ok: false, errors } : { ok: true, file: { chapters, questions } };
}

/** Reads a JSON bank file into rows to check. */
export function readJsonBank(
  textContent: string,
): { chapters: { where: string; value: unknown }[]; rows: { where: string; question: unknown }[] } | BankFileError {
  let data: unknown;
  try {
    data = JSON.parse(textContent);
  } catch (error) {
    return { where: 'file', field: 'json', message: `not valid JSON: ${(error as Error).message}` };
  }
  const shape = z
    .object({ chapters: z.array(z.unknown()).default([]), questions: z.array(z.unknown()).default([]) })
    .safeParse(data);
  if (!shape.success)
    return { where: 'file', field: 'json', message: 'expected an object with "chapters" and "questions" lists' };
  return {
    chapters: shape.data.chapters.map((value, i) => ({ where: `chapters[${i}]`, value })),
    rows: shape.data.questions.map((question, i) => ({ where: `questions[${i}]`, question })),
  };
}

/** Reads a CSV bank file into rows (same shape as JSON questions) with their line numbers. */
export function readCsvBank(
  textContent: string,
): { chapters: { where: string; value: unknown }[]; rows: { where: string; question: unknown }[] } | BankFileError {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(textContent.replace(/^\uFEFF/, ''), {
      columns: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: false,
    });
  } catch (error) {
    return { where: 'file', field: 'csv', message: (error as Error).message };
  }
  const header = records[0] ? Object.keys(records[0].record) : [];
  const missing = ['id', 'subject', 'chapter', 'type', 'stem', 'answer', 'explanation', 'difficulty'].filter(
    (c) => records.length && !header.includes(c),
  );
  if (missing.length) return { where: 'line 1', field: 'header', message: `missing column ${missing.join(', ')}` };
  const list = (v: string | undefined) =>
    (v ?? '')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean);
  const num = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number(v));
  return {
    chapters: [],
    rows: records.map(({ record: r, info }) => {
      const options = ['a', 'b', 'c', 'd', 'e', 'f'].map((l) => r[`option_${l}`] ?? '').filter((o) => o.trim() !== '');
      const banks = list(r.banks);
      return {
        where: `line ${info.lines}`,
        question: {
          id: r.id,
          subject: num(r.subject),
          chapter: r.chapter,
          type: r.type,
          stem: r.stem,
          options,
          answer: r.answer,
          explanation: r.explanation,
          tip: r.tip || null,
          topics: list(r.topics),
          difficulty: num(r.difficulty),
          banks: banks.length ? banks : undefined,
          image: r.image || null,
          curated: r.curated === '1' || r.curated?.toLowerCase() === 'true',
        },
      };
    }),
  };
}

/** A fingerprint of what a question says: a re-import with the same content changes nothing. */
export function contentHash(q: QuestionInput): string {
  const canonical = [
    q.subject,
    q.chapter,
    q.type,
    q.stem,
    q.options,
    q.answer,
    q.explanation,
    q.tip,
    q.topics,
    q.difficulty,
    q.banks,
    q.image,
    q.curated,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex').slice(0, 32);
}
