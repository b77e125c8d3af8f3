import type { Order, Product } from '@xueche/contract';
import { expect } from 'vitest';
import { type Person, person } from './person';
import { body, type TestApp } from './test-app';

/** `who` chooses the first field of the first city the app lists; that field (its id and course price). */
export async function chooseFirstField(who: Person) {
  const loc = body<{ provinces: { cities: { id: number }[] }[] }>(await who.get('/api/v1/user/loc')).data;
  const city = loc.provinces[0]?.cities[0]?.id;
  const top = body<{ fields: { field_id: number; price: number }[] }>(
    await who.get(`/api/v1/user/top-info?city_id=${city}`),
  ).data;
  const field = top.fields[0] as { field_id: number; price: number };
  await who.post('/api/v1/user/update-field', { field_id: field.field_id });
  return field;
}

/** The course of `who`'s field, as the store lists it to them. */
export async function courseOf(who: Person): Promise<Product> {
  const { list } = body<{ list: Product[] }>(await who.get('/api/v3/product/land')).data;
  return list.find((p) => p.kind === 'course') as Product;
}

/** `who` orders the product (the reply must be 200): the open order and what the page pays it with. */
export async function orderOf(who: Person, productId: number) {
  const res = await who.post('/api/v1/order/confrim', { product_id: productId });
  expect(res.statusCode, res.body).toBe(200);
  return (
    JSON.parse(res.body) as { data: { order: Order; prepay_id: string; pay: { paySign: string; nonceStr: string } } }
  ).data;
}

/** Pays on the sandbox's cashier, as a person would (the cashier answers 303, back to the order page). */
export async function approveOnCashier(t: TestApp, prepayId: string) {
  const paid = await t.app.inject({
    method: 'POST',
    url: '/sandbox/wechatpay/cashier',
    payload: { prepay_id: prepayId, action: 'approve', redirect: '/Indent' },
  });
  expect(paid.statusCode).toBe(303);
}

/** `who` orders the product and pays on the sandbox's cashier; the order as the server then tells it. */
export async function buyAndPay(t: TestApp, who: Person, productId: number): Promise<Order> {
  const { order, prepay_id } = await orderOf(who, productId);
  await approveOnCashier(t, prepay_id);
  return body<Order>(await who.get(`/api/v1/order/index?order_no=${order.order_no}`)).data;
}

/** A new student (bound by `did` when given) who chose the first field and ordered its course, unpaid. */
export async function studentOrderingCourse(t: TestApp, did?: string) {
  const student = await person(t, 1, did);
  await chooseFirstField(student);
  const { order, prepay_id } = await orderOf(student, (await courseOf(student)).id);
  return { student, order, prepayId: prepay_id };
}
