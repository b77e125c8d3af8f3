import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { defaultDocuments, type LocalText, type StoredDocument } from './documents';

/** Operator switches (the switch data, docs/glossary.md) and their defaults when nobody has set them. */
const defaults = {
  'gzh.on': 0,
  'gzh.name': '',
  'gzh.qr': '',
  'coach.reg_open': 0,
  'coach.reg_img': [] as string[],
  'notice.current': '',
  /** Mock-exam rules per subject (docs/domain.md#the-theory-exams); mix = questions of each type in a paper. */
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
  /**
   * Commission on a paid order, in basis points (2000 = 20 %): to the student's coach, and to the coach who
   * recruited that coach. Every rate here is whole basis points, worked out by platform/money.ts.
   */
  'commission.l1_bp': 2000,
  'commission.l2_bp': 500,
  /** An unpaid order closes after this many minutes. */
  'order.close_minutes': 15,
  /** Withdrawals above this many fen wait for an operator's approval. */
  'withdrawal.review_above_fen': 50000,
  /** The wallet page's rules, one per line; {min} and {review_above} become amounts in yuan. */
  'withdrawal.rules_text': [
    '完成教练认证后才能提现。',
    '单笔最低提现 {min} 元，最多为当前可提现余额。',
    '单笔超过 {review_above} 元需人工审核，一般 1 个工作日内处理。',
    '提现通过微信支付商家转账发放，请在微信中点“确认收款”，确认后一般即时到账微信零钱。',
    '24 小时内未确认收款、收款失败或审核未通过的，金额全部退回余额。',
  ].join('\n'),
  /** Coach levels by points; a level's bonus (basis points) is added to the level-1 rate of the coach's sales. */
  'coach.levels': [
    { level: 1, points: 0, bonus_bp: 0 },
    { level: 2, points: 200, bonus_bp: 200 },
    { level: 3, points: 1000, bonus_bp: 500 },
  ] as { level: number; points: number; bonus_bp: number }[],
  /** Points a coach earns: a student bound, a coach recruited, and per yuan of a bound student's paid order. */
  'coach.points.student_bound': 10,
  'coach.points.coach_recruited': 50,
  'coach.points.per_yuan': 1,
  /**
   * The new-member offer (v1/user/new-member): the product (by slug; '' = no offer) a student may buy
   * at `price_fen` within `days` of their first login, as long as they have never paid for an order.
   */
  'new_member.product': '',
  'new_member.price_fen': 990,
  'new_member.days': 7,
  /** The shuttle: a passenger may cancel a booking until this many minutes before the trip leaves. */
  'pin.cancel_cutoff_minutes': 120,
  /**
   * On-site practice at an exam field (v2/k2/kc-*): the day's slots and places in each, for every field
   * without slots of its own (site_fields.practice_slots), and how many days ahead one may apply.
   */
  'site.practice_slots': [
    { slot: '08:00-10:00', capacity: 4 },
    { slot: '10:00-12:00', capacity: 4 },
    { slot: '14:00-16:00', capacity: 4 },
    { slot: '16:00-18:00', capacity: 4 },
  ] as { slot: string; capacity: number }[],
  'site.practice_days_ahead': 30,
  /**
   * Coach-for-hire (issue 15): a paid booking cancelled until this many hours before its start refunds in
   * full, none after; the platform keeps `fee_bp` basis points of a done session's price (2000 = 20 %), the
   * coach earns the rest.
   * An unpaid booking holds its hours for `order.close_minutes`, as any order waits.
   */
  'train.refund_hours': 24,
  'train.fee_bp': 2000,
  /** Wishes a person may make on the wish wall per China day. */
  'wish.daily_limit': 3,
  /**
   * Customer service ('/service'): a phone number to call, service hours (one text, or `{ zh, en }`) and
   * an email address; '' leaves one out. The official account shown beside them is `gzh.name`/`gzh.qr`.
   */
  'support.phone': '',
  'support.hours': '' as LocalText,
  'support.email': '',
  /** The privacy policy and the user terms ('/about/privacy', '/about/terms'); see documents.ts. */
  'doc.privacy': defaultDocuments.privacy as StoredDocument,
  'doc.terms': defaultDocuments.terms as StoredDocument,
};

export type Settings = typeof defaults;

export async function readSettings<K extends keyof Settings>(db: Db, keys: K[]): Promise<Pick<Settings, K>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  return withDefaults(Object.fromEntries(rows.map((r) => [r.key, r.value])), keys);
}

/** The same read as a column of another statement, saving a round trip; `withDefaults` completes it. */
export function settingsColumn(keys: (keyof Settings)[]): SQL<Record<string, unknown> | null> {
  return sql`(select jsonb_object_agg(${settings.key}, ${settings.value}) from ${settings} where ${inArray(settings.key, keys)})`;
}

/** Stored values by key, the defaults for keys nobody has set. */
export function withDefaults<K extends keyof Settings>(stored: Record<string, unknown> | null, keys: K[]) {
  const out = {} as Pick<Settings, K>;
  for (const key of keys) out[key] = (stored && key in stored ? stored[key] : defaults[key]) as Settings[K];
  return out;
}
