import { constants, createDecipheriv, createVerify, publicEncrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, freshDir, removeTestDirs, signedPayRequest, startSandbox, testClock } from '../test/sandbox';
import { type NotifyReceiver, notifyReceiver } from '../testing';
import type { PayKeys } from './keys';
import { SIMULATED_FAIL_REASON } from './transfer-routes';

/** The sandbox's 商家转账: its v3 endpoints, the confirmation page and what requestMerchantTransfer does. */

const BILLS = '/sandbox/wechatpay/v3/fund-app/mch-transfer/transfer-bills';
const clock = testClock(Date.now());
let app: FastifyInstance;
let keys: PayKeys;
let receiver: NotifyReceiver;
let notifyUrl: string;

/** A merchant's request, signed with the merchant key on the test's clock. */
const signed = (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
  signedPayRequest(app, keys, clock.now(), { method, url, payload, headers });

let counter = 0;
const request = (over: Record<string, unknown> = {}) => ({
  appid: APP.appid,
  out_bill_no: `WS${Date.now()}${++counter}`,
  transfer_scene_id: '1005',
  openid: 'o-sandbox-coach',
  transfer_amount: 1234,
  transfer_remark: '学车教练佣金提现',
  notify_url: notifyUrl,
  user_recv_perception: '劳务报酬',
  transfer_scene_report_infos: [
    { info_type: '岗位类型', info_content: '驾校教练' },
    { info_type: '报酬说明', info_content: '招生佣金提现' },
  ],
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const res = await signed('POST', BILLS, request(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { out_bill_no: string; transfer_bill_no: string; state: string; package_info: string };
}

const query = async (no: string) => (await signed('GET', `${BILLS}/out-bill-no/${no}`)).json();
const bridge = (payload: object) =>
  app.inject({ method: 'POST', url: '/sandbox/wechatpay/bridge/transfer', payload }).then((r) => r.json());

/** The decrypted resources of the MCHTRANSFER notifications received so far. */
function finished(): { out_bill_no: string; state: string; mch_id: string }[] {
  return receiver.received
    .map((r) => JSON.parse(r.body))
    .filter((n) => n.event_type === 'MCHTRANSFER.BILL.FINISHED')
    .map((n) => {
      const data = Buffer.from(n.resource.ciphertext, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keys.apiV3Key), Buffer.from(n.resource.nonce));
      decipher.setAAD(Buffer.from(n.resource.associated_data));
      decipher.setAuthTag(data.subarray(data.length - 16));
      return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, -16)), decipher.final()]).toString());
    });
}
const notified = (no: string, state: string) => () => finished().some((b) => b.out_bill_no === no && b.state === state);

const until = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

beforeAll(async () => {
  const dataDir = freshDir();
  app = await startSandbox({ dataDir, now: clock.now });
  keys = JSON.parse(readFileSync(join(dataDir, 'sandbox-wechatpay.json'), 'utf8'));
  receiver = await notifyReceiver('/api/pay/notify');
  notifyUrl = receiver.url;
});
afterAll(async () => {
  await receiver.close();
  await app.close();
  removeTestDirs();
});

describe('transfer bills', () => {
  it('refuses unsigned calls, and requests scene 1005 does not allow', async () => {
    const unsigned = await app.inject({ method: 'POST', url: BILLS, payload: request() });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ code: 'SIGN_ERROR', message: '签名错误' });

    const refusals: [Record<string, unknown>, number, string][] = [
      [{ transfer_scene_report_infos: [{ info_type: '岗位类型', info_content: '教练' }] }, 400, 'PARAM_ERROR'],
      [{ transfer_scene_id: '1009' }, 403, 'NO_AUTH'],
      [{ user_recv_perception: '佣金报酬' }, 400, 'INVALID_REQUEST'],
      [{ transfer_amount: 9 }, 400, 'PARAM_ERROR'],
      [{ out_bill_no: 'W-1' }, 400, 'PARAM_ERROR'],
      [{ transfer_amount: 200_000 }, 400, 'PARAM_ERROR'],
      [{ transfer_amount: 200_000, user_name: 'not-encrypted' }, 400, 'PARAM_ERROR'],
    ];
    for (const [over, status, code] of refusals) {
      const res = await signed('POST', BILLS, request(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.json().code).toBe(code);
    }
  });

  it('answers with a signed reply: a bill waiting for the person, with its package; the same number again is the same bill', async () => {
    const body = request();
    const res = await signed('POST', BILLS, body);
    expect(res.statusCode).toBe(200);
    const h = res.headers;
    const verified = createVerify('RSA-SHA256')
      .update(`${h['wechatpay-timestamp']}\n${h['wechatpay-nonce']}\n${res.body}\n`)
      .verify(keys.platform.publicKey, String(h['wechatpay-signature']), 'base64');
    expect(verified).toBe(true);
    expect(h['wechatpay-serial']).toBe(keys.platform.id);
    const created = res.json();
    expect(created).toMatchObject({ out_bill_no: body.out_bill_no, state: 'WAIT_USER_CONFIRM' });
    expect(created.package_info).toBeTruthy();
    const again = (await signed('POST', BILLS, body)).json();
    expect(again.transfer_bill_no).toBe(created.transfer_bill_no);
    const changed = await signed('POST', BILLS, { ...body, transfer_amount: 999 });
    expect(changed.statusCode).toBe(400);
    expect(await query(body.out_bill_no)).toMatchObject({
      mch_id: keys.mchid,
      state: 'WAIT_USER_CONFIRM',
      transfer_amount: 1234,
      openid: 'o-sandbox-coach',
    });
    expect((await signed('GET', `${BILLS}/out-bill-no/WNONE1`)).statusCode).toBe(404);
  });

  it('takes a payee name encrypted with the WeChat Pay key named in Wechatpay-Serial', async () => {
    const name = publicEncrypt(
      { key: keys.platform.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
      Buffer.from('张三'),
    ).toString('base64');
    const big = { transfer_amount: 250_000, user_name: name };
    const wrongSerial = await signed('POST', BILLS, request(big), { 'wechatpay-serial': 'PUB_KEY_ID_OTHER' });
    expect(wrongSerial.statusCode).toBe(400);
    const ok = await signed('POST', BILLS, request(big), { 'wechatpay-serial': keys.platform.id });
    expect(ok.statusCode).toBe(200);
  });
});

