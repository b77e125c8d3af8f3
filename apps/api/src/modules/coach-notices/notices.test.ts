import type { Order, Product } from '@xueche/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { coachProfiles, referrals } from '../../db/schema';
import { body, login, openid, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let phones = 0;
/** A coach with a verified phone and the SMS choices given. */
async function coach(settings: { newStudent: boolean; newOrder: boolean; withdrawal: boolean }) {
  const { result } = await login(t.app, { openid: openid('notice-coach'), type: 2 });
  const phone = `1370000${String(phones++).padStart(4, '0')}`;
  await t.database.db
    .insert(coachProfiles)
    .values({ userId: result.analysis.id, realName: '李教练', phone, smsSettings: settings });
  return { id: result.analysis.id, did: result.did, phone };
}

/** What the sandbox's SMS inbox holds for a number. */
async function inbox(phone: string) {
  const res = await t.app.inject({ url: `/sandbox/sms/messages?phone=${phone}` });
  return (res.json() as { messages: { template_param: Record<string, string> }[] }).messages.map(
    (m) => m.template_param,
  );
}

/** The coach-notice jobs for the coach with this phone, as pg-boss keeps them. */
async function noticeJobsFor(phone: string) {
  const [profile] = await t.database.db.select().from(coachProfiles).where(eq(coachProfiles.phone, phone));
  return rowsOf<{ state: string; retry_count: number; output: Record<string, unknown> }>(
    t.database.db,
    sql`select state, retry_count, output from pgboss.job
        where name = 'coach-notice' and (data->>'coachId')::int = ${profile?.userId}`,
  );
}

/** Waits for the coach's notices to be queued: that happens after the event's reply, not within it. */
async function queued(phone: string, jobs: number) {
  await expect.poll(async () => (await noticeJobsFor(phone)).length, { timeout: 10_000 }).toBe(jobs);
}

async function studentBuys(did: string) {
  const { token } = await login(t.app, { openid: openid('notice-student'), did });
  const q = (url: string) => `${url}${url.includes('?') ? '&' : '?'}access-token=${token}`;
  const loc = body<{ provinces: { cities: { id: number }[] }[] }>(await t.app.inject({ url: q('/api/v1/user/loc') }));
  const city = loc.data.provinces[0]?.cities[0]?.id;
  const top = body<{ fields: { field_id: number }[] }>(
    await t.app.inject({ url: q(`/api/v1/user/top-info?city_id=${city}`) }),
  );
  await t.app.inject({
    method: 'POST',
    url: q('/api/v1/user/update-field'),
    payload: { field_id: top.data.fields[0]?.field_id },
  });
  const { list } = body<{ list: Product[] }>(await t.app.inject({ url: q('/api/v3/product/land') })).data;
  const course = list.find((p) => p.kind === 'course') as Product;
  const res = await fetch(`${t.url}${q('/api/v1/order/confrim')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: course.id }),
  });
  const { order, prepay_id } = ((await res.json()) as { data: { order: Order; prepay_id: string } }).data;
  await t.app.inject({ method: 'POST', url: '/sandbox/wechatpay/cashier', payload: { prepay_id, action: 'approve' } });
  await t.app.inject({ url: q(`/api/v1/order/index?order_no=${order.order_no}`) });
  return order;
}

describe('SMS notices to coaches', () => {
  it('a coach is texted about a new student and their order, as their settings say', async () => {
    const { did, phone } = await coach({ newStudent: true, newOrder: true, withdrawal: true });
    const order = await studentBuys(did);
    await queued(phone, 2);
    await t.app.jobs.workNow('coach-notice');
    const notices = await inbox(phone);
    expect(notices).toHaveLength(2);
    expect(notices.map((n) => n.event).sort()).toEqual(['学员', '订单']);
    expect(notices.find((n) => n.event === '订单')?.detail).toContain((order.amount / 100).toFixed(2));
  });

  it('an event the coach turned off sends nothing', async () => {
    const { did, phone } = await coach({ newStudent: false, newOrder: true, withdrawal: true });
    await studentBuys(did);
    // The student's notice is queued too, and dropped when its job finds the event turned off.
    await queued(phone, 2);
    await t.app.jobs.workNow('coach-notice');
    expect((await inbox(phone)).map((n) => n.event)).toEqual(['订单']);
  });

  it('a notice the provider refuses arrives on the retry, once; the event it is about stands', async () => {
    const { id, did, phone } = await coach({ newStudent: true, newOrder: false, withdrawal: false });
    const refuse = await t.app.inject({
      method: 'POST',
      url: '/sandbox/sms/next-error',
      payload: { phone, code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发分钟级流控Permits:1' },
    });
    expect(refuse.statusCode).toBe(200);
    const { result } = await login(t.app, { openid: openid('notice-student'), did });
    const bound = await t.database.db.select().from(referrals).where(eq(referrals.userId, result.analysis.id));
    expect(bound.map((r) => r.referrerId)).toEqual([id]);

    // The first send is refused and the job waits for its retry; working the queue now sends nothing.
    await queued(phone, 1);
    expect(await t.app.jobs.workNow('coach-notice')).toBe(1);
    expect(await inbox(phone)).toEqual([]);
    const [waiting] = await noticeJobsFor(phone);
    expect(waiting).toMatchObject({ state: 'retry', retry_count: 0 });
    expect(waiting?.output).toMatchObject({ message: expect.stringContaining('isv.BUSINESS_LIMIT_CONTROL') });

    // The retry, without waiting out its backoff: sent, and the job is done; nothing sends it again.
    expect(await t.app.jobs.workNow('coach-notice', { skipDelays: true })).toBe(1);
    expect(await t.app.jobs.workNow('coach-notice', { skipDelays: true })).toBe(0);
    expect(await inbox(phone)).toEqual([{ event: '学员', detail: expect.any(String) }]);
    const [done] = await noticeJobsFor(phone);
    expect(done).toMatchObject({ state: 'completed', retry_count: 1, output: { sent: true } });
  });
});
