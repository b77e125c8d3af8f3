import { createVerify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { SANDBOX_PAY_MERCHANT_FILE } from '@xueche/sandbox';
import { type NotifyReceiver, notifyReceiver, type Received } from '@xueche/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { wechatPayClient } from './wechat-pay';
import { loadPayCredentials } from './wechat-pay-credentials';
import { PayError, type PayTransaction } from './wechat-pay-types';

let t: TestApp;
let pay: ReturnType<typeof wechatPayClient>;
let merchantPublicKey: string;

let receiver: NotifyReceiver;
let notifyUrl: string;

const until = async (check: () => boolean, ms = 8000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

let counter = 0;
const tradeNo = () => `T${Date.now()}${++counter}`;

async function order(amountFen = 100) {
  const outTradeNo = tradeNo();
  const { prepayId } = await pay.createJsapiOrder({
    appid: 'wx5a1dbox0000000001',
    description: '学车课程',
    outTradeNo,
    amountFen,
    openid: 'test-openid-1',
  });
  return { outTradeNo, prepayId };
}

/** A person approves the payment on the sandbox cashier page. */
async function approve(prepayId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox/wechatpay/cashier',
    payload: { prepay_id: prepayId, action: 'approve', redirect: '/Indent' },
  });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('/Indent?pay=ok');
}

