import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Page } from '../pages/layout';
import { sendPage } from '../pages/render';
import { approvePayment, bridgeRoutes } from './bridge';
import { certificateRoutes } from './certificate-routes';
import { parseAuthorization, verifyMerchantSignature } from './crypto';
import type { PayKeys } from './keys';
import type { Notifier } from './notifier';
import { fail, signedSend } from './reply';
import type { PaySigner } from './signer';
import { beijingTime, type JsapiOrder, type Transactions } from './transactions';
import { transferRoutes } from './transfer-routes';
import { Transfers } from './transfers';

export interface PayContext {
  keys: PayKeys;
  /** Which of WeChat Pay's keys sign, for the kind of merchant the sandbox's is. */
  signer: PaySigner;
  transactions: Transactions;
  notifier: Notifier;
  now: () => number;
  /** Path-absolute prefix of these routes, e.g. /sandbox/wechatpay. */
  base: string;
}

type Raw = FastifyRequest & { rawBody?: string };

const OUT_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;

function checkOrder(body: unknown, keys: PayKeys): string | null {
  const o = body as Partial<JsapiOrder> | null;
  if (!o || typeof o !== 'object') return '请求体不是合法的 JSON';
  if (o.mchid !== keys.mchid) return 'mchid 与商户号不一致';
  if (typeof o.appid !== 'string' || !o.appid) return '缺少 appid';
  if (typeof o.description !== 'string' || !o.description || o.description.length > 127) return 'description 不合法';
  if (typeof o.out_trade_no !== 'string' || !OUT_NO.test(o.out_trade_no)) return 'out_trade_no 不合法';
  if (typeof o.notify_url !== 'string' || !/^https?:\/\/[^?]+$/.test(o.notify_url)) return 'notify_url 不合法';
  if (!o.amount || !Number.isInteger(o.amount.total) || o.amount.total < 1) return 'amount.total 必须是正整数（分）';
  if (!o.payer || typeof o.payer.openid !== 'string' || !o.payer.openid) return '缺少 payer.openid';
  return null;
}

