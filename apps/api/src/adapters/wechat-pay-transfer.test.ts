import { join } from 'node:path';
import { SANDBOX_PAY_MERCHANT_FILE } from '@xueche/sandbox';
import { type NotifyReceiver, notifyReceiver } from '@xueche/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { wechatPayClient } from './wechat-pay';
import { loadPayCredentials } from './wechat-pay-credentials';
import { type TransferBill, transferMchid } from './wechat-pay-types';

/** 商家转账 through the adapter against the sandbox (docs/protocols.md#wechat-pay-transfers). */

let t: TestApp;
let pay: ReturnType<typeof wechatPayClient>;
let receiver: NotifyReceiver;
let notifyUrl: string;

const until = async (check: () => boolean | Promise<boolean>, ms = 8000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

let counter = 0;
const billNo = () => `WT${Date.now()}${++counter}`;
const APPID = 'wx5a1dbox0000000001';

const bill = (outBillNo: string, amountFen = 500, userName?: string) =>
  pay.createTransferBill({
    appid: APPID,
    outBillNo,
    openid: 'test-openid-1',
    amountFen,
    remark: '学车教练佣金提现',
    role: '驾校教练',
    reason: '学车平台招生佣金提现',
    userName,
  });

/** The next notification for `outBillNo`, verified and decrypted by the adapter. */
async function finishedFor(outBillNo: string) {
  let found: TransferBill | undefined;
  let envelope: { resource?: { original_type?: string } } = {};
  await until(async () => {
    for (const note of receiver.received) {
      const verified = await pay.verifyNotification(note.headers, note.body);
      if (!verified.ok) continue;
      const resource = verified.notification.resource as TransferBill;
      if (resource.out_bill_no === outBillNo && verified.notification.event_type === 'MCHTRANSFER.BILL.FINISHED') {
        found = resource;
        envelope = JSON.parse(note.body);
        return true;
      }
    }
    return false;
  });
  return { bill: found as TransferBill, originalType: envelope.resource?.original_type };
}

async function onPage(packageInfo: string, action: 'confirm' | 'cancel' | 'fail') {
  return t.app.inject({
    method: 'POST',
    url: '/sandbox/wechatpay/transfer',
    payload: { package: packageInfo, action, redirect: '/coach-cash-list' },
  });
}

beforeAll(async () => {
  t = await startTestApp();
  pay = wechatPayClient({
    apiBase: () => `${t.url}/sandbox/wechatpay`,
    credentials: () => loadPayCredentials({ file: join(t.dataDir, SANDBOX_PAY_MERCHANT_FILE) }),
    notifyUrl: () => notifyUrl,
  });
  receiver = await notifyReceiver('/pay/notify');
  notifyUrl = receiver.url;
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('商家转账 through the adapter', () => {
  it('creates a bill waiting for the person, once per number; a changed request with the same number is refused', async () => {
    const no = billNo();
    const created = await bill(no);
    expect(created).toMatchObject({ out_bill_no: no, state: 'WAIT_USER_CONFIRM' });
    expect(created.transfer_bill_no).toMatch(/^\d{40}$/);
    expect(created.package_info).toBeTruthy();
    const again = await bill(no);
    expect(again.transfer_bill_no).toBe(created.transfer_bill_no);
    expect(again.package_info).toBe(created.package_info);
    await expect(bill(no, 600)).rejects.toMatchObject({ status: 400, code: 'INVALID_REQUEST' });

    const queried = await pay.queryTransferBill(no);
    expect(queried).toMatchObject({ out_bill_no: no, state: 'WAIT_USER_CONFIRM', transfer_amount: 500, appid: APPID });
    expect(transferMchid(queried as TransferBill)).toBe(pay.mchid);
    expect(await pay.queryTransferBill('WNOSUCHBILL')).toBeNull();
    expect(pay.transferConfirmParams(APPID, created.package_info as string)).toEqual({
      mchId: pay.mchid,
      appId: APPID,
      package: created.package_info,
    });
  });

  it('confirmed by the person: TRANSFERING, then SUCCESS and a signed, encrypted FINISHED notification', async () => {
    const no = billNo();
    const created = await bill(no, 1234);
    const res = await onPage(created.package_info as string, 'confirm');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/coach-cash-list?transfer=ok');
    expect((await pay.queryTransferBill(no))?.state).toBe('TRANSFERING');
    const finished = await finishedFor(no);
    expect(finished.originalType).toBe('mch_payment');
    expect(finished.bill).toMatchObject({
      out_bill_no: no,
      transfer_bill_no: created.transfer_bill_no,
      state: 'SUCCESS',
      transfer_amount: 1234,
      openid: 'test-openid-1',
    });
    expect(transferMchid(finished.bill)).toBe(pay.mchid);
    expect((await pay.queryTransferBill(no))?.state).toBe('SUCCESS');
    // A finished bill cannot be cancelled.
    await expect(pay.cancelTransferBill(no)).rejects.toMatchObject({ status: 400 });
  });

  it('a simulated failure ends FAIL with its reason; a cancel by the merchant ends CANCELLED; both are notified', async () => {
    const failing = billNo();
    const f = await bill(failing);
    expect((await onPage(f.package_info as string, 'fail')).headers.location).toBe('/coach-cash-list?transfer=fail');
    const failed = await finishedFor(failing);
    expect(failed.bill).toMatchObject({ state: 'FAIL', fail_reason: 'REAL_NAME_CHECK_FAIL' });

    const cancelling = billNo();
    await bill(cancelling);
    const cancelled = await pay.cancelTransferBill(cancelling);
    expect(cancelled).toMatchObject({ out_bill_no: cancelling, state: 'CANCELLED' });
    expect((await finishedFor(cancelling)).bill.state).toBe('CANCELLED');
  });

  it('sends the payee name encrypted with the WeChat Pay key; from ¥2,000 it is required', async () => {
    await expect(bill(billNo(), 200_000)).rejects.toMatchObject({ status: 400, code: 'PARAM_ERROR' });
    const named = await bill(billNo(), 200_000, '张三');
    expect(named.state).toBe('WAIT_USER_CONFIRM');
  });
});
