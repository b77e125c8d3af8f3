import { randomBytes } from 'node:crypto';

export type TradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'PAYERROR';

export interface JsapiOrder {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  time_expire?: string;
  attach?: string;
  notify_url: string;
  amount: { total: number; currency?: string };
  payer: { openid: string };
}

export interface Transaction {
  order: JsapiOrder;
  prepayId: string;
  createdAt: number;
  state: TradeState;
  transactionId: string | null;
  successTime: string | null;
  refunds: Refund[];
}

export interface Refund {
  out_refund_no: string;
  refund_id: string;
  reason?: string;
  notify_url?: string;
  amount: number;
  status: 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  createdAt: number;
  successTime: string | null;
}

const PREPAY_TTL_MS = 2 * 60 * 60 * 1000;

/** China Standard Time, as WeChat Pay writes times: 2018-06-08T10:34:56+08:00. */
export function beijingTime(ms: number): string {
  return `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

const digits = (n: number) =>
  Array.from(randomBytes(n))
    .map((b) => String(b % 10))
    .join('');

/** The sandbox merchant's payments, in memory: a restart starts the cashier afresh, as a new sandbox would. */
export class Transactions {
  private byTradeNo = new Map<string, Transaction>();
  private byPrepay = new Map<string, Transaction>();

  constructor(private readonly now: () => number) {}

  /** A new JSAPI order, or the same prepay id for a repeated identical request. */
  create(order: JsapiOrder): { ok: true; tx: Transaction } | { ok: false; message: string } {
    const key = `${order.mchid}:${order.out_trade_no}`;
    const existing = this.byTradeNo.get(key);
    if (existing) {
      const same =
        existing.order.amount.total === order.amount.total &&
        existing.order.payer.openid === order.payer.openid &&
        existing.order.appid === order.appid;
      if (!same) return { ok: false, message: '商户订单号重复' };
      if (existing.state === 'CLOSED') return { ok: false, message: '订单已关闭' };
      if (existing.state !== 'NOTPAY') return { ok: false, message: '该订单已支付' };
      if (this.now() - existing.createdAt < PREPAY_TTL_MS) return { ok: true, tx: existing };
    }
    const tx: Transaction = {
      order,
      prepayId: `wx${beijingTime(this.now()).replace(/\D/g, '').slice(0, 14)}${randomBytes(12).toString('hex')}`,
      createdAt: this.now(),
      state: 'NOTPAY',
      transactionId: null,
      successTime: null,
      refunds: existing?.refunds ?? [],
    };
    this.byTradeNo.set(key, tx);
    this.byPrepay.set(tx.prepayId, tx);
    return { ok: true, tx };
  }

  find(mchid: string, outTradeNo: string): Transaction | undefined {
    return this.byTradeNo.get(`${mchid}:${outTradeNo}`);
  }

  byPrepayId(prepayId: string): Transaction | undefined {
    return this.byPrepay.get(prepayId);
  }

  /** The person approved in the cashier. */
  pay(tx: Transaction): void {
    if (tx.state !== 'NOTPAY') return;
    tx.state = 'SUCCESS';
    tx.transactionId = `4200${digits(24)}`;
    tx.successTime = beijingTime(this.now());
  }

  close(tx: Transaction): boolean {
    if (tx.state === 'SUCCESS' || tx.state === 'REFUND') return false;
    tx.state = 'CLOSED';
    return true;
  }

  refund(
    tx: Transaction,
    input: { out_refund_no: string; reason?: string; notify_url?: string; amount: number },
  ): { ok: true; refund: Refund } | { ok: false; message: string } {
    const again = tx.refunds.find((r) => r.out_refund_no === input.out_refund_no);
    if (again) return { ok: true, refund: again };
    const refunded = tx.refunds.reduce((n, r) => n + (r.status === 'CLOSED' ? 0 : r.amount), 0);
    if (tx.state !== 'SUCCESS' && tx.state !== 'REFUND') return { ok: false, message: '订单未支付，不能退款' };
    if (input.amount + refunded > tx.order.amount.total) return { ok: false, message: '退款金额超过订单可退金额' };
    const refund: Refund = {
      out_refund_no: input.out_refund_no,
      refund_id: `5030${digits(25)}`,
      reason: input.reason,
      notify_url: input.notify_url,
      amount: input.amount,
      status: 'PROCESSING',
      createdAt: this.now(),
      successTime: null,
    };
    tx.refunds.push(refund);
    tx.state = 'REFUND';
    return { ok: true, refund };
  }

  findRefund(mchid: string, outRefundNo: string): { tx: Transaction; refund: Refund } | undefined {
    for (const tx of this.byTradeNo.values()) {
      if (tx.order.mchid !== mchid) continue;
      const refund = tx.refunds.find((r) => r.out_refund_no === outRefundNo);
      if (refund) return { tx, refund };
    }
    return undefined;
  }

  /** The transaction as WeChat Pay's query and notification describe it. */
  describe(tx: Transaction) {
    const o = tx.order;
    return {
      appid: o.appid,
      mchid: o.mchid,
      out_trade_no: o.out_trade_no,
      transaction_id: tx.transactionId ?? undefined,
      trade_type: 'JSAPI',
      trade_state: tx.state,
      trade_state_desc: {
        NOTPAY: '未支付',
        SUCCESS: '支付成功',
        CLOSED: '已关闭',
        REFUND: '转入退款',
        PAYERROR: '支付失败',
      }[tx.state],
      bank_type: tx.transactionId ? 'OTHERS' : undefined,
      attach: o.attach ?? '',
      success_time: tx.successTime ?? undefined,
      payer: { openid: o.payer.openid },
      amount: {
        total: o.amount.total,
        payer_total: tx.transactionId ? o.amount.total : undefined,
        currency: 'CNY',
        payer_currency: 'CNY',
      },
    };
  }

  describeRefund(tx: Transaction, r: Refund) {
    return {
      refund_id: r.refund_id,
      out_refund_no: r.out_refund_no,
      transaction_id: tx.transactionId,
      out_trade_no: tx.order.out_trade_no,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      success_time: r.successTime ?? undefined,
      create_time: beijingTime(r.createdAt),
      status: r.status,
      amount: {
        total: tx.order.amount.total,
        refund: r.amount,
        payer_total: tx.order.amount.total,
        payer_refund: r.amount,
        currency: 'CNY',
      },
    };
  }
}
