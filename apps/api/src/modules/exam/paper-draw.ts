import { randomInt } from 'node:crypto';
import type { BankKey, ExamRules, Subject } from '@xueche/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { pictureUrl } from './picture';

/** Drawing a mock-exam paper from the bank (decision 004). */

type QuestionType = 'judge' | 'single' | 'multiple';
const TYPE_ORDER: QuestionType[] = ['judge', 'single', 'multiple'];

/** Splits `n` over groups in proportion to their sizes (largest remainder), never more than a group has. */
export function apportion(n: number, sizes: number[]): number[] {
  const all = sizes.reduce((a, b) => a + b, 0);
  if (all === 0) return sizes.map(() => 0);
  const want = Math.min(n, all);
  const exact = sizes.map((s) => (s * want) / all);
  const out = exact.map(Math.floor);
  let left = want - out.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left === 0) break;
    if ((out[i] as number) < (sizes[i] as number)) {
      out[i] = (out[i] as number) + 1;
      left--;
    }
  }
  return out;
}

/** A shuffled copy (Fisher–Yates). */
function shuffle<T>(items: T[]): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

/** How many questions of one chapter and type the bank holds. */
export interface PoolGroup {
  chapterId: number;
  type: QuestionType;
  size: number;
}

/**
 * How many questions to draw from each chapter and type: each type's share from the rules' mix,
 * spread over the chapters in proportion to their size in the bank; where a type runs short, the
 * other groups with questions to spare fill in (multiple choice only where the rules allow it).
 */
export function paperQuotas(groups: PoolGroup[], rules: ExamRules): number[] {
  const quotas = groups.map(() => 0);
  for (const type of TYPE_ORDER) {
    const members = groups.flatMap((g, i) => (g.type === type ? [i] : []));
    const shares = apportion(
      rules.mix[type],
      members.map((i) => (groups[i] as PoolGroup).size),
    );
    members.forEach((i, k) => {
      quotas[i] = shares[k] ?? 0;
    });
  }
  const drawn = quotas.reduce((a, b) => a + b, 0);
  if (drawn < rules.questions) {
    const allowed = groups.map((g) => (g.type !== 'multiple' || rules.mix.multiple > 0 ? g.size : 0));
    const extra = apportion(
      rules.questions - drawn,
      allowed.map((size, i) => size - (quotas[i] ?? 0)),
    );
    extra.forEach((n, i) => {
      quotas[i] = (quotas[i] ?? 0) + n;
    });
  }
  return quotas;
}

interface Pool {
  version: number;
  groups: PoolGroup[];
  /** Question ids of each group, in the order of `groups`. */
  ids: number[][];
}

/** Each process keeps the bank's ids per subject and vehicle group until an import changes the bank. */
const pools = new WeakMap<Db, Map<string, Pool>>();

/** `read` runs the query when the pool is not kept (a transaction on `db`); `db` keys the cache. */
async function poolOf(db: Db, subject: Subject, bank: BankKey, version: number, read: Db): Promise<Pool> {
  let byKey = pools.get(db);
  if (!byKey) {
    byKey = new Map();
    pools.set(db, byKey);
  }
  const key = `${subject}:${bank}`;
  const cached = byKey.get(key);
  if (cached?.version === version) return cached;
  const rows = await read
    .select({ id: questions.id, chapterId: questions.chapterId, type: questions.type })
    .from(questions)
    .where(and(eq(questions.subject, subject), sql`${questions.banks} @> array[${bank}]::text[]`));
  const index = new Map<string, number>();
  const pool: Pool = { version, groups: [], ids: [] };
  for (const row of rows) {
    const groupKey = `${row.chapterId}:${row.type}`;
    let i = index.get(groupKey);
    if (i === undefined) {
      i = pool.groups.length;
      index.set(groupKey, i);
      pool.groups.push({ chapterId: row.chapterId, type: row.type as QuestionType, size: 0 });
      pool.ids.push([]);
    }
    (pool.groups[i] as PoolGroup).size++;
    pool.ids[i]?.push(row.id);
  }
  byKey.set(key, pool);
  return pool;
}

/** A question as a paper shows it: no answer, no explanation. */
export interface PaperQuestion {
  id: number;
  type: QuestionType;
  stem: string;
  image: string | null;
  options: string[];
}

/** A question as read for a paper, before its type is narrowed. */
export type QuestionRead = Omit<PaperQuestion, 'type'> & { type: string };

/** The questions papers have shown, kept like the pools: until an import changes the bank. */
const shown = new WeakMap<Db, { version: number; byId: Map<number, PaperQuestion> }>();

function shownOf(db: Db, version: number): Map<number, PaperQuestion> {
  let cache = shown.get(db);
  if (cache?.version !== version) {
    cache = { version, byId: new Map() };
    shown.set(db, cache);
  }
  return cache.byId;
}

/** Of a paper's questions, those no paper has shown since the bank changed: read them and hand them to `keepShown`. */
export function unshownQuestions(db: Db, ids: number[], version: number): number[] {
  const byId = shownOf(db, version);
  return ids.filter((id) => !byId.has(id));
}

/** Questions read for a paper (by `paperQuestions`, or with a new paper's write), kept for the next papers. */
export function keepShown(db: Db, version: number, rows: QuestionRead[]) {
  const byId = shownOf(db, version);
  for (const row of rows) byId.set(row.id, { ...row, type: row.type as QuestionType, image: pictureUrl(row.image) });
}

/** The questions of a paper, in its order; only those no paper has shown since the bank changed are read. */
export async function paperQuestions(db: Db, ids: number[], version: number): Promise<PaperQuestion[]> {
  const missing = unshownQuestions(db, ids, version);
  if (missing.length) {
    const rows = await db
      .select({
        id: questions.id,
        type: questions.type,
        stem: questions.stem,
        image: questions.image,
        options: questions.options,
      })
      .from(questions)
      .where(inArray(questions.id, missing));
    keepShown(db, version, rows);
  }
  const byId = shownOf(db, version);
  // A question deleted from the bank since the paper was drawn is left out, as before.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** k distinct random elements, without copying a large group. */
function sample(items: number[], k: number): number[] {
  const picked = new Set<number>();
  const n = Math.min(k, items.length);
  while (picked.size < n) picked.add(randomInt(items.length));
  return [...picked].map((i) => items[i] as number);
}

/**
 * Draws a paper: quotas per chapter and type, a random pick in each. Judge, then single, then multiple, as on
 * the real exam. `read` reads a pool not yet kept (the caller's transaction).
 */
export async function drawPaper(
  db: Db,
  subject: Subject,
  bank: BankKey,
  rules: ExamRules,
  version: number,
  read: Db = db,
): Promise<number[]> {
  const pool = await poolOf(db, subject, bank, version, read);
  const quotas = paperQuotas(pool.groups, rules);
  const have = quotas.reduce((a, b) => a + b, 0);
  if (have < rules.questions) {
    throw new AppError(409, 'bank_too_small', { need: String(rules.questions), have: String(have) });
  }
  return TYPE_ORDER.flatMap((type) =>
    shuffle(pool.groups.flatMap((g, i) => (g.type === type ? sample(pool.ids[i] ?? [], quotas[i] ?? 0) : []))),
  );
}
