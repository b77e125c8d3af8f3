// The commerce area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { grantVip } from './entitlements.service';
export { balanceOf, creditLedger, debitLedger, earningsByDay, subCoachEarnings } from './ledger.service';
export { ledgerLabel, ledgerPage } from './ledger-labels';
export { newMemberOffer, newMemberReply } from './new-member.service';
export {
  closeAtWechatPay,
  closeExpiredOrders,
  closeOrders,
  createOrder,
  ordersSummary,
  prepayOrder,
  toOrder,
  withdrawOrder,
} from './orders.service';
export { literal, searchOrders } from './orders-admin.service';
export type { NotifyOutcome } from './pay-events';
export { logPayEvent } from './pay-events';
export { markPaid } from './payment.service';
export { pointEntriesOf, pointRules, standingOf } from './points.service';
export type { PaidOrder, ProductKind } from './product-kinds';
export { bindReferrer, myCoach, referrerOf } from './referral.service';
export { refundOrder, settleRefund, settleStuckRefunds } from './refund.service';
