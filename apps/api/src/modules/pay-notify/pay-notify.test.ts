import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Order } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payEvents } from '../../db/schema';
import { approveOnCashier, studentOrderingCourse } from '../../test/course-order';
import {
  deliverNotification,
  paidTransaction,
  payNotification,
  type SandboxPayKeys,
} from '../../test/pay-notification';
import { body, startTestApp, type TestApp } from '../../test/test-app';

/**
 * The whole app run as a merchant still on WeChat Pay platform certificates
 * (WECHATPAY_SANDBOX_SIGNS_WITH=platform_certificate): the adapter downloads them from the sandbox and
 * the notify route accepts what they sign, and only that.
 */

let t: TestApp;
let keys: SandboxPayKeys & { certificates: { serial: string; privateKey: string }[] };

beforeAll(async () => {
  t = await startTestApp({ WECHATPAY_SANDBOX_SIGNS_WITH: 'platform_certificate' });
  keys = JSON.parse(readFileSync(join(t.dataDir, 'sandbox-wechatpay.json'), 'utf8'));
});
afterAll(() => t.close());

const eventsOf = (orderNo: string) => t.database.db.select().from(payEvents).where(eq(payEvents.orderNo, orderNo));

const deliver = (n: { raw: string; headers: Record<string, string> }) => deliverNotification(t, n);

describe('the app as a merchant on platform certificates', () => {
  it("a student pays on the cashier; WeChat Pay's certificate-signed notification is accepted", async () => {
    const { student, order, prepayId } = await studentOrderingCourse(t);
    await approveOnCashier(t, prepayId);
    await expect
      .poll(async () => (await eventsOf(order.order_no)).map((e) => e.outcome), { timeout: 5000 })
      .toEqual([expect.stringMatching(/^(paid|duplicate)$/)]);
    expect(body<Order>(await student.get(`/api/v1/order/index?order_no=${order.order_no}`)).data.status).toBe('paid');
    const refused = await t.database.db.select().from(payEvents).where(eq(payEvents.outcome, 'refused'));
    expect(refused).toEqual([]);
  });

  it('refuses a notification signed with the WeChat Pay public key it does not hold, or tampered', async () => {
    const { order, student } = await studentOrderingCourse(t);
    const resource = paidTransaction(keys, order.order_no, student.openid, order.amount);
    const event = { type: 'TRANSACTION.SUCCESS', summary: '支付成功', originalType: 'transaction', resource };
    const byPublicKey = payNotification(keys, event);
    expect((await deliver(byPublicKey)).statusCode).toBe(401);
    const certificate = keys.certificates[0] as { serial: string; privateKey: string };
    const byCertificate = payNotification(
      { ...keys, platform: { privateKey: certificate.privateKey, id: certificate.serial } },
      event,
    );
    const tampered = {
      ...byCertificate,
      raw: byCertificate.raw.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" '),
    };
    expect((await deliver(tampered)).statusCode).toBe(401);
    expect((await eventsOf(order.order_no)).length).toBe(0);
    expect((await deliver(byCertificate)).statusCode).toBe(204);
    expect((await eventsOf(order.order_no)).map((e) => e.outcome)).toEqual(['paid']);
  });
});
