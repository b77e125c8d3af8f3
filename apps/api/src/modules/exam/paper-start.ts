// Starting a mock exam: the draw and its one call to the database (docs/performance.md, "The paper draw in one call").
import { randomBytes } from 'node:crypto';
import type { BankKey, Paper, Subject } from '@xueche/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedStatement, slot } from '../../db/named-statement';
import { AppError } from '../../platform/errors';
import { withDefaults } from '../settings';
import { examSettingKeys, examSettingsOf } from './exam-settings';
import { type PaperRow, paperView } from './paper.service';
import { drawPaper, keepShown, type QuestionRead, unshownQuestions } from './paper-draw';

function paperId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return [...randomBytes(20)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** A subject's settings as stored (null: none stored, the defaults hold), as `exam_paper_start` compares them. */
type StoredSettings = Record<string, unknown> | null;

const readStoredSettings = namedStatement<{ settings: StoredSettings }>(
  'paper_settings',
  sql`select (select jsonb_object_agg(key, value) from settings where key = any(${slot('keys')}::text[])) as settings`,
);

/**
 * Stores a drawn paper, in one call of the database function `exam_paper_start` (migration 0025): under a lock
 * per person, so a double tap cannot leave two open papers, it checks the rules the paper was drawn with are
 * still the stored ones, abandons the open paper of the subject (it never counts), stores this one and returns
 * its questions not shown yet (`unshown`), which the paper then shows; or, when the rules changed, writes
 * nothing and returns them.
 */
const startPaper = namedStatement<{ stale: boolean; stored: StoredSettings } & QuestionRead>(
  'paper_start',
  sql`select stale, stored_settings as stored, question_id as id, question_type as type, question_stem as stem,
      question_image as image, question_options as options
    from exam_paper_start(${slot('userId')}::int, ${slot('subject')}::smallint, ${slot('keys')}::text[],
      ${slot('expected')}::jsonb, ${slot('id')}::text, ${slot('bank')}::text, ${slot('questionIds')}::int[],
      ${slot('pointsEach')}::smallint, ${slot('passMark')}::smallint, ${slot('stopOnFail')}::boolean,
      ${slot('startedAt')}::timestamptz, ${slot('deadlineAt')}::timestamptz, ${slot('unshown')}::int[])`,
);

/** The exam settings each process last saw per subject; `exam_paper_start` tells when they are out of date. */
const seenSettings = new WeakMap<Db, Map<Subject, StoredSettings>>();

/**
 * Draws and stores a paper: with the subject's rules as this process last saw them, one round trip (the
 * statement prepared by name); the first draw of a process, or one after the rules changed, reads them
 * first. The questions come from what papers have shown, and the write returns the others.
 */
export async function createPaper(
  db: Db,
  userId: number,
  subject: Subject,
  bank: BankKey,
  stopOnFail = false,
): Promise<Paper> {
  const keys = examSettingKeys(subject);
  let seen = seenSettings.get(db);
  if (!seen) {
    seen = new Map();
    seenSettings.set(db, seen);
  }
  let stored = seen.has(subject)
    ? (seen.get(subject) ?? null)
    : ((await readStoredSettings(db, { keys }))[0]?.settings ?? null);
  // A second try only if the rules changed between the read and the write.
  for (let attempt = 0; ; attempt++) {
    const settings = examSettingsOf(withDefaults(stored, [...keys]), subject);
    const { rules, version } = settings;
    const ids = await drawPaper(db, subject, bank, rules, version);
    const startedAt = new Date();
    const row: PaperRow = {
      id: paperId(),
      userId,
      subject,
      bank,
      questionIds: ids,
      pointsEach: rules.points_each,
      passMark: rules.pass_mark,
      stopOnFail,
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + rules.minutes * 60_000),
      submittedAt: null,
      score: null,
      passed: null,
      timeUsedS: null,
    };
    const rows = await startPaper(db, {
      ...row,
      keys,
      expected: stored === null ? null : JSON.stringify(stored),
      startedAt: row.startedAt.toISOString(),
      deadlineAt: row.deadlineAt.toISOString(),
      unshown: unshownQuestions(db, ids, version),
    });
    const stale = rows.find((r) => r.stale);
    if (stale && attempt === 0) {
      stored = stale.stored;
      seen.set(subject, stored);
      continue;
    }
    if (stale) throw new AppError(409, 'exam_rules_changed');
    seen.set(subject, stored);
    keepShown(
      db,
      version,
      rows.map(({ id, type, stem, image, options }) => ({ id, type, stem, image, options })),
    );
    return paperView(db, row, {}, null, settings);
  }
}
