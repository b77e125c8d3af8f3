import type { Order, Product } from '@xueche/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, users } from '../../db/schema';
import { buyAndPay } from '../../test/course-order';
import { type Person, person } from '../../test/person';
import { body, login, openid, startTestApp, type TestApp } from '../../test/test-app';
import { pinHelpers } from '../pin/test-helpers';
import { chinaDay, siteHelpers, mobile as siteMobile } from '../site/test-helpers';
import { trainHelpers } from '../train/test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface NewMember {
  applies: boolean;
  reason: string;
  note: string;
  product_id: number | null;
  offer: {
    product_id: number;
    title: string;
    kind: string;
    price: number;
    list_price: number;
    until: string;
    days: number;
  } | null;
}

const newMember = async (p: Person) => body<NewMember>(await p.get('/api/v1/user/new-member')).data;
const products = async (p: Person) => body<{ list: Product[] }>(await p.get('/api/v3/product/land')).data.list;
const bundleOf = async (p: Person) => (await products(p)).find((x) => x.kind === 'bundle') as Product;

async function setSetting(key: string, value: unknown) {
  await t.database.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** Signed up `days` ago: the account's creation is the first login. */
async function signedUpDaysAgo(p: Person, days: number) {
  await t.database.db
    .update(users)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(users.id, p.id));
}

/** Orders the product and pays on the sandbox cashier; the order as the server then tells it. */
const buy = (p: Person, productId: number) => buyAndPay(t, p, productId);

