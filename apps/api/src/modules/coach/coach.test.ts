import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachProfiles, ledgerEntries, pointEntries, settings, theoryApplications } from '../../db/schema';
import { buyAndPay as buyAndPayFor, courseOf } from '../../test/course-order';
import { person as makePerson, type Person } from '../../test/person';
import { body, login, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

const person = (type: 1 | 2, did?: string) => makePerson(t, type, did);

/** The data of a reply that must succeed (the body is shown when it does not). */
async function data<T = unknown>(res: Promise<LightMyRequestResponse>): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return body<T>(r).data;
}

let fieldId = 0;
async function chooseField(student: Person) {
  if (!fieldId) {
    const loc = body<{ provinces: { cities: { id: number }[] }[] }>(await student.get('/api/v1/user/loc')).data;
    const city = loc.provinces[0]?.cities[0]?.id;
    const fields = body<{ fields: { field_id: number }[] }>(
      await student.get(`/api/v1/user/top-info?city_id=${city}`),
    ).data;
    fieldId = fields.fields[0]?.field_id as number;
  }
  await student.post('/api/v1/user/update-field', { field_id: fieldId });
}

/** The student buys their field's course and pays on the sandbox cashier, as a person would. */
async function buyAndPay(student: Person) {
  await chooseField(student);
  const paid = await buyAndPayFor(t, student, (await courseOf(student)).id);
  expect(paid.status).toBe('paid');
  return paid;
}

type Student = {
  id: number;
  uid: string;
  share_progress: boolean;
  phone: string | null;
  progress: { subjects: { subject: number; done: number; right: number; exams: number; best: number | null }[] } | null;
};
type Paged<T> = { total: number; list: T[] };

/** A recruiter, the coach they recruited (with two students, one sharing progress) and an unrelated coach with one. */
async function world() {
  const recruiter = await person(2);
  const coach = await person(2, recruiter.did);
  const sharing = await person(1, coach.did);
  const private_ = await person(1, coach.did);
  const other = await person(2);
  const stranger = await person(1, other.did);
  await sharing.post('/api/v1/user/share-progress', { agree: 1 });
  return { recruiter, coach, sharing, private_, other, stranger };
}

