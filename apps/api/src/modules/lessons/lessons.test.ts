import { endpoints as e, envelope } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cities, courseEntitlements, examFields, examRoutes } from '../../db/schema';
import { login, openid, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let beijingField: number;
let otherField: number;
let routesField: number;

/** The reply must be the envelope around exactly what the endpoint's contract says. */
function shaped<R extends z.ZodType>(endpoint: { response: R }, res: LightMyRequestResponse): z.output<R> {
  expect(res.statusCode, res.body).toBe(200);
  return (envelope(endpoint.response).parse(res.json()) as { data: z.output<R> }).data;
}

async function student(fieldId = beijingField) {
  const { token, result } = await login(t.app, { openid: openid('lesson') });
  const q = (url: string) => `${url}${url.includes('?') ? '&' : '?'}access-token=${token}`;
  const get = (url: string) => t.app.inject({ url: q(url) });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: q(url), payload: payload as Record<string, string> });
  await post('/api/v1/user/update-field', { field_id: fieldId });
  return { token, get, post, userId: result.analysis.id, did: result.did };
}

beforeAll(async () => {
  t = await startTestApp();
  const fields = await t.database.db
    .select({ id: examFields.id, adcode: cities.adcode })
    .from(examFields)
    .innerJoin(cities, eq(cities.id, examFields.cityId))
    .orderBy(examFields.sort, examFields.id);
  beijingField = fields.find((f) => f.adcode === '110000')?.id as number;
  otherField = fields.find((f) => f.adcode !== '110000')?.id as number;
  const [route] = await t.database.db.select({ fieldId: examRoutes.fieldId }).from(examRoutes).limit(1);
  routesField = route?.fieldId as number;
});
afterAll(() => t.close());

