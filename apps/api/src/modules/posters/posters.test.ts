import { endpoints as e, envelope } from '@xueche/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cities,
  coachProfiles,
  examFields,
  examRoutes,
  lessons,
  posters,
  schools,
  settings,
  users,
} from '../../db/schema';
import { body, login, openid, startTestApp, type TestApp } from '../../test/test-app';
import { applyBankFile } from '../exam/bank.service';
import { syntheticQuestions } from '../exam/synthetic-bank';
import { readSettings } from '../settings/settings.service';
import { fetchPortrait } from './portrait-proxy';

let t: TestApp;
/** A Beijing field that examines 科目三 and has the demo exam routes. */
let routesField: number;
/** A Beijing field that examines only 科目二. */
let k2Field: number;
/** Where links point: the address the test server listens on. */
let ORIGIN: string;

/** The reply must be the envelope around exactly what the endpoint's contract says. */
function shaped<R extends z.ZodType>(endpoint: { response: R }, res: LightMyRequestResponse): z.output<R> {
  expect(res.statusCode, res.body).toBe(200);
  return (envelope(endpoint.response).parse(res.json()) as { data: z.output<R> }).data;
}

/** A signed-in person (a sandbox coach with `type: 2`), with request helpers. */
async function person(type: 1 | 2, fieldId?: number) {
  const { token, result } = await login(t.app, { openid: openid(type === 2 ? 'pcoach' : 'pstu'), type });
  const q = (url: string) => `${url}${url.includes('?') ? '&' : '?'}access-token=${token}`;
  const get = (url: string) => t.app.inject({ url: q(url) });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: q(url), payload: payload as Record<string, string> });
  if (fieldId) expect((await post('/api/v1/user/update-field', { field_id: fieldId })).statusCode).toBe(200);
  return { token, get, post, id: result.analysis.id, did: result.did };
}

