import type { PracticeApplication } from '@xueche/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { opsAudit, sitePracticeApplications } from '../../db/schema';
import { runOps } from '../../test/ops-cli';
import { body, startTestAppWith, type TestApp } from '../../test/test-app';
import { chinaDay, mobile, OPS_TOKEN, type SiteHelpers, siteHelpers } from './test-helpers';

let t: TestApp;
let h: SiteHelpers;
beforeAll(async () => ({ t, h } = await startTestAppWith(siteHelpers, { OPS_TOKEN })));
afterAll(() => t.close());

type Student = Awaited<ReturnType<SiteHelpers['student']>>;
type Slots = { slot: string; capacity: number; left: number }[];

const apply = (who: Student, input: Partial<{ field_id: number; date: string; slot: string; phone: string }>) =>
  who.post('/api/v2/k2/kc-apply', { date: chinaDay(1), slot: '08:00-10:00', phone: mobile(), ...input });

const stored = async (fieldId: number) =>
  t.database.db.select().from(sitePracticeApplications).where(eq(sitePracticeApplications.fieldId, fieldId));

/** The site-notice jobs queued so far. */
const queued = async () =>
  (
    await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'site-notice'`,
    )
  )[0]?.n ?? 0;

async function inbox(phone: string) {
  const res = await t.app.inject({ url: `/sandbox/sms/messages?phone=${phone}` });
  return (res.json() as { messages: { template_param: Record<string, string> }[] }).messages.map(
    (m) => m.template_param,
  );
}

describe('slots and applying', () => {
  it("a day's slots: the install's four with 4 places each, fewer left as people apply", async () => {
    const f = await h.newField();
    const student = await h.student();
    expect((await t.app.inject({ url: `/api/v2/k2/kc-slots?field_id=${f.id}&date=${chinaDay(2)}` })).statusCode).toBe(
      401,
    );
    const before = body<Slots>(await student.get(`/api/v2/k2/kc-slots?field_id=${f.id}&date=${chinaDay(2)}`)).data;
    expect(before).toEqual([
      { slot: '08:00-10:00', capacity: 4, left: 4 },
      { slot: '10:00-12:00', capacity: 4, left: 4 },
      { slot: '14:00-16:00', capacity: 4, left: 4 },
      { slot: '16:00-18:00', capacity: 4, left: 4 },
    ]);
    const phone = mobile();
    const res = await apply(student, {
      field_id: f.id,
      date: chinaDay(2),
      slot: '14:00-16:00',
      phone: `${phone.slice(0, 3)} ${phone.slice(3, 7)}-${phone.slice(7)}`,
    });
    expect(res.statusCode).toBe(200);
    const application = body<PracticeApplication>(res).data;
    expect(application).toMatchObject({
      field_id: f.id,
      field_name: f.name,
      date: chinaDay(2),
      slot: '14:00-16:00',
      phone,
      status: 'pending',
      reply: '',
      decided_at: null,
    });
    const after = body<Slots>(await student.get(`/api/v2/k2/kc-slots?field_id=${f.id}&date=${chinaDay(2)}`)).data;
    expect(after.find((s) => s.slot === '14:00-16:00')?.left).toBe(3);
    const list = body<PracticeApplication[]>(await student.get('/api/v2/k2/kc-list')).data;
    expect(list.map((a) => a.id)).toEqual([application.id]);
  });

  it('refuses a bad day, slot, phone or field, a second live application for the day, and stores nothing', async () => {
    const f = await h.newField();
    const other = await h.newField();
    const student = await h.student();
    const refusals: [Record<string, unknown>, number, string, string][] = [
      [{ date: chinaDay(-1) }, 400, 'date', '不能预约已经过去的日期，请选择今天或以后的日期'],
      [{ date: chinaDay(31) }, 400, 'date', '只能预约 30 天内的练车'],
      [{ date: '2026-02-30' }, 400, 'date', '日期格式不正确（如 2026-12-01）'],
      [{ date: '2026/12/01' }, 400, 'date', ''],
      [{ slot: '07:00-08:00' }, 400, 'slot', '该考场没有 07:00-08:00 这个练车时段'],
      [{ slot: '8-10' }, 400, 'slot', ''],
      [{ phone: '12345' }, 400, 'phone', '请输入正确的手机号（11 位中国大陆手机号）'],
      [{ field_id: 999999 }, 400, 'field_id', '考场不存在'],
    ];
    for (const [input, status, field, msg] of refusals) {
      const res = await apply(student, { field_id: f.id, ...input });
      expect(res.statusCode, JSON.stringify(input)).toBe(status);
      expect(Object.keys(body<{ errors: Record<string, string> }>(res).data.errors)).toContain(field);
      if (msg) expect(body(res).msg).toBe(msg);
    }
    expect(await stored(f.id)).toEqual([]);

    expect((await apply(student, { field_id: f.id, date: chinaDay(30) })).statusCode).toBe(200);
    expect((await apply(student, { field_id: f.id, date: chinaDay(3) })).statusCode).toBe(200);
    // One live application a day, whatever the slot or field.
    for (const input of [{ slot: '10:00-12:00' }, { field_id: other.id }]) {
      const again = await apply(student, { field_id: f.id, date: chinaDay(3), ...input });
      expect(again.statusCode).toBe(409);
      expect(body(again).msg).toBe(`你已预约了 ${chinaDay(3)} 的练车，每天只能预约一个时段`);
    }
    const en = await student.post('/api/v2/k2/kc-apply', {
      field_id: f.id,
      date: chinaDay(3),
      slot: '16:00-18:00',
      phone: mobile(),
    });
    expect(en.statusCode).toBe(409);
    expect(await stored(f.id)).toHaveLength(2);
    expect(await stored(other.id)).toEqual([]);
  });

  it('a full slot is refused with nothing stored; a slot that has begun today takes no one', async () => {
    const f = await h.newField([
      { slot: '00:00-23:59', capacity: 5 },
      { slot: '23:58-23:59', capacity: 2 },
    ]);
    const today = chinaDay(0);
    const slots = body<Slots>(await (await h.student()).get(`/api/v2/k2/kc-slots?field_id=${f.id}&date=${today}`)).data;
    expect(slots[0]).toEqual({ slot: '00:00-23:59', capacity: 5, left: 0 });
    const started = await apply(await h.student(), { field_id: f.id, date: today, slot: '00:00-23:59' });
    expect(started.statusCode).toBe(400);
    expect(body(started).msg).toBe('今天的 00:00-23:59 时段已经开始，请选择其他时段');

    const day = chinaDay(5);
    for (let i = 0; i < 2; i++) {
      expect((await apply(await h.student(), { field_id: f.id, date: day, slot: '23:58-23:59' })).statusCode).toBe(200);
    }
    const full = await apply(await h.student(), { field_id: f.id, date: day, slot: '23:58-23:59' });
    expect(full.statusCode).toBe(409);
    expect(body(full)).toMatchObject({ msg: `${day} 23:58-23:59 的名额已满，请选择其他时段`, data: { left: 0 } });
    expect(await stored(f.id)).toHaveLength(2);
  });

  it('twenty students at once over HTTP for the last 3 places: exactly 3 get them', async () => {
    const f = await h.newField([{ slot: '09:00-11:00', capacity: 4 }]);
    const day = chinaDay(7);
    expect((await apply(await h.student(), { field_id: f.id, date: day, slot: '09:00-11:00' })).statusCode).toBe(200);
    const students = await Promise.all(Array.from({ length: 20 }, () => h.student()));
    const answers = await Promise.all(
      students.map((s) =>
        s.post('/api/v2/k2/kc-apply', { field_id: f.id, date: day, slot: '09:00-11:00', phone: mobile() }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    expect(await stored(f.id)).toHaveLength(4);
    const slots = body<Slots>(
      await (students[0] as Student).get(`/api/v2/k2/kc-slots?field_id=${f.id}&date=${day}`),
    ).data;
    expect(slots).toEqual([{ slot: '09:00-11:00', capacity: 4, left: 0 }]);
  });
});

describe('operators decide', () => {
  it('lists the pending ones, approves with a reply, rejects with one (freeing the place), audited, and texts the student', async () => {
    const f = await h.newField([{ slot: '08:00-10:00', capacity: 1 }]);
    const [a, b] = [await h.student(), await h.student()];
    const [phoneA, phoneB] = [mobile(), mobile()];
    const day = chinaDay(4);
    const first = body<PracticeApplication>(await apply(a, { field_id: f.id, date: day, phone: phoneA })).data;
    const second = body<PracticeApplication>(await apply(b, { field_id: f.id, date: chinaDay(6), phone: phoneB })).data;

    const pending = h.ops('GET', '/site/applications');
    const list = body<{ list: (PracticeApplication & { user_id: number; nickname: string })[] }>(await pending).data
      .list;
    const mine = list.filter((x) => x.field_id === f.id);
    expect(mine.map((x) => [x.id, x.user_id])).toEqual([
      [first.id, a.id],
      [second.id, b.id],
    ]);

    let jobs = await queued();
    const approved = await h.ops('POST', `/site/applications/${first.id}/decide`, {
      decision: 'approve',
      reply: '请提前十分钟到南门登记',
    });
    expect(approved.statusCode).toBe(200);
    expect(body<PracticeApplication>(approved).data).toMatchObject({
      status: 'approved',
      reply: '请提前十分钟到南门登记',
    });
    const seen = body<PracticeApplication[]>(await a.get('/api/v2/k2/kc-list')).data[0];
    expect(seen).toMatchObject({ id: first.id, status: 'approved', reply: '请提前十分钟到南门登记' });
    expect(seen?.decided_at).toBeTruthy();
    await expect.poll(queued, { timeout: 10_000 }).toBe(jobs + 1);
    await t.app.jobs.workNow('site-notice');
    const when = `${Number(day.slice(5, 7))}月${Number(day.slice(8))}日08:00-10:00`;
    expect(await inbox(phoneA)).toEqual([{ event: '练车预约结果', detail: `已通过：${when}${f.name}` }]);

    // Deciding twice, a rejection without a reply, an unknown application: refused, nothing changes.
    const twice = await h.ops('POST', `/site/applications/${first.id}/decide`, { decision: 'reject', reply: '满了' });
    expect(twice.statusCode).toBe(409);
    const noReply = await h.ops('POST', `/site/applications/${second.id}/decide`, { decision: 'reject' });
    expect(noReply.statusCode).toBe(400);
    expect((await h.ops('POST', '/site/applications/999999/decide', { decision: 'approve' })).statusCode).toBe(404);
    expect((await h.ops('POST', `/site/applications/${second.id}/decide`, { decision: 'maybe' })).statusCode).toBe(400);

    jobs = await queued();
    const rejected = await h.ops('POST', `/site/applications/${second.id}/decide`, {
      decision: 'reject',
      reply: '当天场地检修',
    });
    expect(body<PracticeApplication>(rejected).data.status).toBe('rejected');
    await expect.poll(queued, { timeout: 10_000 }).toBe(jobs + 1);
    await t.app.jobs.workNow('site-notice');
    expect(await inbox(phoneB)).toEqual([{ event: '练车预约结果', detail: '未通过：当天场地检修' }]);
    // A rejection frees the place and the day: the student may apply again.
    expect((await apply(b, { field_id: f.id, date: chinaDay(6) })).statusCode).toBe(200);

    const trail = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'site.practice.decide'));
    const details = trail.map((r) => r.detail);
    expect(details).toContainEqual(expect.objectContaining({ id: first.id, decision: 'approve', status: 'approved' }));
    expect(details).toContainEqual(expect.objectContaining({ id: first.id, error: expect.any(String) }));
    expect(details).toContainEqual(expect.objectContaining({ id: second.id, status: 'rejected' }));
    const approvedOnly = body<{ list: { id: number }[] }>(
      await h.ops('GET', '/site/applications?status=approved'),
    ).data;
    expect(approvedOnly.list.map((x) => x.id)).toContain(first.id);
    expect((await h.ops('GET', '/site/applications?status=done')).statusCode).toBe(400);
  });

  it('a text that cannot be queued never fails the decision', async () => {
    const f = await h.newField();
    const student = await h.student();
    const application = body<PracticeApplication>(await apply(student, { field_id: f.id })).data;
    const send = t.app.jobs.send;
    t.app.jobs.send = async () => {
      throw new Error('the queue is down');
    };
    try {
      const res = await h.ops('POST', `/site/applications/${application.id}/decide`, { decision: 'approve' });
      expect(res.statusCode).toBe(200);
      expect(body<PracticeApplication>(res).data.status).toBe('approved');
    } finally {
      t.app.jobs.send = send;
    }
  });

  describe('npm run ops -- site:pending / site:decide', () => {
    const run = (args: string[]) => runOps(args, { url: t.url, token: OPS_TOKEN });

    it('lists the waiting applications and decides one through the running server', async () => {
      const f = await h.newField();
      const student = await h.student();
      const phone = mobile();
      const application = body<PracticeApplication>(
        await apply(student, { field_id: f.id, date: chinaDay(9), slot: '10:00-12:00', phone }),
      ).data;
      const pending = await run(['site:pending']);
      expect(pending.code).toBe(0);
      expect(pending.stdout).toContain(`#${application.id}  ${chinaDay(9)} 10:00-12:00  ${f.name}`);
      expect(pending.stdout).toContain(phone);

      const noReply = await run(['site:decide', String(application.id), 'reject']);
      expect(noReply.code).toBe(1);
      expect(noReply.stderr).toContain('A rejection needs a reply');
      const decided = await run(['site:decide', String(application.id), 'approve', '请带好身份证']);
      expect(decided.code).toBe(0);
      expect(decided.stdout).toContain(
        `Application #${application.id} (${chinaDay(9)} 10:00-12:00, ${f.name}) approved`,
      );
      expect(body<PracticeApplication[]>(await student.get('/api/v2/k2/kc-list')).data[0]).toMatchObject({
        status: 'approved',
        reply: '请带好身份证',
      });
      const again = await run(['site:decide', String(application.id), 'approve']);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('(409)');
    });
  });
});