/** Answers the first three subject-one questions (the first right, the others as "A") and submits an empty mock paper. */
async function practise(student: Person) {
  const { list } = await data<{ list: { id: number }[] }>(student.get('/api/v1/exam/practice?subject=1&num=3'));
  let right = 0;
  for (const q of list) {
    const reply = await data<{ correct: boolean }>(
      student.post('/api/v1/exam/practice/answer', { question_id: q.id, answer: 'A' }),
    );
    if (reply.correct) right += 1;
  }
  const paper = await data<{ id: string }>(student.post('/api/v1/exam/paper', { subject: 1 }));
  await data(student.post('/api/v1/exam/paper/submit', { paper_id: paper.id }));
  return { done: list.length, right };
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the coach workspace', () => {
  it("a coach sees their own students, progress only where shared, and never another coach's", async () => {
    const { coach, sharing, private_, other, stranger } = await world();
    const shared = await practise(sharing);
    await practise(private_);

    const mine = await data<Paged<Student>>(coach.get('/api/v1/coach/stus'));
    expect(mine.total).toBe(2);
    expect(mine.list.map((s) => s.id).sort()).toEqual([sharing.id, private_.id].sort());
    const withProgress = mine.list.find((s) => s.id === sharing.id) as Student;
    expect(withProgress.share_progress).toBe(true);
    expect(withProgress.progress?.subjects.find((s) => s.subject === 1)).toMatchObject({
      done: shared.done,
      right: shared.right,
      exams: 1,
      best: 0,
    });
    const withheld = mine.list.find((s) => s.id === private_.id) as Student;
    expect(withheld).toMatchObject({ share_progress: false, progress: null, phone: null });

    // Search by user number finds exactly that student.
    const found = await data<Paged<Student>>(coach.get(`/api/v1/coach/stus?q=${withProgress.uid}`));
    expect(found.list.map((s) => s.id)).toEqual([sharing.id]);

    const one = await data<Student>(coach.get(`/api/v1/coach/stu?id=${sharing.id}`));
    expect(one.progress?.subjects).toHaveLength(2);
    expect(await data<Student>(coach.get(`/api/v1/coach/stu?id=${private_.id}`))).toMatchObject({ progress: null });

    // Another coach's student, and another coach, are not this coach's: 404, and not listed.
    const theirs = await coach.get(`/api/v1/coach/stu?id=${stranger.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(body(theirs).msg).toBe('学员不存在，或不是你的学员');
    expect((await coach.get(`/api/v1/coach/stu?id=${other.id}`)).statusCode).toBe(404);
    const otherList = await data<Paged<Student>>(other.get('/api/v1/coach/stus'));
    expect(otherList.list.map((s) => s.id)).toEqual([stranger.id]);
    expect((await other.get(`/api/v1/coach/stu?id=${sharing.id}`)).statusCode).toBe(404);

    const index = await data<{ today: { students: number }; totals: { students: number } }>(
      coach.get('/api/v1/coach/index'),
    );
    expect(index.today.students).toBe(2);
    expect(index.totals.students).toBe(2);
  });

  it('a student is refused every coach endpoint with 403', async () => {
    const { sharing, coach } = await world();
    const gets = [
      '/api/v1/coach/index',
      '/api/v1/coach/center',
      '/api/v1/coach/stus',
      `/api/v1/coach/stu?id=${sharing.id}`,
      '/api/v1/coach/subor-coach',
      '/api/v1/coach/sub-cnt',
      '/api/v1/coach/sub-bene',
      '/api/v1/coach/bene',
      '/api/v1/coach/orders',
      '/api/v1/coach/earnings?days=7',
      '/api/v1/coach/up-dj',
      '/api/v1/coach/points',
      '/api/v3/apply/list',
      '/api/v1/coach/setting',
    ];
    for (const url of gets) {
      const res = await sharing.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(body(res).msg).toBe('只有教练可以使用此功能');
    }
    const posts: [string, object][] = [
      ['/api/v3/apply/kt', { student_name: '王小明', student_phone: '13800138000', subject: 1 }],
      ['/api/v1/coach/setting', { newStudent: 0, newOrder: 0, withdrawal: 0 }],
    ];
    for (const [url, payload] of posts) expect((await sharing.post(url, payload)).statusCode, url).toBe(403);
    expect(
      await t.database.db.select().from(theoryApplications).where(eq(theoryApplications.coachId, sharing.id)),
    ).toEqual([]);
    // Without a session: 401, as everywhere.
    expect((await t.app.inject({ url: '/api/v1/coach/index' })).statusCode).toBe(401);
    expect((await coach.get('/api/v1/coach/index')).statusCode).toBe(200);
  });

  it("orders, earnings and level-2 earnings come from the coach's own ledger only", async () => {
    const { recruiter, coach, sharing, other, stranger } = await world();
    const order = await buyAndPay(sharing);
    const theirOrder = await buyAndPay(stranger);
    const l1 = Math.floor(order.amount * 0.2);
    const l2 = Math.floor(order.amount * 0.05);

    type CoachOrder = { order_no: string; commission: number; level: number; status: string; student: string };
    const mine = await data<Paged<CoachOrder>>(coach.get('/api/v1/coach/orders'));
    expect(mine.list).toEqual([
      expect.objectContaining({ order_no: order.order_no, commission: l1, level: 1, status: 'paid' }),
    ]);
    const upline = await data<Paged<CoachOrder>>(recruiter.get('/api/v1/coach/orders'));
    expect(upline.list).toEqual([expect.objectContaining({ order_no: order.order_no, commission: l2, level: 2 })]);
    const theirs = await data<Paged<CoachOrder>>(other.get('/api/v1/coach/orders'));
    expect(theirs.list.map((o) => o.order_no)).toEqual([theirOrder.order_no]);

    type Bene = Paged<{ level: number; amount: number; order_no: string; sub_coach: string | null }> & {
      totals: { today: number; all: number };
    };
    const bene = await data<Bene>(coach.get('/api/v1/coach/bene'));
    expect(bene.list).toEqual([expect.objectContaining({ level: 1, amount: l1, order_no: order.order_no })]);
    expect(bene.totals).toMatchObject({ today: l1, all: l1 });
    expect((await data<Bene>(coach.get('/api/v1/coach/sub-bene'))).total).toBe(0);
    const sub = await data<Bene>(recruiter.get('/api/v1/coach/sub-bene'));
    expect(sub.list).toEqual([expect.objectContaining({ level: 2, amount: l2, order_no: order.order_no })]);
    expect(sub.list[0]?.sub_coach).toBeTruthy();
    expect(sub.totals.all).toBe(l2);
    expect((await data<Bene>(other.get('/api/v1/coach/bene'))).list.map((e) => e.order_no)).toEqual([
      theirOrder.order_no,
    ]);

    type Earnings = {
      days: { day: string; amount: number; students: number }[];
      totals: { today: number; all: number; l1: number; l2: number };
      balance: number;
    };
    const week = await data<Earnings>(coach.get('/api/v1/coach/earnings?days=7'));
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)).toMatchObject({ amount: l1, students: 2 });
    expect(week.totals).toMatchObject({ today: l1, all: l1, l1, l2: 0 });
    expect(week.balance).toBe(l1);
    expect((await data<Earnings>(coach.get('/api/v1/coach/earnings?days=30'))).days).toHaveLength(30);
    expect((await coach.get('/api/v1/coach/earnings?days=9')).statusCode).toBe(400);
    expect((await data<Earnings>(recruiter.get('/api/v1/coach/earnings'))).totals).toMatchObject({ l1: 0, l2 });

    const index = await data<{ today: { orders: number; sales: number; earnings: number }; balance: number }>(
      coach.get('/api/v1/coach/index'),
    );
    expect(index).toMatchObject({ today: { orders: 1, sales: order.amount, earnings: l1 }, balance: l1 });

    type SubCoach = { id: number; students: number; amount: number; orders: number };
    const recruits = await data<Paged<SubCoach>>(recruiter.get('/api/v1/coach/subor-coach'));
    expect(recruits.list).toEqual([expect.objectContaining({ id: coach.id, students: 2, amount: l2, orders: 1 })]);
    expect(await data(recruiter.get('/api/v1/coach/sub-cnt'))).toMatchObject({
      total: 1,
      today: 1,
      students: 2,
      amount: l2,
    });
    expect((await data<Paged<SubCoach>>(coach.get('/api/v1/coach/subor-coach'))).total).toBe(0);

    const student = await data<{ orders: number; spent: number; earned: number }>(
      coach.get(`/api/v1/coach/stu?id=${sharing.id}`),
    );
    expect(student).toMatchObject({ orders: 1, spent: order.amount, earned: l1 });
  });

  it('awards points once per event, and the level they reach raises the level-1 rate of the next sale', async () => {
    const { recruiter, coach, sharing, private_ } = await world();
    const pointsOf = async (id: number) =>
      t.database.db.select().from(pointEntries).where(eq(pointEntries.coachId, id));

    // Two students bound: 10 each; the recruiter earned 50 for the coach.
    expect((await pointsOf(coach.id)).map((p) => [p.kind, p.points])).toEqual([
      ['student_bound', 10],
      ['student_bound', 10],
    ]);
    expect((await pointsOf(recruiter.id)).map((p) => [p.kind, p.points])).toEqual([['coach_recruited', 50]]);
    // The same student coming back through the same link (or another coach's) changes nothing.
    await login(t.app, { openid: sharing.openid, did: coach.did });
    await login(t.app, { openid: sharing.openid, did: recruiter.did });
    expect(await pointsOf(coach.id)).toHaveLength(2);
    expect(await pointsOf(recruiter.id)).toHaveLength(1);

    // Level 2 from 21 points with a 10 % bonus: the first sale lifts the coach there.
    const levels = [
      { level: 1, points: 0, bonus_bp: 0 },
      { level: 2, points: 21, bonus_bp: 1000 },
      { level: 3, points: 1_000_000, bonus_bp: 2000 },
    ];
    await t.database.db
      .insert(settings)
      .values({ key: 'coach.levels', value: levels })
      .onConflictDoUpdate({ target: settings.key, set: { value: levels } });
    try {
      type UpLevel = { points: number; level: number; l1_bp: number; next: { level: number; need: number } | null };
      expect(await data<UpLevel>(coach.get('/api/v1/coach/up-dj'))).toMatchObject({
        points: 20,
        level: 1,
        l1_bp: 2000,
        next: { level: 2, need: 1 },
      });

      const first = await buyAndPay(sharing);
      const ledger = () => t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.coachId, coach.id));
      expect((await ledger()).map((e) => e.amountFen)).toEqual([Math.floor(first.amount * 0.2)]);
      const orderPoints = Math.floor(first.amount / 100);
      expect((await pointsOf(coach.id)).filter((p) => p.kind === 'order_paid').map((p) => p.points)).toEqual([
        orderPoints,
      ]);
      // A repeated status query (or notification) of a paid order awards nothing more.
      await sharing.get(`/api/v1/order/index?order_no=${first.order_no}`);
      expect(await pointsOf(coach.id)).toHaveLength(3);

      const up = await data<UpLevel>(coach.get('/api/v1/coach/up-dj'));
      expect(up).toMatchObject({ points: 20 + orderPoints, level: 2, l1_bp: 3000, next: { level: 3 } });

      const second = await buyAndPay(private_);
      const amounts = (await ledger()).map((e) => e.amountFen).sort((a, b) => a - b);
      expect(amounts).toEqual([Math.floor(first.amount * 0.2), Math.floor(second.amount * 0.3)].sort((a, b) => a - b));
      // The recruiter's level-2 rate is unchanged.
      const l2 = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.coachId, recruiter.id));
      expect(l2.map((e) => e.amountFen).sort()).toEqual(
        [Math.floor(first.amount * 0.05), Math.floor(second.amount * 0.05)].sort(),
      );

      type Points = Paged<{ kind: string; points: number; source: string | null; order_no: string | null }> & {
        points: number;
      };
      const list = await data<Points>(coach.get('/api/v1/coach/points?num=2'));
      expect(list).toMatchObject({ total: 4, points: 20 + orderPoints * 2 });
      expect(list.list.map((p) => p.order_no)).toEqual([second.order_no, first.order_no]);
      expect((await data<Points>(coach.get('/api/v1/coach/points?page=2&num=2'))).list.map((p) => p.kind)).toEqual([
        'student_bound',
        'student_bound',
      ]);
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'coach.levels'));
    }
  });

  it('takes a theory-course application only when it is valid, and lists applications per coach', async () => {
    const { coach, other, sharing } = await world();
    const apply = (payload: object) => coach.post('/api/v3/apply/kt', payload);
    const valid = { student_name: '王小明', student_phone: '13800138000', subject: 1, note: '周末上课' };

    const bad: [object, string][] = [
      [{ ...valid, student_phone: '1380013800' }, 'student_phone'],
      [{ ...valid, student_phone: '23800138000' }, 'student_phone'],
      [{ ...valid, student_name: '王' }, 'student_name'],
      [{ ...valid, subject: 2 }, 'subject'],
      [{ ...valid, note: 'x'.repeat(201) }, 'note'],
    ];
    for (const [payload, field] of bad) {
      const res = await apply(payload);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(body<{ errors: Record<string, string> }>(res).data.errors)).toContain(field);
    }
    const unknownField = await apply({ ...valid, field_id: 999_999 });
    expect(unknownField.statusCode).toBe(400);
    expect(body(unknownField).msg).toBe('考场不存在');
    expect(
      await t.database.db.select().from(theoryApplications).where(eq(theoryApplications.coachId, coach.id)),
    ).toEqual([]);

    await chooseField(sharing);
    const made = await data<{ id: number; status: string }>(apply({ ...valid, field_id: fieldId }));
    expect(made.status).toBe('pending');
    const twice = await apply(valid);
    expect(twice.statusCode).toBe(409);
    expect(body(twice).msg).toBe('已为该学员提交过科目一的开通申请，请等待审核');
    expect((await apply({ ...valid, subject: 4 })).statusCode).toBe(200);

    type App = { id: number; kind: string; name: string; phone: string; status: string; field_name: string | null };
    const list = await data<Paged<App>>(coach.get('/api/v3/apply/list?kind=kt'));
    expect(list.total).toBe(2);
    expect(list.list.find((a) => a.id === made.id)).toMatchObject({
      name: '王小明',
      phone: '13800138000',
      status: 'pending',
    });
    expect(list.list.find((a) => a.id === made.id)?.field_name).toBeTruthy();
    expect((await data<Paged<App>>(other.get('/api/v3/apply/list?kind=kt'))).total).toBe(0);

    // A class application by the coach's student shows on that coach's list only, phone masked.
    await data(sharing.post('/api/v1/lesson/apply', { field_id: fieldId, name: '李同学', phone: '13912345678' }));
    const classes = await data<Paged<App>>(coach.get('/api/v3/apply/list?kind=class'));
    expect(classes.list).toEqual([
      expect.objectContaining({ kind: 'class', name: '李同学', phone: '139****5678', status: 'pending' }),
    ]);
    expect((await data<Paged<App>>(other.get('/api/v3/apply/list?kind=class'))).total).toBe(0);
  });

  it('SMS settings need a verified phone (a coach profile) and are saved on it', async () => {
    const coach = await person(2);
    type Setting = { has_profile: boolean; settings: Record<string, boolean> };
    expect(await data<Setting>(coach.get('/api/v1/coach/setting'))).toEqual({
      has_profile: false,
      settings: { newStudent: true, newOrder: true, withdrawal: true },
    });
    const refused = await coach.post('/api/v1/coach/setting', { newStudent: 0, newOrder: 1, withdrawal: 1 });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toContain('请先完成手机验证');

    await t.database.db.insert(coachProfiles).values({ userId: coach.id, realName: '王教练', phone: '13700001111' });
    expect((await coach.post('/api/v1/coach/setting', { newStudent: 'maybe' })).statusCode).toBe(400);
    const saved = await data<Setting>(
      coach.post('/api/v1/coach/setting', { newStudent: 0, newOrder: 1, withdrawal: 0 }),
    );
    expect(saved).toEqual({ has_profile: true, settings: { newStudent: false, newOrder: true, withdrawal: false } });
    expect(await data<Setting>(coach.get('/api/v1/coach/setting'))).toEqual(saved);

    const center = await data<{ real_name: string | null; phone: string | null; level: number }>(
      coach.get('/api/v1/coach/center'),
    );
    expect(center).toMatchObject({ real_name: '王教练', phone: '13700001111', level: 1 });
  });
});