beforeAll(async () => {
  t = await startTestApp();
  const file = join(t.dataDir, SANDBOX_PAY_MERCHANT_FILE);
  pay = wechatPayClient({
    apiBase: () => `${t.url}/sandbox/wechatpay`,
    credentials: () => loadPayCredentials({ file }),
    notifyUrl: () => notifyUrl,
  });
  merchantPublicKey = (
    JSON.parse(readFileSync(join(t.dataDir, 'sandbox-wechatpay.json'), 'utf8')) as {
      merchant: { publicKey: string };
    }
  ).merchant.publicKey;
  receiver = await notifyReceiver('/pay/notify', 200);
  notifyUrl = receiver.url;
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('WeChat Pay adapter against the sandbox', () => {
  it('creates a JSAPI order; the same request again gets the same prepay id, a changed one is refused', async () => {
    const { outTradeNo, prepayId } = await order(1990);
    expect(prepayId).toMatch(/^wx\d{14}[0-9a-f]{24}$/);
    const again = await pay.createJsapiOrder({
      appid: 'wx5a1dbox0000000001',
      description: '学车课程',
      outTradeNo,
      amountFen: 1990,
      openid: 'test-openid-1',
    });
    expect(again.prepayId).toBe(prepayId);
    await expect(
      pay.createJsapiOrder({
        appid: 'wx5a1dbox0000000001',
        description: 'x',
        outTradeNo,
        amountFen: 1,
        openid: 'test-openid-1',
      }),
    ).rejects.toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect((await pay.queryOrder(outTradeNo))?.trade_state).toBe('NOTPAY');
    expect(await pay.queryOrder('NO_SUCH_ORDER_1')).toBeNull();
  });

  it('the cashier shows what is paid for and lets the person pay or cancel', async () => {
    const { prepayId } = await order(19900);
    const page = await t.app.inject({ url: `/sandbox/wechatpay/cashier?prepay_id=${prepayId}&redirect=/Indent` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('¥199.00');
    expect(page.body).toContain('确认支付');
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/sandbox/wechatpay/cashier',
      payload: { prepay_id: prepayId, action: 'cancel', redirect: '/Indent' },
    });
    expect(cancel.headers.location).toBe('/Indent?pay=cancel');
    const missing = await t.app.inject({ url: '/sandbox/wechatpay/cashier?prepay_id=wx0' });
    expect(missing.statusCode).toBe(404);
  });

  it('signs the page parameters for getBrandWCPayRequest with the merchant key', async () => {
    const { prepayId } = await order();
    const p = pay.jsapiParams('wx5a1dbox0000000001', prepayId);
    expect(p).toMatchObject({ appId: 'wx5a1dbox0000000001', package: `prepay_id=${prepayId}`, signType: 'RSA' });
    expect(p.timeStamp).toMatch(/^\d{10}$/);
    const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;
    expect(createVerify('RSA-SHA256').update(message).verify(merchantPublicKey, p.paySign, 'base64')).toBe(true);
  });

  it('an unsigned or wrongly signed request is refused with 401', async () => {
    const res = await fetch(`${t.url}/sandbox/wechatpay/v3/pay/transactions/out-trade-no/ABCDEF?mchid=1900000109`, {
      headers: {
        authorization:
          'WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="x",signature="AAAA",timestamp="1",serial_no="x"',
      },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'SIGN_ERROR', message: '签名错误' });
  });

  it('after approval a signed, encrypted notification arrives; it verifies and decrypts to the paid transaction', async () => {
    const { outTradeNo, prepayId } = await order(19900);
    const before = receiver.received.length;
    await approve(prepayId);
    await until(() => receiver.received.length > before);
    const note = receiver.received[receiver.received.length - 1] as Received;
    expect(note.headers['wechatpay-signature-type']).toBe('WECHATPAY2-SHA256-RSA2048');
    const verified = await pay.verifyNotification(note.headers, note.body);
    if (!verified.ok) throw new Error(verified.reason);
    expect(verified.notification.event_type).toBe('TRANSACTION.SUCCESS');
    const tx = verified.notification.resource as PayTransaction;
    expect(tx).toMatchObject({
      out_trade_no: outTradeNo,
      mchid: pay.mchid,
      trade_state: 'SUCCESS',
      amount: { total: 19900 },
    });
    expect(tx.transaction_id).toMatch(/^\d{28}$/);
    expect(await pay.queryOrder(outTradeNo)).toMatchObject({
      trade_state: 'SUCCESS',
      transaction_id: tx.transaction_id,
    });
  });

  it('refuses a tampered body, a tampered signature, a SIGNTEST probe, a stale timestamp and an unknown key', async () => {
    const { prepayId } = await order();
    const before = receiver.received.length;
    await approve(prepayId);
    await until(() => receiver.received.length > before);
    const note = receiver.received[receiver.received.length - 1] as Received;
    const h = note.headers;
    expect((await pay.verifyNotification(h, note.body)).ok).toBe(true);
    const reason = async (headers: IncomingHttpHeaders, body = note.body) => {
      const r = await pay.verifyNotification(headers, body);
      return r.ok ? 'accepted' : r.reason;
    };
    expect(await reason(h, note.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" '))).toBe(
      'signature does not verify',
    );
    const sig = String(h['wechatpay-signature']);
    expect(
      await reason({
        ...h,
        'wechatpay-signature': `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`,
      }),
    ).toBe('signature does not verify');
    expect(await reason({ ...h, 'wechatpay-signature': `WECHATPAY/SIGNTEST/${sig}` })).toBe('signature test probe');
    expect(await reason({ ...h, 'wechatpay-serial': 'PUB_KEY_ID_SOMEONE_ELSE' })).toBe(
      'unknown key PUB_KEY_ID_SOMEONE_ELSE',
    );
    const later = wechatPayClient({
      apiBase: () => `${t.url}/sandbox/wechatpay`,
      credentials: () => loadPayCredentials({ file: join(t.dataDir, SANDBOX_PAY_MERCHANT_FILE) }),
      now: () => Date.now() + 6 * 60_000,
    });
    const stale = await later.verifyNotification(h, note.body);
    expect(stale.ok ? 'accepted' : stale.reason).toBe('timestamp too far from now');
  });

  it('retries a notification the merchant did not accept, until it does', async () => {
    const { prepayId } = await order();
    const before = receiver.received.length;
    receiver.answers.push(500);
    await approve(prepayId);
    await until(() => receiver.received.length >= before + 2, 10_000);
    const [first, second] = receiver.received.slice(before) as [Received, Received];
    expect(JSON.parse(first.body).id).toBe(JSON.parse(second.body).id);
    expect((await pay.verifyNotification(second.headers, second.body)).ok).toBe(true);
  });

  it('closes an unpaid order; refunds a paid one once per refund number, never beyond the total', async () => {
    const unpaid = await order();
    await pay.closeOrder(unpaid.outTradeNo);
    expect((await pay.queryOrder(unpaid.outTradeNo))?.trade_state).toBe('CLOSED');

    const paid = await order(1000);
    await approve(paid.prepayId);
    const first = await pay.refund({
      outTradeNo: paid.outTradeNo,
      outRefundNo: `R${paid.outTradeNo}`,
      refundFen: 600,
      totalFen: 1000,
    });
    expect(first).toMatchObject({ status: 'PROCESSING', amount: { refund: 600, total: 1000 } });
    const again = await pay.refund({
      outTradeNo: paid.outTradeNo,
      outRefundNo: `R${paid.outTradeNo}`,
      refundFen: 600,
      totalFen: 1000,
    });
    expect(again.refund_id).toBe(first.refund_id);
    await expect(
      pay.refund({ outTradeNo: paid.outTradeNo, outRefundNo: `R2${paid.outTradeNo}`, refundFen: 500, totalFen: 1000 }),
    ).rejects.toBeInstanceOf(PayError);
    // The sandbox's bank takes a moment, as WeChat's does.
    let status: string | undefined;
    for (let i = 0; i < 50 && status !== 'SUCCESS'; i++) {
      status = (await pay.queryRefund(`R${paid.outTradeNo}`))?.status;
      if (status !== 'SUCCESS') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('SUCCESS');
  });
});