describe('withdrawing an application', () => {
  const cancel = (who: Student, id: number) => who.post('/api/v2/k2/kc-cancel', { id });
  const slotsOf = async (who: Student, fieldId: number, date: string) =>
    body<Slots>(await who.get(`/api/v2/k2/kc-slots?field_id=${fieldId}&date=${date}`)).data;

  it('a pending or approved one, until its slot begins: the place and the day are free again', async () => {
    const f = await h.newField([{ slot: '08:00-10:00', capacity: 1 }]);
    const student = await h.student();
    const first = body<PracticeApplication>(await apply(student, { field_id: f.id, date: chinaDay(3) })).data;
    expect(first).toMatchObject({ status: 'pending', cancellable: true });
    expect((await slotsOf(student, f.id, chinaDay(3)))[0]?.left).toBe(0);

    const res = await cancel(student, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<PracticeApplication>(res).data).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await slotsOf(student, f.id, chinaDay(3)))[0]?.left).toBe(1);
    // Again: as it stands.
    expect(body<PracticeApplication>(await cancel(student, first.id)).data.status).toBe('cancelled');
    // An operator can no longer decide it.
    expect((await h.ops('POST', `/site/applications/${first.id}/decide`, { decision: 'approve' })).statusCode).toBe(
      409,
    );

    // The day is free for another application, which an operator approves; that one can be withdrawn too.
    const second = body<PracticeApplication>(await apply(student, { field_id: f.id, date: chinaDay(3) })).data;
    expect(second.status).toBe('pending');
    expect((await h.ops('POST', `/site/applications/${second.id}/decide`, { decision: 'approve' })).statusCode).toBe(
      200,
    );
    expect(body<PracticeApplication>(await cancel(student, second.id)).data.status).toBe('cancelled');
    expect(body<PracticeApplication[]>(await student.get('/api/v2/k2/kc-list')).data.map((a) => a.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });

  it("refuses someone else's, a rejected one and one whose slot has begun, changing nothing", async () => {
    const f = await h.newField();
    const student = await h.student();
    const stranger = await h.student();
    const mine = body<PracticeApplication>(await apply(student, { field_id: f.id, date: chinaDay(4) })).data;
    const rejected = body<PracticeApplication>(await apply(student, { field_id: f.id, date: chinaDay(5) })).data;
    await h.ops('POST', `/site/applications/${rejected.id}/decide`, { decision: 'reject', reply: '当天考场封闭' });
    const begun = body<PracticeApplication>(await apply(student, { field_id: f.id, date: chinaDay(6) })).data;
    // Its day moves into the past (the rules refuse applying for one).
    await t.database.db
      .update(sitePracticeApplications)
      .set({ date: chinaDay(-1) })
      .where(eq(sitePracticeApplications.id, begun.id));
    const listed = body<PracticeApplication[]>(await student.get('/api/v2/k2/kc-list')).data;
    expect(Object.fromEntries(listed.map((a) => [a.id, a.cancellable]))).toEqual({
      [mine.id]: true,
      [rejected.id]: false,
      [begun.id]: false,
    });

    const before = await stored(f.id);
    const cases: [Student, number, number, string][] = [
      [stranger, mine.id, 404, '练车预约不存在'],
      [student, rejected.id, 409, '该预约未通过，不占名额，无需取消'],
      [student, begun.id, 409, `${chinaDay(-1)} 08:00-10:00 的练车已经开始或已过去，不能再取消`],
      [student, 999_999, 404, '练车预约不存在'],
    ];
    for (const [who, id, status, msg] of cases) {
      const res = await cancel(who, id);
      expect({ id, status: res.statusCode }).toEqual({ id, status });
      expect(body(res).msg).toBe(msg);
    }
    expect(await stored(f.id)).toEqual(before);
  });
});
