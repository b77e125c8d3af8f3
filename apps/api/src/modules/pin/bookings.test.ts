import type { PinBooking, PinConversation, PinMessage, PinTrip } from '@xueche/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinBookings, pinMessages, settings } from '../../db/schema';
import { person } from '../../test/person';
import { body, login, startTestAppWith, type TestApp } from '../../test/test-app';
import { mobile, pinHelpers, type TripView } from './test-helpers';

let t: TestApp;
let h: ReturnType<typeof pinHelpers>;
beforeAll(async () => ({ t, h } = await startTestAppWith(pinHelpers)));
afterAll(() => t.close());

const hours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();
type Conversations = { list: PinConversation[]; unread: number };
type Messages = { list: PinMessage[]; other: { nickname: string; head_portrait: string } };

describe('seats never oversell', () => {
  it('20 people booking the last 3 seats at once get exactly 3 seats', async () => {
    const f = await h.field();
    const owner = await h.owner();
    const trip = await h.publish(owner, f, { seats: 4 });
    const first = await person(t);
    expect((await h.book(first, trip.id, 1)).statusCode).toBe(200);
    const crowd = await Promise.all(Array.from({ length: 20 }, () => person(t)));
    const tokens = await Promise.all(crowd.map(async (p) => (await login(t.app, { openid: p.openid })).token));
    // All signed in first, then all at once over real HTTP: truly concurrent on the server and the database.
    const replies = await Promise.all(
      tokens.map(async (token) => {
        const res = await fetch(`${t.url}/api/v1/pin/book?access-token=${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ trip_id: trip.id, seats: 1, phone: mobile() }),
        });
        return { status: res.status, msg: ((await res.json()) as { msg: string }).msg };
      }),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r).toEqual({ status: 409, msg: '座位不足：该行程只剩 0 个座位' });
    const [held] = await t.database.db
      .select({ seats: sql<number>`sum(${pinBookings.seats})::int`, n: sql<number>`count(*)::int` })
      .from(pinBookings)
      .where(eq(pinBookings.tripId, trip.id));
    expect(held).toEqual({ seats: 4, n: 4 });
    expect(await h.trip(first, trip.id)).toMatchObject({ seats_left: 0, status: 'full' });
  });

  it('many asking for more seats than are left at once never take more than the trip has', async () => {
    const f = await h.field();
    const owner = await h.owner();
    const trip = await h.publish(owner, f, { seats: 5 });
    const crowd = await Promise.all(Array.from({ length: 10 }, () => person(t)));
    const replies = await Promise.all(crowd.map((p, i) => h.book(p, trip.id, (i % 3) + 1)));
    const booked = replies.filter((r) => r.statusCode === 200).map((r) => body<PinBooking>(r).data.seats);
    expect(booked.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(5);
    expect((await h.trip(owner, trip.id)).seats_left).toBe(5 - booked.reduce((a, b) => a + b, 0));
  });
});

describe('refusals change nothing', () => {
  it('a trip that has left or was called off, one’s own trip, more seats than are left, a second live booking, a bad phone', async () => {
    const f = await h.field();
    const owner = await h.owner();
    const trip = await h.publish(owner, f, { seats: 3 });
    const gone = await h.publish(owner, f);
    await h.departAt(gone.id, new Date(Date.now() - 60_000));
    const off = await h.publish(owner, f);
    await owner.post('/api/v1/pin/trip/cancel', { id: off.id });
    const student = await person(t);
    expect((await h.book(student, trip.id, 2)).statusCode).toBe(200);

    const before = await h.snapshot();
    const other = await person(t);
    const cases: [typeof student, number, number, string, number][] = [
      [other, gone.id, 1, '该行程已经出发', 409],
      [other, off.id, 1, '该行程已被车主取消', 409],
      [owner, trip.id, 1, '不能预订自己发布的行程', 409],
      [other, trip.id, 2, '座位不足：该行程只剩 1 个座位', 409],
      [student, trip.id, 1, '你已预订过该行程，可在出行记录中查看', 409],
      [other, 999_999, 1, '行程不存在', 404],
    ];
    for (const [who, tripId, seats, msg, status] of cases) {
      const res = await h.book(who, tripId, seats);
      expect([res.statusCode, body(res).msg], `${tripId} ${seats}`).toEqual([status, msg]);
    }
    const badPhone = await other.post('/api/v1/pin/book', { trip_id: trip.id, seats: 1, phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(badPhone).data.errors).toHaveProperty('phone');
    expect((await other.post('/api/v1/pin/book', { trip_id: trip.id, seats: 7, phone: mobile() })).statusCode).toBe(
      400,
    );
    expect(await h.snapshot()).toEqual(before);

    // In English when asked.
    const { token } = await login(t.app, { openid: other.openid });
    const en = await t.app.inject({
      method: 'POST',
      url: `/api/v1/pin/book?access-token=${token}`,
      headers: { 'accept-language': 'en' },
      payload: { trip_id: trip.id, seats: 2, phone: mobile() },
    });
    expect(body(en).msg).toBe('Not enough seats: this trip has 1 left');
  });

  it('cancelling after the cut-off (a setting the refusal names) or twice; deciding what is not pending or not yours', async () => {
    const f = await h.field();
    const owner = await h.owner();
    const soon = await h.publish(owner, f, { depart_at: hours(1.5) });
    const later = await h.publish(owner, f, { depart_at: hours(5) });
    const passenger = await person(t);
    const late = body<PinBooking>(await h.book(passenger, soon.id, 1)).data;
    const ok = body<PinBooking>(await h.book(passenger, later.id, 1)).data;

    // The trip says until when its bookings may be cancelled: departure less the cut-off.
    const shown = await h.trip(passenger, soon.id);
    expect(Date.parse(shown.depart_at) - Date.parse(shown.cancel_until)).toBe(120 * 60_000);

    const before = await h.snapshot();
    const tooLate = await passenger.post('/api/v1/pin/booking/cancel', { id: late.id });
    expect(tooLate.statusCode).toBe(409);
    expect(body<{ cutoff_minutes: number }>(tooLate)).toMatchObject({
      msg: '发车前 120 分钟内不能取消预订，请留言联系车主',
      data: { cutoff_minutes: 120 },
    });
    const byOwner = await owner.post('/api/v1/pin/booking/cancel', { id: ok.id });
    expect([byOwner.statusCode, body(byOwner).msg]).toEqual([
      403,
      '车主不能取消乘客的预订：可以拒绝待确认的预订，或取消整个行程',
    ]);
    const byPassenger = await passenger.post('/api/v1/pin/booking/decide', { id: ok.id, decision: 'confirm' });
    expect([byPassenger.statusCode, body(byPassenger).msg]).toEqual([403, '只有车主可以确认或拒绝预订']);
    const stranger = await h.owner();
    for (const url of ['/api/v1/pin/booking/cancel', '/api/v1/pin/booking/decide']) {
      const res = await stranger.post(url, { id: ok.id, decision: 'confirm' });
      expect([res.statusCode, body(res).msg], url).toEqual([404, '预订不存在']);
    }
    expect(await h.snapshot()).toEqual(before);

    // The cut-off is a setting: at 60 minutes the first booking may go.
    await t.database.db
      .insert(settings)
      .values({ key: 'pin.cancel_cutoff_minutes', value: 60 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 60 } });
    try {
      const cancelled = await passenger.post('/api/v1/pin/booking/cancel', { id: late.id });
      expect(body<PinBooking>(cancelled).data).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'pin.cancel_cutoff_minutes'));
    }
    const twice = await passenger.post('/api/v1/pin/booking/cancel', { id: late.id });
    expect([twice.statusCode, body(twice).msg]).toEqual([409, '该预订已被拒绝或已取消']);

    const declined = await owner.post('/api/v1/pin/booking/decide', { id: ok.id, decision: 'decline' });
    expect(body<PinBooking>(declined).data).toMatchObject({ status: 'declined', decided_at: expect.any(String) });
    const after = await h.snapshot();
    const again = await owner.post('/api/v1/pin/booking/decide', { id: ok.id, decision: 'confirm' });
    expect([again.statusCode, body(again).msg]).toEqual([409, '该预订已经处理过，不能再确认或拒绝']);
    const onCancelled = await owner.post('/api/v1/pin/booking/decide', { id: late.id, decision: 'confirm' });
    expect(onCancelled.statusCode).toBe(409);
    expect(await h.snapshot()).toEqual(after);
    // A declined booking frees its seats, and the passenger may book again.
    expect((await h.trip(passenger, later.id)).seats_left).toBe(4);
    expect((await h.book(passenger, later.id, 1)).statusCode).toBe(200);
  });
});

describe('who sees what', () => {
  it('owners see only their trips’ bookings, passengers their own; strangers get 404 on bookings and conversations', async () => {
    const f = await h.field();
    const owner = await h.owner();
    const trip = await h.publish(owner, f);
    const passenger = await person(t);
    const booking = body<PinBooking>(await h.book(passenger, trip.id, 2)).data;
    const stranger = await h.owner();

    expect((await h.trip(stranger, trip.id)).bookings).toEqual([]);
    expect((await h.trip(passenger, trip.id)).bookings).toEqual([]);
    expect((await h.trip(owner, trip.id)).bookings?.map((b) => b.id)).toEqual([booking.id]);
    expect(body<unknown[]>(await stranger.get('/api/v1/pin/pending')).data).toEqual([]);
    expect(body<{ list: unknown[] }>(await stranger.get('/api/v1/pin/bookings')).data.list).toEqual([]);
    expect(body<Conversations>(await stranger.get('/api/v1/pin/conversations')).data).toEqual({ list: [], unread: 0 });
    const read = await stranger.get(`/api/v1/pin/messages?booking_id=${booking.id}`);
    expect([read.statusCode, body(read).msg]).toEqual([404, '预订不存在']);
    const write = await stranger.post('/api/v1/pin/messages', { booking_id: booking.id, body: '你好' });
    expect(write.statusCode).toBe(404);
    const [messages] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pinMessages)
      .where(eq(pinMessages.bookingId, booking.id));
    expect(messages?.n).toBe(0);
  });

  it('phones of the other side appear only while the booking is confirmed', async () => {
    const f = await h.field();
    const owner = await h.owner();
    const trip = await h.publish(owner, f);
    const passenger = await person(t);
    const phone = mobile();
    const booking = body<PinBooking>(await h.book(passenger, trip.id, 1, phone)).data;
    // The passenger sees their own number; the owner not yet; nor the passenger the owner's.
    expect(booking.passenger.phone).toBe(phone);
    expect((await h.trip(owner, trip.id)).bookings?.[0]?.passenger.phone).toBeNull();
    const seen = await h.trip(passenger, trip.id);
    expect(seen.owner.phone).toBeNull();
    expect(seen.my_booking).toMatchObject({ id: booking.id, status: 'pending', passenger: { phone } });
    const pending = body<(PinBooking & { trip: PinTrip })[]>(await owner.get('/api/v1/pin/pending')).data;
    expect(pending.map((p) => [p.id, p.passenger.phone, p.trip.id])).toEqual([[booking.id, null, trip.id]]);
    const conv = body<Conversations>(await passenger.get('/api/v1/pin/conversations')).data.list[0];
    expect(conv?.other.phone).toBeNull();
    // The conversation names the exam site the trip goes to.
    expect(conv?.target).toBe(trip.field.field_name);

    await owner.post('/api/v1/pin/booking/decide', { id: booking.id, decision: 'confirm' });
    expect((await h.trip(owner, trip.id)).bookings?.[0]?.passenger.phone).toBe(phone);
    expect((await h.trip(passenger, trip.id)).owner.phone).toBe(owner.phone);
    const ownerConv = body<Conversations>(await owner.get('/api/v1/pin/conversations')).data.list[0];
    expect(ownerConv?.other.phone).toBe(phone);
    const passengerConv = body<Conversations>(await passenger.get('/api/v1/pin/conversations')).data.list[0];
    expect(passengerConv?.other.phone).toBe(owner.phone);
    const records = body<{ list: (PinBooking & { trip: TripView })[] }>(await passenger.get('/api/v1/pin/bookings'))
      .data.list;
    expect(records[0]?.trip.owner.phone).toBe(owner.phone);

    await passenger.post('/api/v1/pin/booking/cancel', { id: booking.id });
    expect((await h.trip(owner, trip.id)).bookings?.[0]?.passenger.phone).toBeNull();
    const cancelled = body<{ list: (PinBooking & { trip: TripView })[] }>(await passenger.get('/api/v1/pin/bookings'))
      .data.list[0];
    expect(cancelled?.trip.owner.phone).toBeNull();
  });
});

describe('a whole trip', () => {
  it('publish → find → book → confirm → messages with unread counts, both ways → cancel; the travel record keeps it', async () => {
    const f = await h.field();
    const owner = await h.owner();
    const trip = await h.publish(owner, f, { seats: 4, fare_fen: 3500 });
    const student = await person(t);
    await student.post('/api/v1/user/update-field', { field_id: f.id });
    const found = body<{ list: TripView[] }>(await student.get('/api/v1/pin/trips')).data.list;
    expect(found.map((x) => [x.id, x.seats_left, x.fare_fen])).toEqual([[trip.id, 4, 3500]]);

    const booked = await h.book(student, trip.id, 2);
    expect(body<PinBooking>(booked).data).toMatchObject({ seats: 2, status: 'pending', unread: 0 });
    const booking = body<PinBooking>(booked).data;
    expect((await h.trip(student, trip.id)).seats_left).toBe(2);
    const confirmed = await owner.post('/api/v1/pin/booking/decide', { id: booking.id, decision: 'confirm' });
    expect(body<PinBooking>(confirmed).data).toMatchObject({ status: 'confirmed' });

    const sent = await student.post('/api/v1/pin/messages', { booking_id: booking.id, body: ' 我在东门等您 ' });
    expect(body<PinMessage>(sent).data).toMatchObject({ from_me: true, body: '我在东门等您', booking_id: booking.id });
    const firstId = body<PinMessage>(sent).data.id;
    // The owner has one unread, in the conversation list, the trip's bookings and the pending list's sum.
    const ownerList = body<Conversations>(await owner.get('/api/v1/pin/conversations')).data;
    expect(ownerList).toMatchObject({ unread: 1, list: [{ booking_id: booking.id, role: 'owner', unread: 1 }] });
    expect(ownerList.list[0]?.last).toMatchObject({ body: '我在东门等您', from_me: false });
    expect((await h.trip(owner, trip.id)).bookings?.[0]?.unread).toBe(1);
    expect(body<Conversations>(await student.get('/api/v1/pin/conversations')).data.unread).toBe(0);

    const read = body<Messages>(await owner.get(`/api/v1/pin/messages?booking_id=${booking.id}`)).data;
    expect(read.list.map((m) => [m.body, m.from_me])).toEqual([['我在东门等您', false]]);
    expect(read.other.nickname).toBeTruthy();
    expect(body<Conversations>(await owner.get('/api/v1/pin/conversations')).data.unread).toBe(0);

    await owner.post('/api/v1/pin/messages', { booking_id: booking.id, body: '好的，6:20 到' });
    await owner.post('/api/v1/pin/messages', { booking_id: booking.id, body: '白色朗逸' });
    // The student's page polls with the last id it has: only the new ones, and then none are unread.
    const mine = body<Conversations>(await student.get('/api/v1/pin/conversations')).data;
    expect(mine).toMatchObject({ unread: 2, list: [{ role: 'passenger', unread: 2, last: { body: '白色朗逸' } }] });
    expect((await h.trip(student, trip.id)).my_booking?.unread).toBe(2);
    const polled = body<Messages>(
      await student.get(`/api/v1/pin/messages?booking_id=${booking.id}&after=${firstId}`),
    ).data;
    expect(polled.list.map((m) => [m.body, m.from_me])).toEqual([
      ['好的，6:20 到', false],
      ['白色朗逸', false],
    ]);
    expect(body<Conversations>(await student.get('/api/v1/pin/conversations')).data.unread).toBe(0);
    const nothingNew = await student.get(
      `/api/v1/pin/messages?booking_id=${booking.id}&after=${polled.list.at(-1)?.id}`,
    );
    expect(body<Messages>(nothingNew).data.list).toEqual([]);

    const cancelled = await student.post('/api/v1/pin/booking/cancel', { id: booking.id });
    expect(body<PinBooking>(cancelled).data.status).toBe('cancelled');
    expect((await h.trip(student, trip.id)).seats_left).toBe(4);
    const records = body<{ total: number; list: (PinBooking & { trip: TripView })[] }>(
      await student.get('/api/v1/pin/bookings'),
    ).data;
    expect(records.total).toBe(1);
    expect(records.list[0]).toMatchObject({ id: booking.id, status: 'cancelled', trip: { id: trip.id } });
  });
});

describe('saved places', () => {
  it('are the person’s own, up to 20', async () => {
    const f = await h.field();
    const me = await person(t);
    const other = await person(t);
    const point = f.point('学校东门', f.centre);
    const added = body<{ id: number; label: string }>(
      await me.post('/api/v1/pin/places', { label: '学校', point }),
    ).data;
    expect(added).toMatchObject({ label: '学校', address: '学校东门', lng: point.lng });
    expect(body<unknown[]>(await other.get('/api/v1/pin/places')).data).toEqual([]);
    expect(body(await other.post('/api/v1/pin/places/remove', { id: added.id })).data).toEqual({ removed: false });
    expect(body<unknown[]>(await me.get('/api/v1/pin/places')).data).toHaveLength(1);
    for (let i = 1; i < 20; i++) await me.post('/api/v1/pin/places', { label: `地址${i}`, point });
    const full = await me.post('/api/v1/pin/places', { label: '再一个', point });
    expect([full.statusCode, body(full).msg]).toEqual([409, '最多保存 20 个常用地址']);
    expect(body(await me.post('/api/v1/pin/places/remove', { id: added.id })).data).toEqual({ removed: true });
    expect(body<unknown[]>(await me.get('/api/v1/pin/places')).data).toHaveLength(19);
    expect((await me.post('/api/v1/pin/places', { label: '', point })).statusCode).toBe(400);
  });
});
