import { z } from 'zod';
import { ops } from '../../endpoint';
import { id } from '../../schemas';
import { PracticeApplication, PracticeState } from '../../site-schemas';
import { WishState } from '../../wish-schemas';
import { adminOrderRefund } from '../admin/finance';
import {
  adminCertificationDecide,
  adminPinOwnerDecide,
  CertificationItem,
  PinOwnerItem,
  SitePracticeItem,
  WithdrawalItem,
} from '../admin/reviews';
import { adminTrainCheckDecide, TrainCheckItem } from '../admin/train-checks';

/**
 * The operator commands' reviews and decisions (`coach:*`, `withdrawal:*`, `pin:*`, `train:*`, `site:pending`,
 * `site:decide`, `wish:*`, `refund`). Each decides through the same service, and leaves the same audit line,
 * as the console's decision of the same name; lists of identity photos are audited too.
 */

const int = z.number().int();
const Decision = z.enum(['approve', 'reject']);
/** A reason the person reads; a rejection needs one (the area says so in a 400). */
const Review = z.object({ decision: Decision, reason: z.string().max(200).default('') });
const statusQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') });

export const opsCertifications = ops('GET', '/ops/coach/certifications', {
  response: z.object({ list: z.array(CertificationItem), links_expire_at: z.string() }),
});

export const opsCertificationFile = ops('GET', '/ops/coach/certifications/:id/files/:which', {
  params: z.object({ id, which: z.enum(['id_front', 'id_back', 'licence']) }),
  response: z.string(),
  file: 'image/jpeg',
});

export const opsCertificationReview = ops('POST', '/ops/coach/certifications/:id/review', {
  params: z.object({ id }),
  body: Review,
  response: adminCertificationDecide.response.extend({ reviewed_at: z.string() }),
});

export const opsWithdrawals = ops('GET', '/ops/withdrawals/pending', {
  response: z.object({ list: z.array(WithdrawalItem) }),
});

export const WithdrawalTrailItem = z.object({ event: z.string(), actor: z.string(), at: z.string() });

export const opsWithdrawalReview = ops('POST', '/ops/withdrawals/review', {
  body: z
    .object({
      id: int.positive(),
      decision: Decision,
      reason: z.string().trim().max(80).default(''),
      /** Who decided, for the audit trail (the CLI sends the operator's login name). */
      operator: z.string().trim().min(1).max(40).default('ops'),
    })
    // The coach reads why: a rejection must say.
    .refine((r) => r.decision === 'approve' || r.reason.length > 0, { path: ['reason'], message: 'required' }),
  response: z.object({
    withdrawal: z.object({
      id: int,
      amount: int,
      status: z.string(),
      fail_reason: z.string().nullable(),
      out_bill_no: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
      finished_at: z.string().nullable(),
      confirm: z.record(z.string(), z.unknown()).nullable(),
    }),
    trail: z.array(WithdrawalTrailItem),
  }),
});

export const opsPinOwners = ops('GET', '/ops/pin/owners', {
  query: statusQuery,
  response: z.object({ list: z.array(PinOwnerItem), links_expire_at: z.string() }),
});

export const opsPinOwnerReview = ops('POST', '/ops/pin/owners/:user_id/review', {
  params: z.object({ user_id: id }),
  body: Review,
  response: adminPinOwnerDecide.response,
});

export const opsTrainChecks = ops('GET', '/ops/train/checks', {
  query: statusQuery,
  response: z.object({ list: z.array(TrainCheckItem), links_expire_at: z.string() }),
});

export const opsTrainCheckReview = ops('POST', '/ops/train/checks/:id/review', {
  params: z.object({ id }),
  body: Review,
  response: adminTrainCheckDecide.response,
});

/** Sandbox only: the paid session's hours end a minute ago, so its end-of-session steps can be tried. */
export const opsTrainEndSession = ops('POST', '/ops/train/bookings/:id/end-session', {
  params: z.object({ id }),
  response: z.object({ id: int, start: z.string(), end: z.string() }),
});

export const opsSitePractice = ops('GET', '/ops/site/applications', {
  query: z.object({ status: PracticeState.default('pending') }),
  response: z.object({ list: z.array(SitePracticeItem) }),
});

/** The student sees the reply (needed for a rejection) and is texted. */
export const opsSitePracticeDecide = ops('POST', '/ops/site/applications/:id/decide', {
  params: z.object({ id }),
  body: z.object({ decision: Decision, reply: z.string().max(200).default('') }),
  response: PracticeApplication,
});

export const OpsWish = z.object({
  id: int,
  content: z.string(),
  state: WishState,
  votes: int,
  answer: z.string().nullable(),
  uid: z.string(),
  nickname: z.string(),
  created_at: z.string(),
});

export const opsWishes = ops('GET', '/ops/wishes', {
  query: z.object({ state: WishState.optional(), limit: z.coerce.number().int().min(1).max(500).default(50) }),
  response: z.object({ list: z.array(OpsWish) }),
});

export const opsWishAnswer = ops('POST', '/ops/wishes/:id/answer', {
  params: z.object({ id }),
  body: z.object({
    state: WishState,
    /** What everyone reads under the wish. */
    answer: z.string().trim().min(1).max(500),
    /** Who answered, for the audit log (the CLI sends the operator's login name). */
    operator: z.string().trim().min(1).max(40).default('ops'),
  }),
  response: z.object({ id: int, state: WishState, answer: z.string().nullable(), votes: int, content: z.string() }),
});

/** Refund an order, whole (no amount) or in part; the same refund_no refunds once, so a retry is safe. */
export const opsRefund = ops('POST', '/ops/refunds', {
  body: z.object({
    order_no: z.string().regex(/^[0-9A-Za-z_-]{6,32}$/),
    /** Fen; the whole unrefunded amount when left out. */
    amount: int.positive().optional(),
    refund_no: z.string().regex(/^[0-9A-Za-z_\-|*@]{1,64}$/),
    reason: z.string().max(80).optional(),
  }),
  response: adminOrderRefund.response,
});
