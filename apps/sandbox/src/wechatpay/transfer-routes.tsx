import { constants, privateDecrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Page } from '../pages/layout';
import { sendPage } from '../pages/render';
import { fail, signedSend } from './reply';
import type { PayContext } from './routes';
import type { PaySigner } from './signer';
import { type Bill, isFinished, type TransferRequest, type Transfers } from './transfers';

export interface TransferContext extends PayContext {
  transfers: Transfers;
}

/** How long the sandbox's bank takes between the person's confirmation and the money arriving. */
export const TRANSFER_DELAY_MS = 500;

/** The failure the "模拟转账失败" button stands for: WeChat's real-name check on the receiving account. */
export const SIMULATED_FAIL_REASON = 'REAL_NAME_CHECK_FAIL';

const BILLS = '/v3/fund-app/mch-transfer/transfer-bills';
const OUT_BILL_NO = /^[0-9A-Za-z]{5,32}$/;

/**
 * What 佣金报酬 (scene 1005) needs: its two report infos, and a user_recv_perception among those the
 * scene allows (WeChat answers "暂不支持展示当前传入的用户收款感知" otherwise).
 */
const SCENES: Record<string, { infos: string[]; perceptions: string[] }> = {
  '1000': { infos: ['活动名称', '奖励说明'], perceptions: ['活动奖励', '现金奖励'] },
  '1005': { infos: ['岗位类型', '报酬说明'], perceptions: ['劳务报酬', '报酬'] },
};

/**
 * user_name arrives RSA-OAEP encrypted with the WeChat Pay key that the Wechatpay-Serial header names:
 * the public key, or a platform certificate.
 */
function decryptName(signer: PaySigner, cipher: string, serial: string | undefined): string | null {
  const key = signer.privateKeyFor(serial);
  if (!key) return null;
  try {
    return privateDecrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
      Buffer.from(cipher, 'base64'),
    ).toString('utf8');
  } catch {
    return null;
  }
}

function checkTransfer(
  body: unknown,
  signer: PaySigner,
  serial: string | undefined,
): { status: number; code: string; message: string } | null {
  const b = body as (Partial<TransferRequest> & { user_name?: string }) | null;
  const param = (message: string) => ({ status: 400, code: 'PARAM_ERROR', message });
  if (!b || typeof b !== 'object') return param('请求体不是合法的 JSON');
  if (typeof b.appid !== 'string' || !b.appid) return param('缺少 appid');
  if (typeof b.out_bill_no !== 'string' || !OUT_BILL_NO.test(b.out_bill_no)) return param('out_bill_no 不合法');
  if (typeof b.openid !== 'string' || !b.openid) return param('缺少 openid');
  if (!Number.isInteger(b.transfer_amount) || (b.transfer_amount as number) < 10) {
    return param('transfer_amount 必须是不小于 10 的整数（分）');
  }
  if (typeof b.transfer_remark !== 'string' || !b.transfer_remark || [...b.transfer_remark].length > 32) {
    return param('transfer_remark 不合法');
  }
  if (b.notify_url !== undefined && (typeof b.notify_url !== 'string' || !/^https?:\/\/[^?]+$/.test(b.notify_url))) {
    return param('notify_url 不合法');
  }
  const scene = SCENES[String(b.transfer_scene_id)];
  if (!scene) return { status: 403, code: 'NO_AUTH', message: '该转账场景不可用' };
  const infos = Array.isArray(b.transfer_scene_report_infos) ? b.transfer_scene_report_infos : [];
  const complete = scene.infos.every((type) =>
    infos.some((i) => i?.info_type === type && typeof i.info_content === 'string' && i.info_content.length > 0),
  );
  if (!complete) return param('未传入完整且对应的转账场景报备信息，请根据接口文档检查');
  if (b.user_recv_perception !== undefined && !scene.perceptions.includes(b.user_recv_perception)) {
    return { status: 400, code: 'INVALID_REQUEST', message: '暂不支持展示当前传入的用户收款感知' };
  }
  if (b.user_name !== undefined) {
    const name = typeof b.user_name === 'string' ? decryptName(signer, b.user_name, serial) : null;
    if (!name)
      return param('user_name 解密失败，请使用微信支付公钥或平台证书加密并在 Wechatpay-Serial 中传入其 ID 或序列号');
  }
  // From ¥2,000 WeChat wants the person's real name (the sandbox has no names to check it against).
  if ((b.transfer_amount as number) >= 200_000 && b.user_name === undefined) {
    return param('转账金额 >= 2000 元时 user_name 必填');
  }
  return null;
}

/** MCHTRANSFER.BILL.FINISHED to the bill's notify_url (with the notifier's retries), if it named one. */
function notifyFinished(ctx: TransferContext, bill: Bill): void {
  if (!bill.request.notify_url) return;
  ctx.notifier.send(bill.request.notify_url, {
    type: 'MCHTRANSFER.BILL.FINISHED',
    summary: '商家转账单据终态通知',
    originalType: 'mch_payment',
    resource: ctx.transfers.finished(bill),
  });
}