describe('the person confirms', () => {
  it('inside WeChat: requestMerchantTransfer checks merchant and app, then the money moves and WeChat Pay notifies', async () => {
    const bill = await create();
    const params = { mchId: keys.mchid, appId: APP.appid, package: bill.package_info };
    expect(await bridge({ ...params, mchId: '1230000109', action: 'preview' })).toMatchObject({
      err_msg: 'requestMerchantTransfer:fail',
      err_desc: 'mchId 与转账单的商户号不一致',
    });
    expect(await bridge({ ...params, appId: 'wx0000000000000000', action: 'preview' })).toMatchObject({
      err_msg: 'requestMerchantTransfer:fail',
    });
    expect(await bridge({ ...params, package: 'nope', action: 'preview' })).toMatchObject({
      err_msg: 'requestMerchantTransfer:fail',
    });
    expect(await bridge({ ...params, action: 'preview' })).toEqual({
      err_msg: 'preview:ok',
      remark: '学车教练佣金提现',
      amount: 1234,
    });
    expect(await bridge({ ...params, action: 'confirm' })).toEqual({ err_msg: 'requestMerchantTransfer:ok' });
    expect((await query(bill.out_bill_no)).state).toBe('TRANSFERING');
    expect(await bridge({ ...params, action: 'confirm' })).toMatchObject({ err_msg: 'requestMerchantTransfer:fail' });
    await until(async () => (await query(bill.out_bill_no)).state === 'SUCCESS');
    await until(notified(bill.out_bill_no, 'SUCCESS'));
    expect(finished().find((b) => b.out_bill_no === bill.out_bill_no)?.mch_id).toBe(keys.mchid);
    const note = receiver.received.find((r) => r.body.includes('MCHTRANSFER.BILL.FINISHED'));
    expect(JSON.parse(note?.body ?? '{}').resource.original_type).toBe('mch_payment');
    expect(note?.headers['wechatpay-serial']).toBe(keys.platform.id);
  });

  it('declining on the sheet cancels the bill', async () => {
    const bill = await create();
    const params = { mchId: keys.mchid, appId: APP.appid, package: bill.package_info };
    expect(await bridge({ ...params, action: 'cancel' })).toEqual({ err_msg: 'requestMerchantTransfer:cancel' });
    expect((await query(bill.out_bill_no)).state).toBe('CANCELLED');
    await until(notified(bill.out_bill_no, 'CANCELLED'));
  });

  it('outside WeChat: a page with 确认收款, 取消 and 模拟转账失败 that returns with ?transfer=ok|cancel|fail', async () => {
    const bill = await create();
    const pkg = encodeURIComponent(bill.package_info);
    const page = await app.inject({ url: `/sandbox/wechatpay/transfer?package=${pkg}&redirect=/coach-cash-list` });
    expect(page.statusCode).toBe(200);
    for (const text of ['¥12.34', '确认收款', '取消', '模拟转账失败', '学车教练佣金提现'])
      expect(page.body).toContain(text);
    expect((await app.inject({ url: '/sandbox/wechatpay/transfer?package=nope' })).statusCode).toBe(404);

    const post = (b: { out_bill_no: string; package_info: string }, action: string, redirect: string) =>
      app.inject({
        method: 'POST',
        url: '/sandbox/wechatpay/transfer',
        payload: { package: b.package_info, action, redirect },
      });
    const failed = await post(bill, 'fail', '/coach-cash-list?id=7');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe('/coach-cash-list?id=7&transfer=fail');
    await until(async () => (await query(bill.out_bill_no)).state === 'FAIL');
    expect((await query(bill.out_bill_no)).fail_reason).toBe(SIMULATED_FAIL_REASON);
    await until(notified(bill.out_bill_no, 'FAIL'));

    const other = await create();
    const cancelled = await post(other, 'cancel', 'https://xueche.example/coach-cash-list');
    expect(cancelled.headers.location).toBe('https://xueche.example/coach-cash-list?transfer=cancel');
    expect((await query(other.out_bill_no)).state).toBe('CANCELLED');

    // Never sent on to another scheme or a protocol-relative address.
    const third = await create();
    const evil = await post(third, 'confirm', '//evil.example/');
    expect(evil.statusCode).toBe(200);
    expect(evil.body).toContain('已确认收款');
  });

  it('a bill nobody confirms closes after a day, and WeChat Pay says so', async () => {
    const bill = await create();
    clock.advance(24 * 3600_000 + 1000);
    const later = await query(bill.out_bill_no);
    expect(later.state).toBe('CANCELLED');
    await until(notified(bill.out_bill_no, 'CANCELLED'));
  });
});

