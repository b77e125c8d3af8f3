import { createVerify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PayContext } from './routes';
import type { Transaction } from './transactions';

/** The person approved: the payment succeeds and WeChat Pay tells the merchant (with retries). */
export function approvePayment(ctx: PayContext, tx: Transaction, opts: { notify?: boolean } = {}): void {
  if (tx.state !== 'NOTPAY') return;
  ctx.transactions.pay(tx);
  if (opts.notify === false) return;
  ctx.notifier.send(tx.order.notify_url, {
    type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    originalType: 'transaction',
    resource: ctx.transactions.describe(tx),
  });
}

interface BridgeRequest {
  appId?: string;
  timeStamp?: string;
  nonceStr?: string;
  package?: string;
  signType?: string;
  paySign?: string;
  /** preview: check and describe; approve or cancel: the person's choice on the payment sheet. */
  action?: 'preview' | 'approve' | 'cancel';
}

const result = (outcome: 'ok' | 'cancel' | 'fail', extra: object = {}) => ({
  err_msg: `get_brand_wcpay_request:${outcome}`,
  ...extra,
});

/**
 * What WeChat does behind `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` inside its browser: the
 * parameters must carry a paySign the merchant's key made over appId, timeStamp, nonceStr and package
 * (docs/protocols.md#wechat-pay-paying), for a prepay id issued to that app. The JS-SDK stand-in calls this from its
 * payment sheet.
 */
export function bridgeRoutes(pay: FastifyInstance, ctx: PayContext): void {
  pay.post('/bridge/pay', async (request) => {
    const b = (request.body ?? {}) as BridgeRequest;
    const prepayId = /^prepay_id=(.+)$/.exec(b.package ?? '')?.[1];
    const tx = prepayId ? ctx.transactions.byPrepayId(prepayId) : undefined;
    if (!tx) return result('fail', { err_desc: '支付单不存在或已失效' });
    if (b.appId !== tx.order.appid) return result('fail', { err_desc: 'appId 与下单时不一致' });
    if (b.signType !== 'RSA' || !b.paySign || !b.timeStamp || !b.nonceStr) {
      return result('fail', { err_desc: '支付参数不完整' });
    }
    const signed = createVerify('RSA-SHA256')
      .update(`${b.appId}\n${b.timeStamp}\n${b.nonceStr}\n${b.package}\n`)
      .verify(ctx.keys.merchant.publicKey, b.paySign, 'base64');
    if (!signed) return result('fail', { err_desc: '支付验证签名失败' });
    if (tx.state !== 'NOTPAY')
      return result('fail', { err_desc: tx.state === 'SUCCESS' ? '该订单已支付' : '该订单已关闭' });
    if (b.action === 'preview') {
      return { err_msg: 'preview:ok', description: tx.order.description, total: tx.order.amount.total };
    }
    if (b.action !== 'approve') return result('cancel');
    approvePayment(ctx, tx);
    return result('ok');
  });
}
