import type { Product } from '@xueche/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import { examOf, FIXED_FIELD, lightHelpers, rightLog } from '../light/test-helpers';
import { pinHelpers } from '../pin/test-helpers';
import { chinaDay, siteHelpers, mobile as siteMobile } from '../site/test-helpers';
import { trainHelpers } from '../train/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

interface Records {
  orders: { total: number; unpaid: number; refunded: number };
  train: { total: number; unpaid: number; upcoming: number; to_rate: number };
  train_coach: { listed: boolean; upcoming: number } | null;
  pin: { total: number; pending: number; confirmed: number };
  pin_trips: { total: number; upcoming: number };
  practice: { total: number; latest: { date: string; slot: string; status: string } | null };
  light: { exams: number; passed: number; best: number | null };
  vr: { field_name: string; has_yard: boolean; unlocked: boolean } | null;
  wishes: { total: number };
}

const records = async (who: Pick<Person, 'get'>) => {
  const res = await who.get('/api/v1/user/records');
  expect(res.statusCode, res.body).toBe(200);
  return body<Records>(res).data;
};

describe('GET v1/user/records', () => {
  it('a new student owns nothing yet', async () => {
    const student = await person(t, 1);
    expect(await records(student)).toEqual({
      orders: { total: 0, unpaid: 0, refunded: 0 },
      train: { total: 0, unpaid: 0, upcoming: 0, to_rate: 0 },
      train_coach: null,
      pin: { total: 0, pending: 0, confirmed: 0 },
      pin_trips: { total: 0, upcoming: 0 },
      practice: { total: 0, latest: null },
      light: { exams: 0, passed: 0, best: null },
      vr: null,
      wishes: { total: 0 },
    });
  });

  it('counts what a student owns in every area, with what waits on it, and only their own', async () => {
    const site = siteHelpers(t);
    const field = await site.demoField('beijing');
    const student = await site.student(field.id);
    const other = await site.student(field.id);

    // An order waiting for payment.
    const vip = body<{ list: Product[] }>(await student.get('/api/v3/product/land')).data.list.find(
      (p) => p.kind === 'vip',
    ) as Product;
    expect((await student.post('/api/v1/order/confrim', { product_id: vip.id })).statusCode).toBe(200);
    // A coach-for-hire session that is over (to rate) and one ahead.
    const train = trainHelpers(t);
    const coach = await train.listedCoach();
    await train.booking(coach.id, student.id, new Date(Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR));
    await train.booking(coach.id, student.id, new Date(Math.floor(Date.now() / HOUR) * HOUR + 26 * HOUR));
    // A shuttle seat waiting for the owner.
    const pin = pinHelpers(t);
    const owner = await pin.owner();
    const trip = await pin.publish(owner, await pin.field());
    expect((await pin.book(student, trip.id)).statusCode).toBe(200);
    // A practice application.
    const applied = await student.post('/api/v2/k2/kc-apply', {
      field_id: field.id,
      date: chinaDay(2),
      slot: '10:00-12:00',
      phone: siteMobile(),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    // A lighting exam passed.
    const light = lightHelpers(t);
    const lightField = await light.fieldId(FIXED_FIELD);
    const { set } = await light.setOf(lightField);
    const exam = await student.post('/api/v1/light/up', {
      field_id: lightField,
      mode: 'exam',
      items: rightLog(examOf(set)),
    });
    expect(exam.statusCode, exam.body).toBe(200);
    // A wish.
    expect((await student.post('/api/v1/wish/add', { content: '希望增加夜间路考的讲解' })).statusCode).toBe(200);

    expect(await records(student)).toEqual({
      orders: { total: 3, unpaid: 1, refunded: 0 },
      train: { total: 2, unpaid: 0, upcoming: 1, to_rate: 1 },
      train_coach: null,
      pin: { total: 1, pending: 1, confirmed: 0 },
      pin_trips: { total: 0, upcoming: 0 },
      practice: { total: 1, latest: { date: chinaDay(2), slot: '10:00-12:00', status: 'pending' } },
      light: { exams: 1, passed: 1, best: 100 },
      vr: { field_name: field.name, has_yard: true, unlocked: false },
      wishes: { total: 1 },
    });
    // The owner's trip is theirs; the other student owns nothing of this.
    expect((await records(owner)).pin_trips).toEqual({ total: 1, upcoming: 1 });
    const theirs = await records(other);
    expect([
      theirs.orders.total,
      theirs.train.total,
      theirs.pin.total,
      theirs.practice.total,
      theirs.wishes.total,
    ]).toEqual([0, 0, 0, 0, 0]);

    // The owner confirms the seat; the course is bought: the 3D yard opens.
    const decided = await owner.post('/api/v1/pin/booking/decide', {
      id: (await pin.trip(owner, trip.id)).bookings?.[0]?.id,
      decision: 'confirm',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await site.buyCourse(student.id, field.id);
    const after = await records(student);
    expect(after.pin).toEqual({ total: 1, pending: 0, confirmed: 1 });
    expect(after.vr).toEqual({ field_name: field.name, has_yard: true, unlocked: true });
  });

  it("a coach sees whether their coach-for-hire listing is live and their students' sessions ahead", async () => {
    const train = trainHelpers(t);
    const unlisted = await person(t, 2);
    expect((await records(unlisted)).train_coach).toEqual({ listed: false, upcoming: 0 });
    const coach = await train.listedCoach();
    const student = await person(t, 1);
    await train.booking(coach.id, student.id, new Date(Math.floor(Date.now() / HOUR) * HOUR + 30 * HOUR));
    expect((await records(coach)).train_coach).toEqual({ listed: true, upcoming: 1 });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/v1/user/records' })).statusCode).toBe(401);
  });
});
