import type { Db } from '../../db/client';
import type { Lang } from '../../platform/messages';
import { entriesOf } from './ledger.service';

/** What each kind of ledger entry is called on the coach's transactions page. */
const LABELS = {
  commission_l1: { zh: '佣金', en: 'Commission' },
  commission_l2: { zh: '二级佣金', en: 'Sub-coach commission' },
  reversal_l1: { zh: '退款冲减', en: 'Refund deduction' },
  reversal_l2: { zh: '退款冲减（二级）', en: 'Refund deduction (sub-coach)' },
  refund_closed_l1: { zh: '退款取消返还', en: 'Refund cancelled, returned' },
  refund_closed_l2: { zh: '退款取消返还（二级）', en: 'Refund cancelled, returned (sub-coach)' },
  withdrawal: { zh: '提现', en: 'Withdrawal' },
  withdrawal_return: { zh: '提现退回', en: 'Withdrawal returned' },
  // Coach for hire: a done session's price less the platform fee, and what a refund of it takes back or returns.
  train_earning: { zh: '陪练收入', en: 'Coaching session' },
  train_reversal: { zh: '陪练退款冲减', en: 'Coaching refund deduction' },
  train_refund_closed: { zh: '陪练退款取消返还', en: 'Coaching refund cancelled, returned' },
} as const;

export type LedgerKind = keyof typeof LABELS;

/** A kind's name in a language (an unknown kind is shown as it is stored). */
export const ledgerLabel = (kind: string, lang: Lang): string => LABELS[kind as LedgerKind]?.[lang] ?? kind;

/** A page of the coach's ledger, newest first, each entry with its kind's name in the caller's language. */
export async function ledgerPage(db: Db, coachId: number, page: number, num: number, lang: Lang) {
  const found = await entriesOf(db, coachId, page, num);
  return {
    total: found.total,
    page: found.page,
    num: found.num,
    list: found.list.map((r) => {
      const kind = r.kind as LedgerKind;
      return {
        id: r.id,
        kind,
        label: ledgerLabel(kind, lang),
        amount: r.amount,
        order_no: r.orderNo,
        order_title: r.orderTitle,
        student: r.student,
        created_at: r.createdAt,
      };
    }),
  };
}
