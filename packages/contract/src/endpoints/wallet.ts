import { z } from 'zod';
import { paged } from '../content-schemas';
import { get, post } from '../endpoint';
import { num, page } from '../exam-schemas';
import { id } from '../schemas';

/** Endpoints of the coach workspace (issue 6): the wallet, withdrawals through WeChat Pay 商家转账, the ledger. */

/** A withdrawal as the coach sees it. Amounts in fen. */
const Withdrawal = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  /**
   * reviewing (an operator must approve it), transferring (on its way at WeChat Pay),
   * wait_user_confirm (the coach must accept it in WeChat), success (paid),
   * failed / cancelled (the money is back in the balance).
   */
  status: z.enum(['reviewing', 'transferring', 'wait_user_confirm', 'success', 'failed', 'cancelled']),
  /** Why it failed: an operator's reason, or WeChat Pay's fail_reason code. */
  fail_reason: z.string(),
  out_bill_no: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
  /** While it waits for the coach: the parameters of `WeixinJSBridge.invoke('requestMerchantTransfer', …)`. */
  confirm: z.object({ mchId: z.string(), appId: z.string(), package: z.string() }).nullable(),
});

/** Withdraw `amount` fen of the balance. The same request_key asks once (the same withdrawal back). */
export const walletDeposit = post('/v1/coach/deposit', {
  auth: true,
  body: z.object({
    /** Fen; the rules (at least 100, at most the balance) are checked by the server with their own sentences. */
    amount: z.coerce.number().int(),
    /** Made by the client for each attempt: a retry after a lost reply sends the same key. */
    request_key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  }),
  response: Withdrawal,
});

/** The coach's withdrawals, newest first; ones still under way are checked with WeChat Pay. */
export const cashList = get('/v1/cash/list', {
  auth: true,
  query: z.object({ page, num }),
  response: paged(Withdrawal),
});

/** One of the coach's withdrawals, checked with WeChat Pay while under way (another coach's: 404). */
export const cashOne = get('/v1/cash/one', {
  auth: true,
  query: z.object({ id }),
  response: Withdrawal,
});

/** The withdrawal rules, and what the wallet page needs to apply them. */
export const cashTxt = get('/v2/user/cash-txt', {
  auth: true,
  response: z.object({
    /** The rules, one per line (an operator setting). */
    content: z.string(),
    /** Fen. */
    min_amount: z.number().int(),
    /** Fen: larger withdrawals wait for an operator. */
    review_above: z.number().int(),
    /** Only an approved coach may withdraw. */
    cert_status: z.enum(['none', 'pending', 'approved', 'rejected']),
  }),
});

/** The coach's ledger ('/coach-transactions'): every movement of their money, newest first. */
export const cashLedger = get('/v1/cash/ledger', {
  auth: true,
  query: z.object({ page, num }),
  response: paged(
    z.object({
      id: z.number().int(),
      kind: z.enum([
        'commission_l1',
        'commission_l2',
        'reversal_l1',
        'reversal_l2',
        'refund_closed_l1',
        'refund_closed_l2',
        'withdrawal',
        'withdrawal_return',
        // Coach for hire (issue 15): a done session's earnings, and a refund's reversal or its return.
        'train_earning',
        'train_reversal',
        'train_refund_closed',
      ]),
      /** What the kind is called, in the caller's language. */
      label: z.string(),
      /** Signed fen: credits positive, reversals and withdrawals negative. */
      amount: z.number().int(),
      order_no: z.string().nullable(),
      order_title: z.string().nullable(),
      student: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
