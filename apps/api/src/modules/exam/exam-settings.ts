// A subject's mock-exam rules and the question bank's version, as the settings hold them.
import type { ExamRules, Subject } from '@xueche/contract';
import type { Db } from '../../db/client';
import { readSettings, type Settings } from '../settings';

export async function examRules(db: Db, subject: Subject): Promise<ExamRules> {
  return (await examSettings(db, subject)).rules;
}

/** A subject's mock-exam rules and the question bank's version, in one read. */
export async function examSettings(db: Db, subject: Subject): Promise<{ rules: ExamRules; version: number }> {
  const keys = examSettingKeys(subject);
  return examSettingsOf(await readSettings(db, [...keys]), subject);
}

export const examSettingKeys = (subject: Subject) => [rulesKey(subject), 'exam.bank_version'] as const;
const rulesKey = (subject: Subject) => (subject === 1 ? 'exam.rules.1' : 'exam.rules.4');

export function examSettingsOf(
  s: Pick<Settings, 'exam.rules.1' | 'exam.rules.4' | 'exam.bank_version'>,
  subject: Subject,
): { rules: ExamRules; version: number } {
  const r = s[rulesKey(subject)];
  return { rules: { ...r, total: r.questions * r.points_each }, version: s['exam.bank_version'] };
}