describe('the field course', () => {
  it('lists chapters of lessons, free ones open and the rest locked until bought', async () => {
    const s = await student();
    const data = shaped(e.lessonList, await s.get('/api/v1/lesson/list'));
    expect(data.course).toMatchObject({ field_id: beijingField, is_buy: 0 });
    expect(data.chapters.length).toBeGreaterThanOrEqual(3);
    const all = data.chapters.flatMap((c) => c.lessons);
    expect(all.length).toBe(data.course.lesson_count);
    expect(all.filter((l) => l.free === 1).every((l) => !l.locked)).toBe(true);
    expect(all.filter((l) => l.free === 0).every((l) => l.locked && l.preview_s > 0)).toBe(true);
    const [field] = await t.database.db.select().from(examFields).where(eq(examFields.id, beijingField));
    expect(field?.lessonId).toBe(data.course.id);
  });

  it('a locked lesson gives only its preview: no full file, a playlist that stops after the preview', async () => {
    const s = await student();
    const list = shaped(e.lessonList, await s.get('/api/v1/lesson/list'));
    const locked = list.chapters.flatMap((c) => c.lessons).find((l) => l.locked);
    if (!locked) throw new Error('no locked lesson');
    const { lesson } = shaped(e.lessonDetails, await s.get(`/api/v1/lesson/details?id=${locked.id}`));
    expect(lesson.mp4).toBeNull();
    const playlist = await t.app.inject({ url: lesson.hls });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('mpegurl');
    const seconds = [...playlist.body.matchAll(/#EXTINF:([\d.]+)/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(seconds).toBeGreaterThanOrEqual(lesson.preview_s);
    expect(seconds).toBeLessThan(lesson.duration_s);
    expect(playlist.body.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const segment = playlist.body.split('\n').find((l) => l.endsWith('.ts')) as string;
    expect(segment).toMatch(/^\/static\/media\/[a-z0-9-]+\/hls\/seg\d+\.ts$/);
    expect((await t.app.inject({ url: segment })).statusCode).toBe(200);
  });

  it('a bought course opens every lesson in full', async () => {
    const s = await student();
    const list = shaped(e.lessonList, await s.get('/api/v1/lesson/list'));
    await t.database.db
      .insert(courseEntitlements)
      .values({ userId: s.userId, courseId: list.course.id, source: 'test' });
    const locked = list.chapters.flatMap((c) => c.lessons).find((l) => l.free === 0);
    const { lesson, course } = shaped(e.lessonDetails, await s.get(`/api/v1/lesson/details?id=${locked?.id}`));
    expect(course.is_buy).toBe(1);
    expect(lesson.locked).toBe(false);
    expect(lesson.mp4).toMatch(/^\/static\/media\/.+\/video\.mp4$/);
    expect((await t.app.inject({ method: 'HEAD', url: lesson.mp4 as string })).statusCode).toBe(200);
  });

  it('keeps where the user stopped, per lesson', async () => {
    const s = await student();
    const list = shaped(e.lessonList, await s.get('/api/v1/lesson/list'));
    const first = list.chapters[0]?.lessons[0];
    expect(
      shaped(
        e.lessonProgress,
        await s.post('/api/v1/lesson/progress', { lesson_id: first?.id as number, position_s: 7.4 }),
      ),
    ).toEqual({ position_s: 7.4 });
    const { lesson } = shaped(e.lessonDetails, await s.get(`/api/v1/lesson/details?id=${first?.id}`));
    expect(lesson.progress_s).toBe(7.4);
    const data = shaped(e.lessonData, await s.get('/api/v1/lesson/data'));
    expect(data.list).toEqual([expect.objectContaining({ lesson_id: first?.id, position_s: 7.4 })]);
    expect(
      (await s.post('/api/v1/lesson/progress', { lesson_id: first?.id as number, position_s: -1 })).statusCode,
    ).toBe(400);
  });

  it("asks for a field when the user has none, and shares a lesson with the sharer's did", async () => {
    const { token } = await login(t.app, { openid: openid('nofield') });
    const res = await t.app.inject({ url: `/api/v1/lesson/list?access-token=${token}` });
    expect(res.statusCode).toBe(400);
    const s = await student();
    const list = shaped(e.lessonList, await s.get('/api/v1/lesson/list'));
    const id = list.chapters[0]?.lessons[0]?.id;
    const share = shaped(e.shareLesson, await s.get(`/api/v1/lesson/share-lesson?id=${id}`));
    expect(new URL(share.link).pathname).toBe(`/detail/${id}`);
    expect(new URL(share.link).searchParams.get('did')).toBe(s.did);
  });
});

describe('bullet comments, comments and likes', () => {
  it('a bullet comment is kept at its time and shown to others', async () => {
    const a = await student();
    const b = await student();
    const lessonId = shaped(e.lessonList, await a.get('/api/v1/lesson/list')).chapters[0]?.lessons[0]?.id as number;
    const posted = shaped(
      e.danmakuAdd,
      await a.post('/api/v1/lesson/dm', { lesson_id: lessonId, at_s: 3.2, content: '这里要注意看后视镜' }),
    );
    expect(posted).toMatchObject({ at_s: 3.2, content: '这里要注意看后视镜', color: '#ffffff', mine: true });
    const seen = shaped(e.danmakuList, await b.get(`/api/v1/lesson/dm?id=${lessonId}`));
    expect(seen.list).toContainEqual({ ...posted, mine: false });
    const tooLong = await a.post('/api/v1/lesson/dm', { lesson_id: lessonId, at_s: 1, content: '长'.repeat(41) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('comments page newest first without overlap; likes count once per person', async () => {
    const a = await student();
    const b = await student();
    const lessonId = shaped(e.lessonList, await a.get('/api/v1/lesson/list')).chapters[1]?.lessons[0]?.id as number;
    for (let i = 1; i <= 12; i++)
      await a.post('/api/v1/lesson/comment-add', { lesson_id: lessonId, content: `第${i}条评论` });
    const pages = await Promise.all(
      [1, 2, 3].map((p) => b.get(`/api/v1/lesson/comments?id=${lessonId}&page=${p}&num=5`)),
    );
    const lists = pages.map((p) => shaped(e.lessonComments, p));
    expect(lists[0]?.total).toBe(12);
    const ids = lists.flatMap((l) => l.list.map((c) => c.id));
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const newest = lists[0]?.list[0];
    expect(newest?.content).toBe('第12条评论');
    const like = (who: typeof a, on: boolean) =>
      who
        .post('/api/v1/lesson/comment-like', { comment_id: newest?.id as number, on })
        .then((r) => shaped(e.commentLike, r));
    expect(await like(b, true)).toEqual({ likes: 1, liked: true });
    expect(await like(b, true)).toEqual({ likes: 1, liked: true });
    expect(await like(a, true)).toEqual({ likes: 2, liked: true });
    expect(await like(b, false)).toEqual({ likes: 1, liked: false });
    const again = shaped(e.lessonComments, await a.get(`/api/v1/lesson/comments?id=${lessonId}&num=1`));
    expect(again.list[0]).toMatchObject({ likes: 1, liked: true });
    expect((await a.post('/api/v1/lesson/comment-add', { lesson_id: lessonId, content: ' ' })).statusCode).toBe(400);
  });

  it('a class application is taken once per field', async () => {
    const s = await student();
    const apply = () =>
      s.post('/api/v1/lesson/apply', { field_id: beijingField, name: '王小明', phone: '13800138000' });
    expect(shaped(e.classApply, await apply())).toMatchObject({ status: 'pending' });
    expect((await apply()).statusCode).toBe(409);
    expect(
      (await s.post('/api/v1/lesson/apply', { field_id: beijingField, name: '王小明', phone: '12345' })).statusCode,
    ).toBe(400);
  });
});

describe('exam routes and videos', () => {
  it("a field's routes with their stops, and one route's map and waypoints", async () => {
    const s = await student(routesField);
    const roads = shaped(e.allRoads, await s.get('/api/v1/lesson/all-roads'));
    expect(roads.field_name).toContain('考场');
    expect(roads.list).toHaveLength(2);
    const map = shaped(e.roadMap, await s.get(`/api/v1/lesson/road-map?id=${roads.list[0]?.id}`));
    expect(map.waypoints.length).toBeGreaterThanOrEqual(8);
    expect(map.stops.length).toBeGreaterThanOrEqual(8);
    expect((await t.app.inject({ url: map.map })).statusCode).toBe(200);
    const none = shaped(e.allRoads, await s.get(`/api/v1/lesson/all-roads?field_id=${otherField}`));
    expect(none.list).toEqual([]);
    expect((await s.get('/api/v1/lesson/road-map?id=999999')).statusCode).toBe(404);
  });

  it('latest and trending videos page through the field course', async () => {
    const s = await student();
    const latest = shaped(e.videosLatest, await s.get('/api/v2/video/v?num=4'));
    expect(latest.total).toBeGreaterThanOrEqual(6);
    const trending = shaped(e.videosTrending, await s.get('/api/v2/video/trends?num=50'));
    expect(trending.list.map((v) => v.views)).toEqual([...trending.list.map((v) => v.views)].sort((x, y) => y - x));
  });
});
