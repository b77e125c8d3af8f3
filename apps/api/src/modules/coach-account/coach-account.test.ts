import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachProfiles, posters, referrals, schools, settings, users } from '../../db/schema';
import { person as makePerson, type Person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await setRegOpen(true);
});
afterAll(() => t.close());

async function setRegOpen(open: boolean) {
  await t.database.db
    .insert(settings)
    .values({ key: 'coach.reg_open', value: open ? 1 : 0 })
    .onConflictDoUpdate({ target: settings.key, set: { value: open ? 1 : 0 } });
}

const newPhone = () => `15${randomInt(0, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;
let ipCounter = 0;

const person = (type: 1 | 2 = 1, did?: string) => makePerson(t, type, did, `192.0.2.${++ipCounter}`);

/** Asks for a code and reads it from the sandbox's SMS inbox, as a person reads their phone. */
async function codeFor(who: Person, phone: string, purpose: string): Promise<string> {
  const res = await who.post('/api/v2/default/sms-code', { phone, purpose });
  expect(res.statusCode, res.body).toBe(200);
  const inbox = await t.app.inject({ url: `/sandbox/sms/messages?phone=${phone}` });
  return (inbox.json() as { messages: { code: string }[] }).messages[0]?.code as string;
}

const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const profileRow = async (id: number) =>
  (await t.database.db.select().from(coachProfiles).where(eq(coachProfiles.userId, id)))[0];
const referralRow = async (id: number) =>
  (await t.database.db.select().from(referrals).where(eq(referrals.userId, id)))[0];

type RegReply = {
  user: { id: number; user_type: number; phone?: string };
  coach: { name: string; phone: string; school: { id: number; name: string } | null; cert_status: string };
  recruiter: { did: string; name: string } | null;
};

describe('coach registration', () => {
  it('makes the student a coach: type 2, phone, profile, new school and the inviting coach as recruiter', async () => {
    const inviter = await person(2);
    const student = await person(1);
    expect(body(await student.post('/api/v1/coach/is-reg', {})).data).toEqual({ is_reg: 0, reg_open: 1, coach: null });
    const phone = newPhone();
    const code = await codeFor(student, phone, 'coach_register');
    const schoolName = `东方驾校${randomInt(0, 1e6)}`;
    const res = await student.post('/api/v2/default/reg-coach', {
      name: '王建国',
      phone,
      code,
      school_name: `  ${schoolName} `,
      did: inviter.did,
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = body<RegReply>(res).data;
    expect(reply.user).toMatchObject({ id: student.id, user_type: 2, phone: masked(phone) });
    expect(reply.coach).toMatchObject({ name: '王建国', phone: masked(phone), cert_status: 'none' });
    expect(reply.coach.school?.name).toBe(schoolName);
    expect(reply.recruiter?.did).toBe(inviter.did);

    expect(await userRow(student.id)).toMatchObject({ userType: 2, phone });
    expect(await profileRow(student.id)).toMatchObject({ realName: '王建国', phone, posterId: null });
    expect(await referralRow(student.id)).toMatchObject({ referrerId: inviter.id, boundVia: 'register' });
    const [school] = await t.database.db.select().from(schools).where(eq(schools.name, schoolName));
    expect(school?.createdBy).toBe(student.id);

    // The same session now reads as a coach with the phone masked.
    expect(body(await student.get('/api/v1/user/base')).data).toMatchObject({ user_type: 2, phone: masked(phone) });
    expect(body(await student.post('/api/v1/coach/is-reg', {})).data).toMatchObject({
      is_reg: 1,
      coach: { name: '王建国', phone: masked(phone) },
    });
    // Registering twice is refused.
    const again = await student.post('/api/v1/coach/reg-coach', { name: '王建国', phone, code, school_name: 'x' });
    expect(again.statusCode).toBe(409);
    expect(body(again).msg).toBe('你已经是教练了');
  });

  it('keeps the first binding: a student bound at login keeps that coach as recruiter', async () => {
    const first = await person(2);
    const second = await person(2);
    const student = await person(1, first.did);
    const phone = newPhone();
    const code = await codeFor(student, phone, 'coach_register');
    const res = await student.post('/api/v1/coach/reg-coach', {
      name: '李四',
      phone,
      code,
      school_name: '第二驾校',
      did: second.did,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<RegReply>(res).data.recruiter?.did).toBe(first.did);
    expect(await referralRow(student.id)).toMatchObject({ referrerId: first.id, boundVia: 'login' });
  });

  it("picks an existing school, and keeps the poster only when it is the inviting coach's", async () => {
    const inviter = await person(2);
    const stranger = await person(2);
    const [school] = await t.database.db
      .insert(schools)
      .values({ name: `阳光驾校${randomInt(0, 1e6)}`, city: '北京市' })
      .returning();
    const [own] = await t.database.db
      .insert(posters)
      .values({ coachId: inviter.id, template: 'recruit-coach', title: '招募教练' })
      .returning();
    const [foreign] = await t.database.db
      .insert(posters)
      .values({ coachId: stranger.id, template: 'recruit-coach', title: '别人的海报' })
      .returning();

    const found = await inviter.get(`/api/v2/default/school-search?keyword=${encodeURIComponent(school?.name ?? '')}`);
    expect(body(found).data).toEqual({ list: [{ id: school?.id, name: school?.name, city: '北京市' }] });

    const a = await person(1);
    const phoneA = newPhone();
    const resA = await a.post('/api/v2/default/reg-coach', {
      name: '张三',
      phone: phoneA,
      code: await codeFor(a, phoneA, 'coach_register'),
      school_id: school?.id,
      did: inviter.did,
      poster_id: own?.id,
    });
    expect(resA.statusCode, resA.body).toBe(200);
    expect(body<RegReply>(resA).data.coach.school).toEqual({ id: school?.id, name: school?.name });
    expect(await profileRow(a.id)).toMatchObject({ schoolId: school?.id, posterId: own?.id });

    const b = await person(1);
    const phoneB = newPhone();
    const resB = await b.post('/api/v2/default/reg-coach', {
      name: '赵六',
      phone: phoneB,
      code: await codeFor(b, phoneB, 'coach_register'),
      school_id: school?.id,
      did: inviter.did,
      poster_id: foreign?.id,
    });
    expect(resB.statusCode, resB.body).toBe(200);
    expect((await profileRow(b.id))?.posterId).toBeNull();
  });

  it('refuses a number bound to another account with 409, and changes nothing', async () => {
    const owner = await person(1);
    const phone = newPhone();
    const ownCode = await codeFor(owner, phone, 'bind_phone');
    expect((await owner.post('/api/v1/user/up-phone', { phone, code: ownCode })).statusCode).toBe(200);

    const inviter = await person(2);
    const student = await person(1);
    // The refusal comes before any code is looked at (the number's minute limit holds a new one back anyway).
    const res = await student.post('/api/v2/default/reg-coach', {
      name: '钱七',
      phone,
      code: '123456',
      school_name: '不会建立的驾校',
      did: inviter.did,
    });
    expect(res.statusCode).toBe(409);
    expect(body(res).msg).toBe('这个手机号已绑定其他账号，请换一个手机号');
    expect(await userRow(student.id)).toMatchObject({ userType: 1, phone: null });
    expect(await profileRow(student.id)).toBeUndefined();
    expect(await referralRow(student.id)).toBeUndefined();
    expect(await t.database.db.select().from(schools).where(eq(schools.name, '不会建立的驾校'))).toEqual([]);

    const bind = await student.post('/api/v1/user/up-phone', { phone, code: '123456' });
    expect(bind.statusCode).toBe(409);
    expect(await userRow(owner.id)).toMatchObject({ phone });
  });

  it('refuses a wrong code, a missing school and a closed registration, changing nothing', async () => {
    const student = await person(1);
    const phone = newPhone();
    const code = await codeFor(student, phone, 'coach_register');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const base = { name: '孙八', phone, school_name: '某驾校' };

    const bad = await student.post('/api/v2/default/reg-coach', { ...base, code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toBe('验证码不正确，还可以再试 4 次');
    const noSchool = await student.post('/api/v2/default/reg-coach', { name: '孙八', phone, code });
    expect(body(noSchool).msg).toBe('请选择或填写你所在的驾校');
    const noSuchSchool = await student.post('/api/v2/default/reg-coach', { ...base, code, school_id: 99_999_999 });
    expect(body(noSuchSchool).msg).toBe('所选驾校不存在，请重新选择');

    await setRegOpen(false);
    try {
      const closed = await student.post('/api/v2/default/reg-coach', { ...base, code });
      expect(closed.statusCode).toBe(403);
      expect(body(closed).msg).toBe('教练注册暂未开放');
      expect(body(await student.post('/api/v1/coach/is-reg', {})).data).toMatchObject({ is_reg: 0, reg_open: 0 });
    } finally {
      await setRegOpen(true);
    }
    expect(await userRow(student.id)).toMatchObject({ userType: 1, phone: null });
    // The right code was never spent by the refusals above.
    const ok = await student.post('/api/v2/default/reg-coach', { ...base, code });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('phone binding', () => {
  it('registers a student phone with a name, then changes it; user info shows it masked', async () => {
    const student = await person(1);
    const phone = newPhone();
    const reg = await student.post('/api/v3/default/reg-stu', {
      phone,
      code: await codeFor(student, phone, 'student_register'),
      name: '小明',
    });
    expect(reg.statusCode, reg.body).toBe(200);
    expect(body(reg).data).toMatchObject({ user: { phone: masked(phone), nickname: '小明', user_type: 1 } });

    const next = newPhone();
    const up = await student.post('/api/v1/user/up-phone', {
      phone: next,
      code: await codeFor(student, next, 'bind_phone'),
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(body(await student.get('/api/v1/user/base')).data).toMatchObject({ phone: masked(next) });
    expect(await userRow(student.id)).toMatchObject({ phone: next });
  });
});

describe('binding to a coach', () => {
  it('binds by code or link; the first binding stands and the student is told who their coach is', async () => {
    const coach = await person(2);
    const other = await person(2);
    const student = await person(1);

    const card = await student.get(`/api/v1/user/did?did=${coach.did}`);
    expect(card.statusCode, card.body).toBe(200);
    expect(body(card).data).toMatchObject({ did: coach.did, certified: false, school: null });
    expect(body(await student.get(`/api/v1/user/did?code=${coach.uid}`)).data).toMatchObject({ did: coach.did });

    const bound = await student.post('/api/v1/user/bind-coach', { code: coach.uid });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(body(bound).data).toMatchObject({ bound: true, coach: { did: coach.did } });
    expect(await referralRow(student.id)).toMatchObject({ referrerId: coach.id, boundVia: 'bind' });

    const later = await student.post('/api/v1/user/bind-coach', { did: other.did });
    expect(body(later).data).toMatchObject({ bound: false, coach: { did: coach.did } });
    expect(await referralRow(student.id)).toMatchObject({ referrerId: coach.id });
    expect(body(await student.get('/api/v1/user/my-coach')).data).toMatchObject({ coach_id: coach.id });
  });

  it('finds only coaches, and never binds someone to themselves', async () => {
    const coach = await person(2);
    const student = await person(1);
    const another = await person(1);
    const notCoach = await student.get(`/api/v1/user/did?did=${another.did}`);
    expect(notCoach.statusCode).toBe(404);
    expect(body(notCoach).msg).toBe('没有找到这位教练，请核对教练码或链接');
    expect((await student.post('/api/v1/user/bind-coach', { code: '00000000' })).statusCode).toBe(404);
    expect((await student.post('/api/v1/user/bind-coach', { did: another.did })).statusCode).toBe(404);
    expect(body(await student.post('/api/v1/user/bind-coach', {})).msg).toBe('请输入教练码，或扫描、粘贴教练的链接');
    const self = await coach.post('/api/v1/user/bind-coach', { code: coach.uid });
    expect(self.statusCode).toBe(400);
    expect(await referralRow(student.id)).toBeUndefined();
  });
});

describe('coach phone verification', () => {
  it("makes a directly created coach's profile from their nickname, then updates the phone", async () => {
    const coach = await person(2);
    expect(await profileRow(coach.id)).toBeUndefined();
    const phone = newPhone();
    const res = await coach.post('/api/v1/coach/phone-verify', {
      phone,
      code: await codeFor(coach, phone, 'coach_verify'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const nickname = (await userRow(coach.id))?.nickname;
    expect(body(res).data).toMatchObject({
      user: { phone: masked(phone), user_type: 2 },
      coach: { name: nickname, phone: masked(phone), cert_status: 'none' },
    });

    const next = newPhone();
    const again = await coach.post('/api/v1/coach/phone-verify', {
      phone: next,
      code: await codeFor(coach, next, 'coach_verify'),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await profileRow(coach.id)).toMatchObject({ realName: nickname, phone: next });
    expect(await userRow(coach.id)).toMatchObject({ phone: next });
  });

  it('is for coaches only', async () => {
    const student = await person(1);
    const res = await student.post('/api/v1/coach/phone-verify', { phone: newPhone(), code: '123456' });
    expect(res.statusCode).toBe(403);
    expect(body(res).msg).toBe('只有教练可以使用此功能');
  });
});
