/** WeChat Pay API v3's replies and notifications as this app reads them (docs/protocols.md#wechat-pay). */

/** A refusal from WeChat Pay: its HTTP status and {code, message}. */
export class PayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay ${status} ${code}: ${message}`);
  }
}

export interface PayTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR';
  success_time?: string;
  payer?: { openid: string };
  amount: { total: number; payer_total?: number; currency?: string };
}

export interface PayRefund {
  refund_id: string;
  out_refund_no: string;
  out_trade_no: string;
  status: 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL';
  amount: { total: number; refund: number };
}

/** 商家转账 bill states (docs/protocols.md#wechat-pay-transfers). */
export type TransferState =
  | 'ACCEPTED'
  | 'PROCESSING'
  | 'WAIT_USER_CONFIRM'
  | 'TRANSFERING'
  | 'SUCCESS'
  | 'FAIL'
  | 'CANCELING'
  | 'CANCELLED';

/**
 * A transfer bill as the query and the MCHTRANSFER.BILL.FINISHED notification describe it. Sources
 * disagree on the merchant's key (`mch_id` or `mchid`): read it with `transferMchid`.
 */
export interface TransferBill {
  out_bill_no: string;
  transfer_bill_no?: string;
  state: TransferState;
  mch_id?: string;
  mchid?: string;
  appid?: string;
  transfer_amount?: number;
  transfer_remark?: string;
  openid?: string;
  fail_reason?: string;
  create_time?: string;
  update_time?: string;
}

/** The reply to creating a bill: in user-confirm mode it waits for the person, with the page's package. */
export interface TransferCreated {
  out_bill_no: string;
  transfer_bill_no: string;
  create_time: string;
  state: TransferState;
  package_info?: string;
  fail_reason?: string;
}

export const transferMchid = (bill: { mch_id?: string; mchid?: string }) => bill.mch_id ?? bill.mchid;

export interface PayNotification {
  id: string;
  event_type: string;
  resource: unknown;
}

export type Verified = { ok: true; notification: PayNotification } | { ok: false; reason: string };