export function wechatPayRoutes(app: FastifyInstance, ctx: PayContext): void {
  app.register(
    async (pay) => {
      // The signature covers the exact bytes sent: keep them.
      pay.removeContentTypeParser('application/json');
      pay.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        (request as Raw).rawBody = body as string;
        try {
          done(null, body ? JSON.parse(body as string) : {});
        } catch {
          done(null, null);
        }
      });

      // Every /v3 call must be signed with the merchant's key.
      pay.addHook('preHandler', async (request, reply) => {
        if (!request.url.startsWith(`${ctx.base}/v3/`)) return;
        const auth = parseAuthorization(request.headers.authorization);
        const ok =
          auth &&
          auth.mchid === ctx.keys.mchid &&
          auth.serial_no === ctx.keys.merchant.serial &&
          Math.abs(ctx.now() / 1000 - Number(auth.timestamp)) <= 300 &&
          verifyMerchantSignature(
            ctx.keys.merchant.publicKey,
            { method: request.method, url: request.url, body: (request as Raw).rawBody ?? '' },
            auth,
          );
        // Unsigned: WeChat signs only for a merchant it has authenticated.
        if (!ok) return reply.code(401).send({ code: 'SIGN_ERROR', message: '签名错误' });
      });

      pay.post('/v3/pay/transactions/jsapi', async (request, reply) => {
        const problem = checkOrder(request.body, ctx.keys);
        if (problem) return fail(reply, ctx, 400, 'PARAM_ERROR', problem);
        const created = ctx.transactions.create(request.body as JsapiOrder);
        if (!created.ok) return fail(reply, ctx, 400, 'INVALID_REQUEST', created.message);
        return signedSend(reply, ctx, 200, { prepay_id: created.tx.prepayId });
      });

      pay.get<{ Params: { no: string }; Querystring: { mchid?: string } }>(
        '/v3/pay/transactions/out-trade-no/:no',
        async (request, reply) => {
          const tx = ctx.transactions.find(request.query.mchid ?? '', request.params.no);
          if (!tx) return fail(reply, ctx, 404, 'ORDER_NOT_EXIST', '订单不存在');
          return signedSend(reply, ctx, 200, ctx.transactions.describe(tx));
        },
      );

      pay.post<{ Params: { no: string } }>('/v3/pay/transactions/out-trade-no/:no/close', async (request, reply) => {
        const mchid = (request.body as { mchid?: string } | null)?.mchid ?? '';
        const tx = ctx.transactions.find(mchid, request.params.no);
        if (!tx) return fail(reply, ctx, 404, 'ORDER_NOT_EXIST', '订单不存在');
        if (!ctx.transactions.close(tx)) return fail(reply, ctx, 400, 'ORDERPAID', '订单已支付');
        return signedSend(reply, ctx, 204);
      });

      pay.post('/v3/refund/domestic/refunds', async (request, reply) => {
        const b = request.body as {
          out_trade_no?: string;
          out_refund_no?: string;
          reason?: string;
          notify_url?: string;
          amount?: { refund?: number; total?: number };
        } | null;
        if (!b?.out_trade_no || !b.out_refund_no || !OUT_NO.test(b.out_refund_no)) {
          return fail(reply, ctx, 400, 'PARAM_ERROR', 'out_trade_no / out_refund_no 不合法');
        }
        const tx = ctx.transactions.find(ctx.keys.mchid, b.out_trade_no);
        if (!tx) return fail(reply, ctx, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
        const amount = b.amount?.refund;
        if (!Number.isInteger(amount) || (amount as number) < 1 || b.amount?.total !== tx.order.amount.total) {
          return fail(reply, ctx, 400, 'PARAM_ERROR', '退款金额不合法');
        }
        const result = ctx.transactions.refund(tx, {
          out_refund_no: b.out_refund_no,
          reason: b.reason,
          notify_url: b.notify_url,
          amount: amount as number,
        });
        if (!result.ok) return fail(reply, ctx, 400, 'INVALID_REQUEST', result.message);
        const { refund } = result;
        if (refund.status === 'PROCESSING') {
          // The bank takes a moment; then the refund succeeds and, if asked, WeChat says so.
          setTimeout(() => {
            if (refund.status !== 'PROCESSING') return;
            refund.status = 'SUCCESS';
            refund.successTime = beijingTime(ctx.now());
            if (refund.notify_url) {
              const r = ctx.transactions.describeRefund(tx, refund);
              ctx.notifier.send(refund.notify_url, {
                type: 'REFUND.SUCCESS',
                summary: '退款成功',
                originalType: 'refund',
                resource: {
                  mchid: tx.order.mchid,
                  out_trade_no: r.out_trade_no,
                  transaction_id: r.transaction_id,
                  out_refund_no: r.out_refund_no,
                  refund_id: r.refund_id,
                  refund_status: 'SUCCESS',
                  success_time: r.success_time,
                  user_received_account: r.user_received_account,
                  amount: {
                    total: r.amount.total,
                    refund: r.amount.refund,
                    payer_total: r.amount.payer_total,
                    payer_refund: r.amount.payer_refund,
                  },
                },
              });
            }
          }, 500).unref();
        }
        return signedSend(reply, ctx, 200, ctx.transactions.describeRefund(tx, refund));
      });

      pay.get<{ Params: { no: string } }>('/v3/refund/domestic/refunds/:no', async (request, reply) => {
        const found = ctx.transactions.findRefund(ctx.keys.mchid, request.params.no);
        if (!found) return fail(reply, ctx, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
        return signedSend(reply, ctx, 200, ctx.transactions.describeRefund(found.tx, found.refund));
      });

      // The cashier: where a person pays outside WeChat (inside, the JS bridge's getBrandWCPayRequest).
      pay.get<{ Querystring: { prepay_id?: string; redirect?: string } }>('/cashier', async (request, reply) => {
        const tx = ctx.transactions.byPrepayId(request.query.prepay_id ?? '');
        const redirect = request.query.redirect ?? '';
        if (!tx) {
          return sendPage(
            reply,
            <Page title="微信支付">
              <p className="notice">支付单不存在或已失效，请返回商户页面重新下单。</p>
            </Page>,
            404,
          );
        }
        const paid = tx.state !== 'NOTPAY';
        return sendPage(
          reply,
          <Page title="微信支付" subtitle="沙箱收银台">
            <section className="card" data-testid="cashier">
              <p className="muted">{tx.order.description}</p>
              <p
                className="amount"
                data-testid="cashier-amount"
                style={{ fontSize: 32, fontWeight: 700, margin: '10px 0' }}
              >
                ¥{(tx.order.amount.total / 100).toFixed(2)}
              </p>
              <p className="muted">商户订单号 {tx.order.out_trade_no}</p>
              {paid ? (
                <p className="notice">该订单{tx.state === 'SUCCESS' ? '已支付' : '已关闭'}。</p>
              ) : (
                <form method="post" action={`${ctx.base}/cashier`}>
                  <input type="hidden" name="prepay_id" value={tx.prepayId} />
                  <input type="hidden" name="redirect" value={redirect} />
                  <button type="submit" name="action" value="approve" className="wide" style={{ marginBottom: 10 }}>
                    确认支付
                  </button>
                  <button type="submit" name="action" value="cancel" className="wide plain">
                    取消支付
                  </button>
                </form>
              )}
            </section>
          </Page>,
        );
      });

      // `notify: 'lost'`: the payment succeeds but its notification never reaches the merchant, as when the
      // merchant's server is away for WeChat Pay's whole retry day; only a query learns of it.
      pay.post<{ Body: { prepay_id?: string; action?: string; redirect?: string; notify?: string } }>(
        '/cashier',
        async (request, reply) => {
          const tx = ctx.transactions.byPrepayId(request.body?.prepay_id ?? '');
          if (!tx) return reply.code(404).send('支付单不存在');
          const approve = request.body?.action === 'approve';
          if (approve) approvePayment(ctx, tx, { notify: request.body?.notify !== 'lost' });
          const back = request.body?.redirect;
          if (back && /^(https?:\/\/|\/)/.test(back) && !back.startsWith('//')) {
            const url = new URL(back, 'http://placeholder');
            url.searchParams.set('pay', approve ? 'ok' : 'cancel');
            return reply.redirect(back.startsWith('/') ? url.pathname + url.search : url.toString(), 303);
          }
          return sendPage(
            reply,
            <Page title="微信支付">
              <p className="notice">{approve ? '支付成功' : '已取消支付'}</p>
            </Page>,
          );
        },
      );

      certificateRoutes(pay, ctx);
      bridgeRoutes(pay, ctx);
      // 商家转账 bills live beside the payments, in memory.
      transferRoutes(pay, { ...ctx, transfers: new Transfers(ctx.now) });
    },
    { prefix: '/wechatpay' },
  );
}