/**
 * The person accepted the money: the bill is TRANSFERING, and a moment later SUCCESS — or FAIL, for
 * the page's "模拟转账失败" — and WeChat Pay tells the merchant.
 */
export function confirmTransfer(ctx: TransferContext, bill: Bill, outcome: 'success' | 'fail' = 'success'): boolean {
  if (bill.state !== 'WAIT_USER_CONFIRM') return false;
  ctx.transfers.move(bill, 'TRANSFERING');
  setTimeout(() => {
    const moved =
      outcome === 'success'
        ? ctx.transfers.move(bill, 'SUCCESS')
        : ctx.transfers.move(bill, 'FAIL', SIMULATED_FAIL_REASON);
    if (moved) notifyFinished(ctx, bill);
  }, TRANSFER_DELAY_MS).unref();
  return true;
}

/** The person declined (or the merchant cancelled): the money stays with the merchant. */
export function cancelTransfer(ctx: TransferContext, bill: Bill): boolean {
  if (bill.state !== 'WAIT_USER_CONFIRM') return false;
  ctx.transfers.move(bill, 'CANCELLED');
  notifyFinished(ctx, bill);
  return true;
}

const money = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** Only a same-site path or an http(s) URL: the page never sends people to script or another scheme. */
function backTo(redirect: string | undefined, outcome: 'ok' | 'cancel' | 'fail'): string | null {
  if (!redirect || !/^(https?:\/\/|\/)/.test(redirect) || redirect.startsWith('//')) return null;
  const url = new URL(redirect, 'http://placeholder');
  url.searchParams.set('transfer', outcome);
  return redirect.startsWith('/') ? url.pathname + url.search : url.toString();
}

interface BridgeRequest {
  mchId?: string;
  appId?: string;
  package?: string;
  /** preview: check and describe; confirm or cancel: the person's choice on the sheet. */
  action?: 'preview' | 'confirm' | 'cancel';
}

const bridgeResult = (outcome: 'ok' | 'cancel' | 'fail', extra: object = {}) => ({
  err_msg: `requestMerchantTransfer:${outcome}`,
  ...extra,
});

/**
 * 商家转账 at the sandbox merchant: the v3 API (signed like the rest), the page a person confirms on
 * outside WeChat, and what WeChat's client does behind `requestMerchantTransfer` inside it.
 * Registered inside the WeChat Pay scope, so the /v3 paths pass its signature check.
 */