/** What registration and certification (other parts of issue 6) leave behind: a profile with a school. */
async function profile(userId: number, p: { name: string; school?: string; cert?: string; posterId?: number }) {
  const [school] = p.school
    ? await t.database.db.insert(schools).values({ name: p.school, createdBy: userId }).returning()
    : [];
  await t.database.db.insert(coachProfiles).values({
    userId,
    realName: p.name,
    phone: `139${String(userId).padStart(8, '0')}`,
    schoolId: school?.id ?? null,
    certStatus: p.cert ?? 'none',
    posterId: p.posterId ?? null,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  ORIGIN = t.url;
  const [route] = await t.database.db.select({ fieldId: examRoutes.fieldId }).from(examRoutes).limit(1);
  routesField = route?.fieldId as number;
  const [k2] = await t.database.db
    .select({ id: examFields.id })
    .from(examFields)
    .innerJoin(cities, eq(cities.id, examFields.cityId))
    .where(and(eq(cities.adcode, '110000'), eq(examFields.tag, '科目二')))
    .limit(1);
  k2Field = k2?.id as number;
  // Enough questions for full mock exams, whatever the demo bank holds.
  await applyBankFile(t.database.db, {
    chapters: [],
    questions: [
      ...syntheticQuestions({ subject: 1, count: 160, prefix: 'poster-s1', seed: 3 }),
      ...syntheticQuestions({ subject: 4, count: 120, prefix: 'poster-s4', seed: 4 }),
    ],
  });
});
afterAll(() => t.close());

describe('who may call', () => {
  it('coach endpoints refuse students with 403 and a sentence; without a session 401', async () => {
    const s = await person(1);
    const calls: [string, (url: string) => Promise<LightMyRequestResponse>][] = [
      ['/api/v1/coach/share-coach', s.get],
      ['/api/v1/coach/lesson-share?id=1', s.get],
      ['/api/v1/coach/lilun?type=1', s.get],
      ['/api/v1/coach/one-four', s.get],
      ['/api/v1/coach/ke3', s.get],
      ['/api/v1/coach/posters', s.get],
      ['/api/v1/coach/poster-regs', s.get],
    ];
    for (const [url, call] of calls) {
      const res = await call(url);
      expect(res.statusCode, url).toBe(403);
      expect(body(res).msg, url).toMatch(/教练/);
    }
    const create = await s.post('/api/v1/coach/poster', { template: 'recruit-student', title: '跟我学车' });
    expect(create.statusCode).toBe(403);
    expect(await t.database.db.select().from(posters).where(eq(posters.coachId, s.id))).toEqual([]);
    expect((await s.post('/api/v1/coach/poster-del', { id: 1 })).statusCode).toBe(403);
    const en = await t.app.inject({
      url: `/api/v1/coach/share-coach?access-token=${s.token}`,
      headers: { 'accept-language': 'en' },
    });
    expect(body(en).msg).toMatch(/coach/i);
    expect((await t.app.inject({ url: '/api/v1/coach/share-coach' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/poster/info?id=1' })).statusCode).toBe(401);
  });
});

describe('the recruit poster data (v1/coach/share-coach)', () => {
  it("gives the coach's name, school, certification, a same-origin portrait and the links with did", async () => {
    const c = await person(2, routesField);
    await profile(c.id, { name: '王建国', school: '东方驾校', cert: 'approved' });
    const data = shaped(e.posterShareCoach, await c.get('/api/v1/coach/share-coach'));
    expect(data).toMatchObject({
      did: c.did,
      name: '王建国',
      school: '东方驾校',
      certified: true,
      field_id: routesField,
    });
    expect(data.field_name).toBeTruthy();
    // The sandbox's avatar, as a path: the browser loads it from its own origin, so the canvas stays exportable.
    expect(data.portrait).toMatch(/^\/sandbox\/wechat\/avatar\/c\d-[0-9a-f]+\.svg$/);
    expect((await t.app.inject({ url: data.portrait })).statusCode).toBe(200);
    expect(data.link).toBe(`${ORIGIN}/coach-register?did=${c.did}&field_id=${routesField}&type=3`);
    expect(data.student_link).toBe(`${ORIGIN}/?did=${c.did}&field_id=${routesField}`);
    const [row] = await t.database.db.select({ uid: users.uid }).from(users).where(eq(users.id, c.id));
    expect(data.code).toBe(row?.uid);
  });

  it('before registration details exist: the nickname, no school, not certified, no field in the link', async () => {
    const c = await person(2);
    const data = shaped(e.posterShareCoach, await c.get('/api/v1/coach/share-coach'));
    expect(data.name).toBe(data.nickname);
    expect(data).toMatchObject({ school: '', certified: false, field_id: null });
    expect(data.link).toBe(`${ORIGIN}/coach-register?did=${c.did}&type=3`);
  });
});

describe('saved posters', () => {
  it('refuses bad input with the field named and saves nothing', async () => {
    const c = await person(2);
    const bad: [object, string][] = [
      [{ template: 'birthday', title: '跟我学车' }, 'template'],
      [{ template: 'recruit-student', title: '' }, 'title'],
      [{ template: 'recruit-student', title: '学' }, 'title'],
      [{ template: 'recruit-student', title: '跟我学车'.repeat(6) }, 'title'],
      [{ template: 'recruit-student', title: '跟我学车', slogan: '考'.repeat(41) }, 'slogan'],
      [{ template: 'recruit-student', title: '跟我学车', field_id: 'x' }, 'field_id'],
    ];
    for (const [payload, field] of bad) {
      const res = await c.post('/api/v1/coach/poster', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(body<{ errors: Record<string, string> }>(res).data.errors)).toContain(field);
    }
    const noField = await c.post('/api/v1/coach/poster', { template: 'theory', title: '科一科四', field_id: 999999 });
    expect(noField.statusCode).toBe(400);
    expect(body(noField).msg).toBe('考场不存在');
    expect(body<{ errors: Record<string, string> }>(noField).data.errors).toHaveProperty('field_id');
    expect(await t.database.db.select().from(posters).where(eq(posters.coachId, c.id))).toEqual([]);
  });

  it('creates, lists with the traced link, shows to anyone, and unlists only for its owner', async () => {
    const c = await person(2, routesField);
    await profile(c.id, { name: '李海报', school: '蓝天驾校' });
    const created = shaped(
      e.posterCreate,
      await c.post('/api/v1/coach/poster', {
        template: 'recruit-coach',
        title: '  诚邀教练加入  ',
        slogan: '招生工具 · 两级佣金',
        field_id: k2Field,
      }),
    );
    expect(created).toMatchObject({
      template: 'recruit-coach',
      title: '诚邀教练加入',
      slogan: '招生工具 · 两级佣金',
      field_id: k2Field,
      listed: true,
      registrations: 0,
    });
    expect(created.link).toBe(
      `${ORIGIN}/coach-register?did=${c.did}&field_id=${k2Field}&type=3&poster_id=${created.id}`,
    );

    // Without a field chosen the poster carries the coach's; a student poster leads home, without type=3.
    const second = shaped(
      e.posterCreate,
      await c.post('/api/v1/coach/poster', { template: 'recruit-student', title: '跟我学车' }),
    );
    expect(second).toMatchObject({ field_id: routesField, slogan: '' });
    expect(second.link).toBe(`${ORIGIN}/?did=${c.did}&field_id=${routesField}&poster_id=${second.id}`);

    const list = shaped(e.posterList, await c.get('/api/v1/coach/posters'));
    expect(list.total).toBe(2);
    expect(list.list.map((p) => p.id)).toEqual([second.id, created.id]);

    // Anyone logged in sees the poster with the coach's public data (no phone).
    const s = await person(1);
    const info = shaped(e.posterInfo, await s.get(`/api/v1/poster/info?id=${created.id}`));
    expect(info.poster).toMatchObject({ id: created.id, title: '诚邀教练加入', link: created.link });
    expect(info.coach).toMatchObject({ did: c.did, name: '李海报', school: '蓝天驾校', certified: false });
    expect(JSON.stringify(info)).not.toMatch(/139\d{8}/);
    expect((await s.get('/api/v1/poster/info?id=99999999')).statusCode).toBe(404);

    // Another coach cannot unlist it: 404, and it stays.
    const other = await person(2);
    const foreign = await other.post('/api/v1/coach/poster-del', { id: created.id });
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).msg).toBe('海报不存在');
    expect(shaped(e.posterList, await c.get('/api/v1/coach/posters')).total).toBe(2);
    expect(shaped(e.posterList, await other.get('/api/v1/coach/posters')).total).toBe(0);

    expect(shaped(e.posterDelete, await c.post('/api/v1/coach/poster-del', { id: created.id }))).toEqual({
      id: created.id,
      listed: false,
    });
    const after = shaped(e.posterList, await c.get('/api/v1/coach/posters'));
    expect(after.list.map((p) => p.id)).toEqual([second.id]);
    // Its printed QR codes keep working.
    expect(shaped(e.posterInfo, await s.get(`/api/v1/poster/info?id=${created.id}`)).poster.id).toBe(created.id);
    expect((await c.post('/api/v1/coach/poster-del', { id: 99999999 })).statusCode).toBe(404);
  });

  it('pages the list', async () => {
    const c = await person(2);
    for (const title of ['第一张', '第二张', '第三张']) {
      await c.post('/api/v1/coach/poster', { template: 'theory', title });
    }
    const first = shaped(e.posterList, await c.get('/api/v1/coach/posters?page=1&num=2'));
    const second = shaped(e.posterList, await c.get('/api/v1/coach/posters?page=2&num=2'));
    expect(first.total).toBe(3);
    expect([...first.list, ...second.list].map((p) => p.title)).toEqual(['第三张', '第二张', '第一张']);
  });

  it('keeps at most 50 listed posters: the 51st is refused with a sentence', async () => {
    const c = await person(2);
    await t.database.db
      .insert(posters)
      .values(Array.from({ length: 50 }, (_, i) => ({ coachId: c.id, template: 'theory', title: `海报${i}` })));
    const res = await c.post('/api/v1/coach/poster', { template: 'theory', title: '再来一张' });
    expect(res.statusCode).toBe(409);
    expect(body(res).msg).toContain('50');
    const [n] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(posters)
      .where(eq(posters.coachId, c.id));
    expect(n?.n).toBe(50);
  });
});

describe('registrations from my posters (v1/coach/poster-regs)', () => {
  it("lists the coaches who registered from my posters, never another coach's", async () => {
    const c = await person(2);
    const other = await person(2);
    const mine = shaped(
      e.posterCreate,
      await c.post('/api/v1/coach/poster', { template: 'recruit-coach', title: '招教练' }),
    );
    const theirs = shaped(
      e.posterCreate,
      await other.post('/api/v1/coach/poster', { template: 'recruit-coach', title: '他的海报' }),
    );
    const recruit = await person(2);
    await profile(recruit.id, { name: '赵新人', school: '平安驾校', cert: 'approved', posterId: mine.id });
    const elsewhere = await person(2);
    await profile(elsewhere.id, { name: '钱别人', posterId: theirs.id });

    const regs = shaped(e.posterRegs, await c.get('/api/v1/coach/poster-regs'));
    expect(regs.total).toBe(1);
    expect(regs.list[0]).toMatchObject({
      user_id: recruit.id,
      name: '赵新人',
      school: '平安驾校',
      certified: true,
      poster_id: mine.id,
      poster_title: '招教练',
    });
    expect(JSON.stringify(regs)).not.toContain('钱别人');
    const list = shaped(e.posterList, await c.get('/api/v1/coach/posters'));
    expect(list.list.find((p) => p.id === mine.id)?.registrations).toBe(1);
    const theirsRegs = shaped(e.posterRegs, await other.get('/api/v1/coach/poster-regs'));
    expect(theirsRegs.list.map((r) => r.name)).toEqual(['钱别人']);
  });
});

describe('share data', () => {
  it('lilun: one subject with its rules, question count and a link to its theory hub', async () => {
    const c = await person(2, routesField);
    const one = shaped(e.posterLilun, await c.get('/api/v1/coach/lilun?type=1'));
    expect(one).toMatchObject({ subject: 1, rules: { questions: 100, minutes: 45, pass_mark: 90 } });
    expect(one.questions).toBeGreaterThanOrEqual(160);
    expect(one.link).toBe(`${ORIGIN}/site/ke1?did=${c.did}&field_id=${routesField}`);
    expect(one.coach.did).toBe(c.did);
    const four = shaped(e.posterLilun, await c.get('/api/v1/coach/lilun?type=4'));
    expect(four).toMatchObject({ subject: 4, rules: { questions: 50, pass_mark: 90 } });
    expect(four.link).toContain('/site/ke4?');
    const bad = await c.get('/api/v1/coach/lilun?type=2');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(body<{ errors: object }>(bad).data.errors)).toContain('type');
  });

  it('one-four: both subjects', async () => {
    const c = await person(2);
    const data = shaped(e.posterOneFour, await c.get('/api/v1/coach/one-four'));
    expect(data.list.map((s) => s.subject)).toEqual([1, 4]);
    expect(data.list.every((s) => s.link.includes(`did=${c.did}`))).toBe(true);
  });

  it("ke3: the road-driving lessons and exam routes of the coach's field, or of a 科目三 field in the city", async () => {
    const c = await person(2, routesField);
    const data = shaped(e.posterKe3, await c.get('/api/v1/coach/ke3'));
    expect(data.field_id).toBe(routesField);
    expect(data.lessons.length).toBeGreaterThan(0);
    const titles = data.lessons.map((l) => l.title);
    expect(titles).toContain('变更车道');
    expect(titles).not.toContain('倒车入库');
    expect(data.routes.length).toBeGreaterThan(0);
    expect(data.routes[0]?.link).toBe(
      `${ORIGIN}/roadmap?id=${data.routes[0]?.id}&did=${c.did}&field_id=${routesField}`,
    );
    expect(data.link).toBe(`${ORIGIN}/pay/k3?did=${c.did}&field_id=${routesField}`);

    // A coach at a 科目二-only field is pointed at a field of their city that examines 科目三.
    const k2 = await person(2, k2Field);
    const moved = shaped(e.posterKe3, await k2.get('/api/v1/coach/ke3'));
    expect(moved.field_id).not.toBe(k2Field);
    expect(moved.field_id).not.toBeNull();
    expect(moved.lessons.length).toBeGreaterThan(0);

    const none = shaped(e.posterKe3, await (await person(2)).get('/api/v1/coach/ke3'));
    expect(none).toMatchObject({ field_id: null, lessons: [], routes: [] });
  });

  it("lesson-share: the lesson's card with a link carrying the coach's did; an unknown lesson is 404", async () => {
    const c = await person(2, routesField);
    const [lesson] = await t.database.db.select().from(lessons).limit(1);
    const data = shaped(e.posterLessonShare, await c.get(`/api/v1/coach/lesson-share?id=${lesson?.id}`));
    expect(data).toMatchObject({ title: lesson?.title, lesson: { id: lesson?.id, cover: lesson?.cover } });
    expect(data.link).toBe(`${ORIGIN}/detail/${lesson?.id}?did=${c.did}&field_id=${routesField}`);
    expect(data.imgUrl).toBe(`${ORIGIN}${lesson?.cover}`);
    expect((await c.get('/api/v1/coach/lesson-share?id=99999999')).statusCode).toBe(404);
    expect((await c.get('/api/v1/coach/lesson-share?id=abc')).statusCode).toBe(400);
  });

  it("li-hb: an invitation before any mock exam, then the score of a submitted one; never another's paper", async () => {
    const s = await person(1);
    const before = shaped(e.posterLiHb, await s.get('/api/v1/user/li-hb'));
    expect(before).toMatchObject({ subject: 1, score: null, passed: null, exams: 0, did: s.did, pass_mark: 90 });
    expect(before.link).toBe(`${ORIGIN}/site/ke1?did=${s.did}`);

    const paper = body<{ id: string }>(await s.post('/api/v1/exam/paper', { subject: 4 })).data;
    const open = await s.get(`/api/v1/user/li-hb?id=${paper.id}`);
    expect(open.statusCode).toBe(409);
    expect(body(open).msg).toContain('交卷');
    expect((await s.post('/api/v1/exam/paper/submit', { paper_id: paper.id })).statusCode).toBe(200);

    const scored = shaped(e.posterLiHb, await s.get(`/api/v1/user/li-hb?id=${paper.id}`));
    expect(scored).toMatchObject({ subject: 4, paper_id: paper.id, score: 0, passed: false, exams: 1, total: 100 });
    expect(scored.title).toContain('科目四');
    expect(scored.link).toContain('/site/ke4?did=');
    // Without an id: the latest submitted paper.
    expect(shaped(e.posterLiHb, await s.get('/api/v1/user/li-hb')).paper_id).toBe(paper.id);

    const stranger = await person(1);
    expect((await stranger.get(`/api/v1/user/li-hb?id=${paper.id}`)).statusCode).toBe(404);
    expect((await s.get('/api/v1/user/li-hb?id=short')).statusCode).toBe(400);
  });

  it('recruit-info: the commission rates and rules for anyone logged in', async () => {
    const s = await person(1);
    const data = shaped(e.posterRecruitInfo, await s.get('/api/v1/poster/recruit-info'));
    const s2 = await readSettings(t.database.db, ['coach.reg_open']);
    expect(data).toEqual({
      l1_bp: 2000,
      l2_bp: 500,
      levels: [
        { level: 1, points: 0, l1_bp: 2000 },
        { level: 2, points: 200, l1_bp: 2200 },
        { level: 3, points: 1000, l1_bp: 2500 },
      ],
      points: { student_bound: 10, coach_recruited: 50, per_yuan: 1 },
      reg_open: s2['coach.reg_open'] === 1,
      withdraw_min_fen: 100,
      review_above_fen: 50000,
    });
    await t.database.db
      .insert(settings)
      .values({ key: 'commission.l1_bp', value: 2500 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 2500 } });
    const raised = shaped(e.posterRecruitInfo, await s.get('/api/v1/poster/recruit-info'));
    expect(raised.l1_bp).toBe(2500);
    expect(raised.levels.map((l) => l.l1_bp)).toEqual([2500, 2700, 3000]);
    await t.database.db.delete(settings).where(eq(settings.key, 'commission.l1_bp'));
  });
});

describe('the portrait proxy', () => {
  it("fetches only WeChat's avatar hosts, images only, and answers 404 otherwise", async () => {
    const c = await person(2);
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const asked: string[] = [];
    const fake = (async (url: URL | string) => {
      asked.push(String(url));
      return new Response(png, { status: 200, headers: { 'content-type': 'image/png' } });
    }) as typeof fetch;

    await t.database.db
      .update(users)
      .set({ headPortrait: 'https://thirdwx.qlogo.cn/mmopen/vi_32/abc/132' })
      .where(eq(users.id, c.id));
    const ok = await fetchPortrait(t.database.db, c.did, fake);
    expect(ok).toMatchObject({ ok: true, type: 'image/png' });
    expect(asked).toEqual(['https://thirdwx.qlogo.cn/mmopen/vi_32/abc/132']);
    // The poster data points the canvas at the proxy for such a portrait.
    const card = shaped(e.posterShareCoach, await c.get('/api/v1/coach/share-coach'));
    expect(card.portrait).toBe(`/api/v1/poster/portrait?did=${c.did}`);

    await t.database.db
      .update(users)
      .set({ headPortrait: 'http://169.254.169.254/latest/meta-data' })
      .where(eq(users.id, c.id));
    expect(await fetchPortrait(t.database.db, c.did, fake)).toEqual({ ok: false });
    expect(asked).toHaveLength(1);

    const html = (async () =>
      new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } })) as typeof fetch;
    await t.database.db.update(users).set({ headPortrait: 'https://wx.qlogo.cn/mmhead/x/0' }).where(eq(users.id, c.id));
    expect(await fetchPortrait(t.database.db, c.did, html)).toEqual({ ok: false });

    expect((await t.app.inject({ url: '/api/v1/poster/portrait?did=nobody-here' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/poster/portrait?did=%3Cx%3E' })).statusCode).toBe(404);
  });
});
