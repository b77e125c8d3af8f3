import type { PinBooking } from '@xueche/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { pinOwners } from '../../db/schema';
import { person } from '../../test/person';
import { body, startTestAppWith, type TestApp } from '../../test/test-app';
import { chinaWhen } from './notices.service';
import { mobile, pinHelpers } from './test-helpers';

const OPS_TOKEN = 'test-operator-token-pin-notices-0123';
let t: TestApp;
let h: ReturnType<typeof pinHelpers>;
beforeAll(async () => ({ t, h } = await startTestAppWith(pinHelpers, { OPS_TOKEN })));
afterAll(() => t.close());

/** The pin-notice jobs queued so far. */
const queued = async () =>
  (
    await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from pgboss.job where name = 'pin-notice'`)
  )[0]?.n ?? 0;

/** Waits until `n` more notices are queued (that happens after the event's reply), then sends them. */
async function deliver(from: number, n: number) {
  await expect.poll(queued, { timeout: 10_000 }).toBe(from + n);
  await t.app.jobs.workNow('pin-notice');
}

describe('texts about bookings', () => {
  it('a booking texts the owner, an answer the passenger, a cancellation the other side, a called-off trip every live passenger', async () => {
    const f = await h.field('东坝考场');
    const owner = await h.owner();
    const trip = await h.publish(owner, f);
    const when = chinaWhen(new Date(trip.depart_at));
    const [a, b, c] = await Promise.all([person(t), person(t), person(t)]);
    const [phoneA, phoneB, phoneC] = [mobile(), mobile(), mobile()];

    let jobs = await queued();
    const booking = body<PinBooking>(await h.book(a, trip.id, 2, phoneA)).data;
    await deliver(jobs, 1);
    const nickname = booking.passenger.nickname;
    expect(await h.inbox(owner.phone)).toEqual([
      { event: '拼车预订', detail: `${nickname}订${when}去${f.name}2座`.slice(0, 30) },
    ]);

    jobs = await queued();
    await owner.post('/api/v1/pin/booking/decide', { id: booking.id, decision: 'confirm' });
    await deliver(jobs, 1);
    expect(await h.inbox(phoneA)).toEqual([{ event: '拼车确认', detail: `车主已确认${when}去${f.name}` }]);

    jobs = await queued();
    const second = body<PinBooking>(await h.book(b, trip.id, 1, phoneB)).data;
    await owner.post('/api/v1/pin/booking/decide', { id: second.id, decision: 'decline' });
    await deliver(jobs, 2);
    expect(await h.inbox(phoneB)).toEqual([{ event: '拼车回复', detail: `车主未能接受${when}去${f.name}的预订` }]);

    jobs = await queued();
    const third = body<PinBooking>(await h.book(c, trip.id, 1, phoneC)).data;
    await deliver(jobs, 1);
    jobs = await queued();
    await c.post('/api/v1/pin/booking/cancel', { id: third.id });
    await deliver(jobs, 1);
    expect((await h.inbox(owner.phone))[0]).toEqual({
      event: '拼车取消',
      detail: `${third.passenger.nickname}取消了${when}的1座`.slice(0, 30),
    });

    // A called-off trip texts its live passengers: A (confirmed) and D (pending), not B or C.
    const d = await person(t);
    const phoneD = mobile();
    // D's booking texts the owner too, queued after its reply: counted and sent before the trip is called off.
    jobs = await queued();
    await h.book(d, trip.id, 1, phoneD);
    await deliver(jobs, 1);
    jobs = await queued();
    await owner.post('/api/v1/pin/trip/cancel', { id: trip.id });
    await deliver(jobs, 2);
    const calledOff = { event: '拼车取消', detail: `车主取消了${when}去${f.name}的行程` };
    expect((await h.inbox(phoneA))[0]).toEqual(calledOff);
    expect((await h.inbox(phoneD))[0]).toEqual(calledOff);
    expect(await h.inbox(phoneB)).toHaveLength(1);
    expect(await h.inbox(phoneC)).toHaveLength(0);
  });

  it("an operator's answer texts the owner", async () => {
    const who = await person(t);
    const phone = mobile();
    await t.database.db.insert(pinOwners).values({ userId: who.id, name: '吴师傅', phone, status: 'pending' });
    const jobs = await queued();
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/ops/pin/owners/${who.id}/review`,
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ decision: 'approve' }),
    });
    expect(review.statusCode).toBe(200);
    await deliver(jobs, 1);
    expect(await h.inbox(phone)).toEqual([{ event: '车主认证结果', detail: '已通过，可以发布拼车行程了' }]);
  });

  it('a notice that cannot be queued never fails the event', async () => {
    const f = await h.field();
    const owner = await h.owner();
    const trip = await h.publish(owner, f);
    const passenger = await person(t);
    const send = t.app.jobs.send;
    t.app.jobs.send = async () => {
      throw new Error('the queue is down');
    };
    try {
      const res = await h.book(passenger, trip.id, 1);
      expect(res.statusCode).toBe(200);
      const decided = await owner.post('/api/v1/pin/booking/decide', {
        id: body<PinBooking>(res).data.id,
        decision: 'confirm',
      });
      expect(body<PinBooking>(decided).data.status).toBe('confirmed');
    } finally {
      t.app.jobs.send = send;
    }
  });
});
