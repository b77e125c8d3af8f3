import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/** Operator switches (SPEC "switch data") and their defaults when nobody has set them. */
const defaults = {
  'gzh.on': 0,
  'gzh.name': '',
  'gzh.qr': '',
  'coach.reg_open': 0,
  'coach.reg_img': [] as string[],
  'notice.current': '',
  /** Mock-exam rules per subject (../shared/DOMAIN.md); mix = questions of each type in a paper. */
  'exam.rules.1': {
    questions: 100,
    minutes: 45,
    points_each: 1,
    pass_mark: 90,
    mix: { judge: 40, single: 60, multiple: 0 },
  },
  'exam.rules.4': {
    questions: 50,
    minutes: 30,
    points_each: 2,
    pass_mark: 90,
    mix: { judge: 20, single: 20, multiple: 10 },
  },
  /** A question leaves the wrong-answer book after this many right answers in a row. */
  'exam.book_clear_streak': 3,
  /** Raised by every import that changes the bank: processes reload their cached question pools. */
  'exam.bank_version': 0,
  /** Commission on a paid order: to the student's coach, and to the coach who recruited that coach. */
  'commission.l1_rate': 0.2,
  'commission.l2_rate': 0.05,
  /** An unpaid order closes after this many minutes. */
  'order.close_minutes': 15,
};

export type Settings = typeof defaults;

export async function readSettings<K extends keyof Settings>(db: Db, keys: K[]): Promise<Pick<Settings, K>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  const out = {} as Pick<Settings, K>;
  for (const key of keys) {
    const row = rows.find((r) => r.key === key);
    out[key] = (row ? row.value : defaults[key]) as Settings[K];
  }
  return out;
}