describe('GET v1/user/new-member', () => {
  it('offers a new student the theory bundle at the offer price until 7 days after their first login', async () => {
    const student = await person(t, 1);
    const reply = await newMember(student);
    expect(reply).toMatchObject({
      applies: true,
      reason: 'ok',
      offer: { kind: 'bundle', price: 1990, list_price: 4900, days: 7 },
    });
    expect(reply.note).toContain('7 天');
    const [me] = await t.database.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, student.id));
    expect(new Date(reply.offer?.until ?? 0).getTime()).toBe((me?.createdAt.getTime() ?? 0) + 7 * 86_400_000);
    // The product lists show that product at the offer price, the others as usual.
    const bundle = await bundleOf(student);
    expect(bundle).toMatchObject({ id: reply.offer?.product_id, price: 1990 });
    expect((await products(student)).find((p) => p.kind === 'vip')?.price).toBe(2900);
  });

  it('the order is charged the offer price; once paid, the offer is gone and prices are usual again', async () => {
    const student = await person(t, 1);
    const bundle = await bundleOf(student);
    const order = await buy(student, bundle.id);
    expect(order).toMatchObject({ status: 'paid', amount: 1990 });
    const after = await newMember(student);
    expect(after).toMatchObject({ applies: false, reason: 'bought', offer: null });
    expect(after.note).toBe('新学员优惠仅限首次购买，你已经购买过课程');
    expect((await bundleOf(student)).price).toBe(4900);
  });

  it('a first purchase of another course or VIP set also ends it, and the reply names the product it was for', async () => {
    const vipBuyer = await person(t, 1);
    const offered = (await newMember(vipBuyer)).product_id;
    const vip = (await products(vipBuyer)).find((p) => p.kind === 'vip') as Product;
    expect((await buy(vipBuyer, vip.id)).amount).toBe(2900);
    expect(await newMember(vipBuyer)).toMatchObject({ reason: 'bought', product_id: offered });

    const courseBuyer = await person(t, 1);
    const field = await siteHelpers(t).demoField('beijing');
    const land = body<{ list: Product[] }>(await courseBuyer.get(`/api/v3/product/land?field_id=${field.id}`)).data;
    const course = land.list.find((p) => p.kind === 'course' && p.field_id === field.id) as Product;
    expect(course).toBeTruthy();
    await courseBuyer.post('/api/v1/user/update-field', { field_id: field.id });
    expect((await buy(courseBuyer, course.id)).status).toBe('paid');
    expect((await newMember(courseBuyer)).reason).toBe('bought');
  });

  it('survives paying for coach-for-hire hours: those are not a course', async () => {
    const train = trainHelpers(t);
    const coach = await train.listedCoach();
    const student = await person(t, 1);
    // An hour tomorrow at 10:00 China time (the test coach works every hour, 06–22).
    const start = new Date(`${chinaDay(1)}T10:00:00+08:00`).toISOString();
    const res = await student.post('/api/v1/train/book', {
      member_id: coach.did,
      start,
      hours: 1,
      phone: '13700000001',
    });
    expect(res.statusCode, res.body).toBe(200);
    const booked = body<{ prepay_id: string; booking: { order: { order_no: string } } }>(res).data;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/sandbox/wechatpay/cashier',
      payload: { prepay_id: booked.prepay_id, action: 'approve', redirect: '/train/mine' },
    });
    expect(paid.statusCode).toBe(303);
    const order = body<Order>(await student.get(`/api/v1/order/index?order_no=${booked.booking.order.order_no}`)).data;
    expect(order.status).toBe('paid');

    const after = await newMember(student);
    expect(after).toMatchObject({ applies: true, reason: 'ok', offer: { price: 1990 } });
    expect((await bundleOf(student)).price).toBe(1990);
  });

  it('survives a shuttle seat and an on-site practice application, which are not paid for here', async () => {
    const pin = pinHelpers(t);
    const owner = await pin.owner();
    const trip = await pin.publish(owner, await pin.field());
    const student = await person(t, 1);
    expect((await pin.book(student, trip.id)).statusCode).toBe(200);
    const applied = await student.post('/api/v2/k2/kc-apply', {
      field_id: (await siteHelpers(t).demoField('guangzhou')).id,
      date: chinaDay(2),
      slot: '08:00-10:00',
      phone: siteMobile(),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await newMember(student)).toMatchObject({ applies: true, reason: 'ok' });
  });

  it('has ended for a student who signed up more than 7 days ago, who pays the usual price', async () => {
    const student = await person(t, 1);
    await signedUpDaysAgo(student, 8);
    expect(await newMember(student)).toMatchObject({
      applies: false,
      reason: 'expired',
      offer: null,
      product_id: (await bundleOf(student)).id,
    });
    const bundle = await bundleOf(student);
    expect(bundle.price).toBe(4900);
    const res = await student.post('/api/v1/order/confrim', { product_id: bundle.id });
    expect((JSON.parse(res.body) as { data: { order: Order } }).data.order.amount).toBe(4900);
  });

  it('says why in English when asked', async () => {
    const { token } = await login(t.app, { openid: openid() });
    const res = await t.app.inject({
      url: `/api/v1/user/new-member?access-token=${token}`,
      headers: { 'accept-language': 'en' },
    });
    expect(body<NewMember>(res).data.note).toBe(
      'For new students: a special price on a first purchase within 7 days of first signing in',
    );
  });

  it('is not for coaches', async () => {
    const coach = await person(t, 2);
    expect(await newMember(coach)).toMatchObject({ applies: false, reason: 'not_student', offer: null });
  });

  it('is off when no product is set, or the setting makes no sense; the rule follows the settings', async () => {
    const student = await person(t, 1);
    try {
      await setSetting('new_member.product', '');
      expect(await newMember(student)).toMatchObject({
        applies: false,
        reason: 'off',
        note: '当前没有新学员优惠',
        product_id: null,
      });
      await setSetting('new_member.product', 'no-such-product');
      expect((await newMember(student)).reason).toBe('off');
      // A "discount" at or above the usual price is no offer.
      await setSetting('new_member.product', 'vip-1');
      await setSetting('new_member.price_fen', 2900);
      expect((await newMember(student)).reason).toBe('off');
      expect((await products(student)).find((p) => p.kind === 'vip')?.price).toBe(2900);
      // Another product, another price, a longer window.
      await setSetting('new_member.price_fen', 500);
      await setSetting('new_member.days', 30);
      await signedUpDaysAgo(student, 20);
      expect(await newMember(student)).toMatchObject({
        applies: true,
        offer: { price: 500, list_price: 2900, days: 30 },
      });
      expect((await bundleOf(student)).price).toBe(4900);
    } finally {
      await setSetting('new_member.product', 'bundle-theory');
      await setSetting('new_member.price_fen', 1990);
      await setSetting('new_member.days', 7);
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ url: '/api/v1/user/new-member' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET v2/user/un-did', () => {
  it('tells an unbound student so (un_did 1), and a student bound by a coach link who the coach is', async () => {
    const coach = await person(t, 2);
    const unbound = await person(t, 1);
    expect(body(await unbound.get('/api/v2/user/un-did')).data).toEqual({ un_did: 1, state: 'unbound', coach: null });

    const bound = await person(t, 1, coach.did);
    const reply = body<{ un_did: number; state: string; coach: { nickname: string; bound_at: string } }>(
      await bound.get('/api/v2/user/un-did'),
    ).data;
    expect(reply).toMatchObject({ un_did: 0, state: 'bound', coach: { nickname: expect.any(String) } });
    expect(Number.isNaN(Date.parse(reply.coach.bound_at))).toBe(false);
  });

  it('a student who binds on /bindCoach later is bound from then on', async () => {
    const coach = await person(t, 2);
    const student = await person(t, 1);
    expect(body<{ state: string }>(await student.get('/api/v2/user/un-did')).data.state).toBe('unbound');
    const bind = await student.post('/api/v1/user/bind-coach', { did: coach.did });
    expect(bind.statusCode, bind.body).toBe(200);
    expect(body<{ un_did: number; state: string }>(await student.get('/api/v2/user/un-did')).data).toMatchObject({
      un_did: 0,
      state: 'bound',
    });
  });

  it('says a coach is a coach, recruited or not', async () => {
    const recruiter = await person(t, 2);
    for (const coach of [await person(t, 2), await person(t, 2, recruiter.did)]) {
      expect(body(await coach.get('/api/v2/user/un-did')).data).toEqual({ un_did: 0, state: 'coach', coach: null });
    }
  });
});
