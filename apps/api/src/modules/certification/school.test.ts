import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../../db/schema';
import { body, login, openid, startTestApp, type TestApp } from '../../test/test-app';
import { makeCoach } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface School {
  id: number;
  name: string;
  city: string;
  address: string;
  phone: string;
  intro: string;
  mine: boolean;
}

const get = (token: string, path: string) =>
  t.app.inject({ url: `/api${path}${path.includes('?') ? '&' : '?'}access-token=${token}` });
const post = (token: string, path: string, payload: Record<string, string | number>) =>
  t.app.inject({ method: 'POST', url: `/api${path}?access-token=${token}`, payload });

const schoolRow = async (id: number) => (await t.database.db.select().from(schools).where(eq(schools.id, id)))[0];

describe('schools', () => {
  it('a coach adds a school, which becomes theirs and editable; bad input changes nothing', async () => {
    const coach = await makeCoach(t.app, t.database.db);
    expect(body(await get(coach.token, '/v3/school/edit')).data).toEqual({ school: null, editable: false });

    const short = await post(coach.token, '/v3/school/edit', { name: '驾', city: '北京' });
    expect(short.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(short).data.errors).toHaveProperty('name');
    const phone = await post(coach.token, '/v3/school/edit', { name: '海淀驾校', city: '北京', phone: '12345' });
    expect(phone.statusCode).toBe(400);
    expect(body(phone).msg).toBe('驾校电话格式不正确（手机号或带区号的座机号）');
    expect(await t.database.db.select().from(schools).where(eq(schools.name, '海淀驾校'))).toEqual([]);

    const created = await post(coach.token, '/v3/school/edit', {
      name: '海淀驾校',
      city: '北京',
      address: '海淀区学院路 1 号',
      phone: '010-62345678',
      intro: '二十年老校，科二科三场地齐全。',
    });
    expect(created.statusCode).toBe(200);
    const school = body<School>(created).data;
    expect(school).toMatchObject({ name: '海淀驾校', city: '北京', phone: '010-62345678', mine: true });

    expect(body(await get(coach.token, '/v3/school/edit')).data).toEqual({ school, editable: true });
    expect(
      body<{ school: School; real_name: string; phone: string }>(await get(coach.token, '/v3/school/coach-info')).data,
    ).toMatchObject({
      profile: true,
      real_name: '张三明',
      phone: `${coach.phone.slice(0, 3)}****${coach.phone.slice(-4)}`,
      did: coach.did,
      cert_status: 'none',
      school,
    });

    const edited = await post(coach.token, '/v3/school/edit', {
      id: school.id,
      name: '海淀驾校',
      city: '北京',
      address: '海淀区学院路 2 号',
    });
    expect(body<School>(edited).data).toMatchObject({ id: school.id, address: '海淀区学院路 2 号', phone: '' });

    // One school per name and city: a second copy is refused and points at the first.
    const other = await makeCoach(t.app, t.database.db, '钱八');
    const twin = await post(other.token, '/v3/school/edit', { name: '海淀驾校', city: '北京' });
    expect(twin.statusCode).toBe(409);
    expect(body(twin)).toMatchObject({
      msg: '北京已有名为“海淀驾校”的驾校，请在驾校列表中选择',
      data: { school_id: school.id },
    });
  });

  it("a coach can't edit another coach's school (404) but can pick it as theirs", async () => {
    const owner = await makeCoach(t.app, t.database.db);
    const other = await makeCoach(t.app, t.database.db, '周九');
    const school = body<School>(await post(owner.token, '/v3/school/edit', { name: '朝阳驾校', city: '北京' })).data;

    const edit = await post(other.token, '/v3/school/edit', { id: school.id, name: '被改掉的驾校', city: '北京' });
    expect(edit.statusCode).toBe(404);
    expect(body(edit).msg).toBe('驾校不存在，或不是你添加的驾校');
    expect((await get(other.token, `/v3/school/edit?id=${school.id}`)).statusCode).toBe(404);
    expect(await schoolRow(school.id)).toMatchObject({ name: '朝阳驾校' });

    const picked = await post(other.token, '/v3/school/form', { school_id: school.id });
    expect(picked.statusCode).toBe(200);
    expect(body(picked).data).toEqual({ school: { ...school, mine: false } });
    expect(body(await get(other.token, '/v3/school/edit')).data).toEqual({
      school: { ...school, mine: false },
      editable: false,
    });
    expect((await post(other.token, '/v3/school/form', { school_id: 999999 })).statusCode).toBe(404);
  });

  it('lists and searches schools, and gives one by id', async () => {
    const coach = await makeCoach(t.app, t.database.db);
    const a = body<School>(await post(coach.token, '/v3/school/edit', { name: '西湖驾校', city: '杭州' })).data;
    const all = body<{ total: number; list: School[] }>(
      await get(coach.token, '/v1/coach/all-school?keyword=西湖'),
    ).data;
    expect(all.list.map((s) => s.id)).toContain(a.id);
    const byCity = body<{ list: School[] }>(await get(coach.token, '/v1/coach/all-school?keyword=杭州')).data;
    expect(byCity.list.map((s) => s.id)).toContain(a.id);
    const none = body<{ total: number; list: School[] }>(
      await get(coach.token, '/v1/coach/all-school?keyword=%25'),
    ).data;
    expect(none.list.every((s) => s.name.includes('%') || s.city.includes('%'))).toBe(true);
    expect(body(await get(coach.token, `/v1/coach/all-school?id=${a.id}`)).data).toMatchObject({
      total: 1,
      list: [{ id: a.id, name: '西湖驾校', mine: true }],
    });
    expect((await get(coach.token, '/v1/coach/all-school?id=999999')).statusCode).toBe(404);
  });

  it('refuses students and sends coaches without a profile to phone verification', async () => {
    const student = await login(t.app, { openid: openid('stu') });
    expect((await post(student.token, '/v3/school/edit', { name: '学生驾校', city: '北京' })).statusCode).toBe(403);
    expect((await get(student.token, '/v3/school/coach-info')).statusCode).toBe(403);

    const bare = await login(t.app, { openid: openid('bare'), type: 2 });
    const res = await post(bare.token, '/v3/school/edit', { name: '无资料驾校', city: '北京' });
    expect(res.statusCode).toBe(409);
    expect(body(res).data).toEqual({ next: '/coach-phone-verify' });
    expect(body(await get(bare.token, '/v3/school/coach-info')).data).toMatchObject({ profile: false, school: null });
  });
});
