import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Order, Product } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payEvents } from '../../db/schema';
import { payNotification, type SandboxPayKeys } from '../../test/pay-notification';
import { person } from '../../test/person';
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

async function buyCourse() {
  const student = await person(t, 1);
  const loc = body<{ provinces: { cities: { id: number }[] }[] }>(await student.get('/api/v1/user/loc')).data;
  const city = loc.provinces[0]?.cities[0]?.id;
  const top = body<{ fields: { field_id: number }[] }>(await student.get(`/api/v1/user/top-info?city_id=${city}`));
  await student.post('/api/v1/user/update-field', { field_id: top.data.fields[0]?.field_id as number });
  const { list } = body<{ list: Product[] }>(await student.get('/api/v3/product/land')).data;
  const course = list.find((p) => p.kind === 'course') as Product;
  const res = await student.post('/api/v1/order/confrim', { product_id: course.id });
  expect(res.statusCode, res.body).toBe(200);
  const { order, prepay_id } = (JSON.parse(res.body) as { data: { order: Order; prepay_id: string } }).data;
  return { student, order, prepayId: prepay_id };
}

const eventsOf = (orderNo: string) => t.database.db.select().from(payEvents).where(eq(payEvents.orderNo, orderNo));

const deliver = (n: { raw: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/pay/notify', headers: n.headers, payload: n.raw });

describe('the app as a merchant on platform certificates', () => {
  it("a student pays on the cashier; WeChat Pay's certificate-signed notification is accepted", async () => {
    const { student, order, prepayId } = await buyCourse();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/sandbox/wechatpay/cashier',
      payload: { prepay_id: prepayId, action: 'approve', redirect: '/Indent' },
    });
    expect(paid.statusCode).toBe(303);
    await expect
      .poll(async () => (await eventsOf(order.order_no)).map((e) => e.outcome), { timeout: 5000 })
      .toEqual([expect.stringMatching(/^(paid|duplicate)$/)]);
    expect(body<Order>(await student.get(`/api/v1/order/index?order_no=${order.order_no}`)).data.status).toBe('paid');
    const refused = await t.database.db.select().from(payEvents).where(eq(payEvents.outcome, 'refused'));
    expect(refused).toEqual([]);
  });

  it('refuses a notification signed with the WeChat Pay public key it does not hold, or tampered', async () => {
    const { order, student } = await buyCourse();
    const resource = {
      appid: 'wx5a1dbox0000000001',
      mchid: keys.mchid,
      out_trade_no: order.order_no,
      transaction_id: `4200${Date.now()}`.padEnd(28, '0'),
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      success_time: new Date().toISOString(),
      payer: { openid: student.openid },
      amount: { total: order.amount, payer_total: order.amount, currency: 'CNY' },
    };
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