/** A bare page for the stand-in script: just what it touches, with fetch going to the sandbox. */
function fakePage() {
  type El = {
    attrs: Record<string, string>;
    children: El[];
    textContent: string;
    style: Record<string, string>;
    onclick: null | (() => void);
    setAttribute(name: string, value: string): void;
    appendChild(child: El): void;
    remove(): void;
  };
  const elements: El[] = [];
  const element = (): El => {
    const el: El = {
      attrs: {},
      children: [],
      textContent: '',
      style: {},
      onclick: null,
      setAttribute(name, value) {
        el.attrs[name] = value;
      },
      appendChild(child) {
        el.children.push(child);
      },
      remove() {},
    };
    elements.push(el);
    return el;
  };
  const fetch = async (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
    const res = await app.inject({ method: init.method as 'POST', url, headers: init.headers, payload: init.body });
    return { json: async () => res.json() };
  };
  const page: Record<string, unknown> = {
    location: { href: 'https://xueche.example/coach-wallet' },
    navigator: { userAgent: 'Mozilla/5.0 MicroMessenger/8.0', geolocation: {} },
    performance: { getEntriesByType: () => [] },
    document: { createElement: element, body: element() },
  };
  return { page, fetch, elements };
}

describe('the JS-SDK stand-in', () => {
  it("WeixinJSBridge's requestMerchantTransfer shows a sheet with the amount and accepts the transfer", async () => {
    const bill = await create();
    const script = (await app.inject({ url: '/sandbox/wechat/jssdk.js' })).body;
    const { page, fetch, elements } = fakePage();
    // The script reads globalThis and fetch: run it against the fake page.
    new Function('globalThis', 'fetch', script)(page, fetch);
    const bridge = page.WeixinJSBridge as {
      invoke(api: string, params: object, callback: (res: { err_msg: string }) => void): void;
    };
    const answer = new Promise<{ err_msg: string }>((resolve) =>
      bridge.invoke(
        'requestMerchantTransfer',
        { mchId: keys.mchid, appId: APP.appid, package: bill.package_info },
        resolve,
      ),
    );
    await until(() => elements.some((e) => e.attrs['data-testid'] === 'wxtransfer-sheet'));
    const sheet = elements.find((e) => e.attrs['data-testid'] === 'wxtransfer-sheet');
    expect(sheet?.children.map((c) => c.textContent)).toEqual([
      '商家转账（沙箱） · 学车教练佣金提现',
      '¥12.34',
      '确认收款',
      '取消',
    ]);
    sheet?.children[2]?.onclick?.();
    expect(await answer).toEqual({ err_msg: 'requestMerchantTransfer:ok' });
    expect((await query(bill.out_bill_no)).state).toBe('TRANSFERING');
    expect((page.__wxSandbox as { calls: { api: string }[] }).calls.map((c) => c.api)).toContain(
      'requestMerchantTransfer',
    );
  });

  it('defines requestMerchantTransfer on WeixinJSBridge, backed by the sandbox', async () => {
    const script = await app.inject({ url: '/sandbox/wechat/jssdk.js' });
    expect(script.body).toContain('requestMerchantTransfer');
    expect(script.body).toContain('"/sandbox/wechatpay/bridge/transfer"');
    expect(script.body).toContain('确认收款');
    // It runs in the browser as plain script: it must at least parse.
    expect(() => new Function(script.body)).not.toThrow();
  });
});