export function transferRoutes(pay: FastifyInstance, ctx: TransferContext): void {
  ctx.transfers.onExpired = (bill) => notifyFinished(ctx, bill);

  pay.post(BILLS, async (request, reply) => {
    const serial = request.headers['wechatpay-serial'];
    const problem = checkTransfer(request.body, ctx.signer, typeof serial === 'string' ? serial : undefined);
    if (problem) return fail(reply, ctx, problem.status, problem.code, problem.message);
    const created = ctx.transfers.create(ctx.keys.mchid, request.body as TransferRequest);
    if (!created.ok) return fail(reply, ctx, 400, 'INVALID_REQUEST', created.message);
    const { bill } = created;
    return signedSend(reply, ctx, 200, {
      out_bill_no: bill.request.out_bill_no,
      transfer_bill_no: bill.transferBillNo,
      create_time: ctx.transfers.describe(bill).create_time,
      state: bill.state,
      // Only an unconfirmed bill has a package for the person to confirm with.
      ...(bill.state === 'WAIT_USER_CONFIRM' ? { package_info: bill.packageInfo } : {}),
      ...(bill.failReason ? { fail_reason: bill.failReason } : {}),
    });
  });

  pay.get<{ Params: { no: string } }>(`${BILLS}/out-bill-no/:no`, async (request, reply) => {
    const bill = ctx.transfers.find(ctx.keys.mchid, request.params.no);
    if (!bill) return fail(reply, ctx, 404, 'NOT_FOUND', '商户单号不存在');
    return signedSend(reply, ctx, 200, ctx.transfers.describe(bill));
  });

  pay.post<{ Params: { no: string } }>(`${BILLS}/out-bill-no/:no/cancel`, async (request, reply) => {
    const bill = ctx.transfers.find(ctx.keys.mchid, request.params.no);
    if (!bill) return fail(reply, ctx, 404, 'NOT_FOUND', '商户单号不存在');
    if (bill.state !== 'WAIT_USER_CONFIRM' && bill.state !== 'CANCELLED') {
      return fail(reply, ctx, 400, 'INVALID_REQUEST', '当前单据状态不支持撤销');
    }
    cancelTransfer(ctx, bill);
    return signedSend(reply, ctx, 200, {
      out_bill_no: bill.request.out_bill_no,
      transfer_bill_no: bill.transferBillNo,
      state: bill.state,
      update_time: ctx.transfers.describe(bill).update_time,
    });
  });

  // Outside WeChat: the page a person confirms the transfer on (inside, requestMerchantTransfer's sheet).
  pay.get<{ Querystring: { package?: string; redirect?: string } }>('/transfer', async (request, reply) => {
    const bill = ctx.transfers.findByPackage(request.query.package ?? '');
    if (!bill) {
      return sendPage(
        reply,
        <Page title="确认收款">
          <p className="notice">转账单不存在或已失效，请返回商户页面重新发起。</p>
        </Page>,
        404,
      );
    }
    const waiting = bill.state === 'WAIT_USER_CONFIRM';
    const stateText: Record<string, string> = {
      TRANSFERING: '转账处理中',
      SUCCESS: '已收款',
      FAIL: '转账失败',
      CANCELLED: '已取消',
      CANCELING: '撤销中',
    };
    return sendPage(
      reply,
      <Page title="确认收款" subtitle="沙箱商家转账">
        <section className="card" data-testid="transfer-confirm">
          <p className="muted">
            商户 {bill.mchid} 向你转账 · {bill.request.transfer_remark}
          </p>
          <p data-testid="transfer-amount" style={{ fontSize: 32, fontWeight: 700, margin: '10px 0' }}>
            {money(bill.request.transfer_amount)}
          </p>
          <p className="muted">收款方式：微信零钱 · 商户单号 {bill.request.out_bill_no}</p>
          {waiting ? (
            <form method="post" action={`${ctx.base}/transfer`}>
              <input type="hidden" name="package" value={bill.packageInfo} />
              <input type="hidden" name="redirect" value={request.query.redirect ?? ''} />
              <button type="submit" name="action" value="confirm" className="wide" style={{ marginBottom: 10 }}>
                确认收款
              </button>
              <button type="submit" name="action" value="cancel" className="wide plain" style={{ marginBottom: 10 }}>
                取消
              </button>
              <button type="submit" name="action" value="fail" className="wide plain">
                模拟转账失败
              </button>
            </form>
          ) : (
            <p className="notice">该转账{stateText[bill.state] ?? bill.state}。</p>
          )}
        </section>
      </Page>,
    );
  });

  pay.post<{ Body: { package?: string; action?: string; redirect?: string } }>('/transfer', async (request, reply) => {
    const bill = ctx.transfers.findByPackage(request.body?.package ?? '');
    if (!bill) return reply.code(404).send('转账单不存在');
    const action = request.body?.action;
    let outcome: 'ok' | 'cancel' | 'fail';
    if (action === 'confirm') {
      // A second press of the button (or a reload) finds it already on its way.
      outcome = confirmTransfer(ctx, bill) || ['TRANSFERING', 'SUCCESS'].includes(bill.state) ? 'ok' : 'fail';
    } else if (action === 'fail') {
      confirmTransfer(ctx, bill, 'fail');
      outcome = 'fail';
    } else {
      outcome = cancelTransfer(ctx, bill) || bill.state === 'CANCELLED' ? 'cancel' : 'fail';
    }
    const back = backTo(request.body?.redirect, outcome);
    if (back) return reply.redirect(back, 303);
    const text = { ok: '已确认收款，资金将转入微信零钱', cancel: '已取消收款', fail: '转账失败' }[outcome];
    return sendPage(
      reply,
      <Page title="确认收款">
        <p className="notice">{text}</p>
      </Page>,
    );
  });

  /**
   * What WeChat does behind `WeixinJSBridge.invoke('requestMerchantTransfer', {mchId, appId, package})`:
   * the package must name a bill of that merchant, created for that app, still waiting for the person.
   * The JS-SDK stand-in calls this from its confirmation sheet.
   */
  pay.post('/bridge/transfer', async (request) => {
    const b = (request.body ?? {}) as BridgeRequest;
    const bill = ctx.transfers.findByPackage(b.package ?? '');
    if (!bill) return bridgeResult('fail', { err_desc: '转账单不存在或已失效' });
    if (b.mchId !== bill.mchid) return bridgeResult('fail', { err_desc: 'mchId 与转账单的商户号不一致' });
    if (b.appId !== bill.request.appid) return bridgeResult('fail', { err_desc: 'appId 与发起转账时不一致' });
    if (bill.state !== 'WAIT_USER_CONFIRM') {
      const why = isFinished(bill)
        ? bill.state === 'SUCCESS'
          ? '该转账已收款'
          : '该转账单已失效'
        : '该转账已确认收款';
      return bridgeResult('fail', { err_desc: why });
    }
    if (b.action === 'preview') {
      return { err_msg: 'preview:ok', remark: bill.request.transfer_remark, amount: bill.request.transfer_amount };
    }
    if (b.action !== 'confirm') {
      cancelTransfer(ctx, bill);
      return bridgeResult('cancel');
    }
    confirmTransfer(ctx, bill);
    return bridgeResult('ok');
  });
}
