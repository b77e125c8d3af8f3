import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OperatorRole } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, lessonTranscodes, opsAudit } from '../../db/schema';
import { body, login, openid, startTestApp, type TestApp } from '../../test/test-app';
import { totp } from '../admin/totp';

const OPS_TOKEN = 'test-operator-token-media-0123456789';

/** A real, tiny MP4 (3 s of test pattern and a tone, 320×180), made once for the file. */
const work = mkdtempSync(join(tmpdir(), 'xueche-media-test-'));
const mp4Path = join(work, 'lesson.mp4');
execFileSync('ffmpeg', [
  ...['-hide_banner', '-loglevel', 'error', '-y'],
  ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440'],
  ...['-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
  mp4Path,
]);
const mp4 = readFileSync(mp4Path);

/** A stand-in for ffmpeg that refuses every file, as ffmpeg does a broken one; `fix()` makes it the real one. */
const stubPath = join(work, 'ffmpeg-stub.sh');
const breakStub = () => {
  writeFileSync(stubPath, '#!/bin/sh\necho "Error while decoding stream #0:0: Invalid data found" >&2\nexit 1\n');
  chmodSync(stubPath, 0o755);
};
const fixStub = () => writeFileSync(stubPath, '#!/bin/sh\nexec ffmpeg "$@"\n');

let t: TestApp;
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

async function operator(role: OperatorRole) {
  const add = await t.app.inject({
    method: 'POST',
    url: '/api/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { username: `media-${role}-${process.pid}-${Math.random().toString(36).slice(2, 7)}`, role },
  });
  const { operator: made, one_time_password } = body<{ operator: { username: string }; one_time_password: string }>(
    add,
  ).data;
  const account = { username: made.username, password: one_time_password };
  const setup = body<{ secret: string }>(
    await t.app.inject({ method: 'POST', url: '/api/admin/session', payload: account }),
  ).data;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { ...account, code: totp(setup.secret) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0] as string;
  const csrf = body<{ csrf_token: string }>(res).data.csrf_token;
  return {
    actor: `operator:${made.username}`,
    get: (url: string) => t.app.inject({ url: `/api/admin${url}`, headers: { cookie } }),
    post: (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/admin${url}`, payload, headers: { cookie, 'x-csrf-token': csrf } }),
    upload: (lessonId: number, bytes: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/courses/lessons/video?lesson_id=${lessonId}`,
        payload: bytes,
        headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/octet-stream' },
      }),
  };
}
type Operator = Awaited<ReturnType<typeof operator>>;

function data<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).data;
}

const auditOf = (target: string) =>
  t.database.db.select().from(opsAudit).where(eq(opsAudit.target, target)).orderBy(opsAudit.id);

interface Course {
  id: number;
  field_id: number;
}
interface Lesson {
  id: number;
  hls: string | null;
  retired: boolean;
  transcode: { id: number; status: string; progress: number; error: string | null; renditions: string[] } | null;
}
interface Detail {
  chapters: { id: number; title: string; lessons: Lesson[] }[];
}

/** The first course, a chapter made for this test, and a new lesson in it. */
async function newLesson(op: Operator, extra: object = {}) {
  const course = data<{ list: Course[] }>(await op.get('/courses')).list[0] as Course;
  const chapter = data<{ id: number }>(
    await op.post('/courses/chapters/save', { course_id: course.id, title: `测试章节${Math.random()}`.slice(0, 20) }),
  );
  const lesson = data<Lesson>(
    await op.post('/courses/lessons/save', { chapter_id: chapter.id, title: '上传视频的课时', free: true, ...extra }),
  );
  return { course, chapter, lesson };
}

/** The student's view of the course of a field. */
async function studentCourse(fieldId: number) {
  const { token } = await login(t.app, { openid: openid('media') });
  const get = (url: string) => t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}access-token=${token}` });
  return { get, list: () => get(`/api/v1/lesson/list?field_id=${fieldId}`) };
}

// One account per role for the whole file: each costs three memory-hard password hashes.
const ops = {} as Record<OperatorRole, Operator>;
beforeAll(async () => {
  breakStub();
  fixStub();
  t = await startTestApp({ OPS_TOKEN, FFMPEG_PATH: stubPath });
  for (const role of ['content', 'admin', 'reviewer', 'finance'] as const) ops[role] = await operator(role);
}, 300_000);

describe('courses and lesson videos in the console', () => {
  it('content and admin may; reviewer and finance are refused (403)', async () => {
    for (const role of ['content', 'admin'] as const) {
      expect((await ops[role].get('/courses')).statusCode).toBe(200);
    }
    for (const role of ['reviewer', 'finance'] as const) {
      const op = ops[role];
      for (const res of [await op.get('/courses'), await op.upload(1, mp4), await op.post('/courses/retire', {})]) {
        expect(res.statusCode).toBe(403);
        expect(body(res).msg).toBe('此操作需要以下角色之一：内容运营、管理员');
      }
    }
  });

  it('a lesson is made, edited, ordered and retired; students see it only with a video and not retired', async () => {
    const op = ops.content;
    const { course, chapter, lesson } = await newLesson(op);
    const student = await studentCourse(course.field_id);
    const shown = async () =>
      data<{ chapters: { lessons: { id: number }[] }[] }>(await student.list())
        .chapters.flatMap((c) => c.lessons)
        .map((l) => l.id);
    // No video yet: hidden.
    expect(await shown()).not.toContain(lesson.id);

    const edited = data<{ title: string; preview_s: number }>(
      await op.post('/courses/lessons/save', { id: lesson.id, title: '改过的标题', free: false, preview_s: 5 }),
    );
    expect(edited).toMatchObject({ title: '改过的标题', preview_s: 5 });
    const bad = await op.post('/courses/lessons/save', { id: lesson.id, title: ' ', preview_s: -1 });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toMatch(/^参数有误：/);
    expect(Object.keys((body(bad).data as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['title', 'preview_s']),
    );

    const second = data<Lesson>(await op.post('/courses/lessons/save', { chapter_id: chapter.id, title: '第二节' }));
    data(await op.post('/courses/order', { kind: 'lessons', parent_id: chapter.id, ids: [second.id, lesson.id] }));
    const detail = data<Detail>(await op.get(`/courses/detail?id=${course.id}`));
    expect(detail.chapters.find((c) => c.id === chapter.id)?.lessons.map((l) => l.id)).toEqual([second.id, lesson.id]);
    const partial = await op.post('/courses/order', { kind: 'lessons', parent_id: chapter.id, ids: [lesson.id] });
    expect(partial.statusCode).toBe(400);
    expect(body(partial).msg).toBe('排序须包含本章节的全部条目，请刷新后重试');

    data(await op.post('/courses/retire', { kind: 'lesson', id: lesson.id, retired: true }));
    const lines = await auditOf(`lesson:${lesson.id}`);
    expect(lines.map((l) => l.action)).toEqual(['lesson.add', 'lesson.edit', 'lesson.retire']);
    expect(lines[1]?.detail).toMatchObject({
      before: { title: '上传视频的课时', free: true, preview_s: 0 },
      after: { title: '改过的标题', free: false, preview_s: 5 },
    });
    expect(lines[2]?.detail).toMatchObject({ before: { retired: false }, after: { retired: true } });
    expect(lines[0]?.actor).toBe(op.actor);
    const order = await auditOf(`chapter:${chapter.id}`);
    expect(order.find((l) => l.action === 'course.order.lessons')?.detail).toMatchObject({
      before: { ids: [lesson.id, second.id] },
      after: { ids: [second.id, lesson.id] },
    });
  });

  it('a chapter named like one the course has ("考前冲刺") is a 409 that says so, audited, nothing stored', async () => {
    const op = ops.content;
    const course = data<{ list: Course[] }>(await op.get('/courses')).list[0] as Course;
    const before = data<Detail>(await op.get(`/courses/detail?id=${course.id}`)).chapters;
    // The demo course has a "考前冲刺" chapter already (seed/content/lessons.ts).
    const sprint = before.find((c) => c.title === '考前冲刺');
    expect(sprint).toBeDefined();

    const added = await op.post('/courses/chapters/save', { course_id: course.id, title: '考前冲刺' });
    expect([added.statusCode, body(added).msg]).toEqual([409, '本课程已有同名章节']);
    const other = before.find((c) => c.id !== sprint?.id) as { id: number; title: string };
    const renamed = await op.post('/courses/chapters/save', { id: other.id, title: ' 考前冲刺 ' });
    expect([renamed.statusCode, body(renamed).msg]).toEqual([409, '本课程已有同名章节']);
    expect(data<Detail>(await op.get(`/courses/detail?id=${course.id}`)).chapters.map((c) => c.title)).toEqual(
      before.map((c) => c.title),
    );
    const [line] = await auditOf(`chapter:${other.id}`);
    expect(line).toMatchObject({ actor: op.actor, action: 'course.chapter.edit' });
    expect(line?.detail).toMatchObject({ status: 409, error: 'chapter_exists' });
  });

  it('refuses a file that is not an MP4 with a clear 400 and stores nothing', async () => {
    const op = ops.content;
    const { lesson } = await newLesson(op);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    // An `ftyp` box in front of bytes that are no video at all is refused too.
    const fake = Buffer.concat([Buffer.from('0000001866747970', 'hex'), Buffer.from('mp42'), Buffer.alloc(4000, 7)]);
    for (const bytes of [png, fake]) {
      const res = await op.upload(lesson.id, bytes);
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe('请上传 MP4 视频文件（文件内容不是可播放的 MP4 视频）');
    }
    expect(await t.database.db.select().from(lessonTranscodes).where(eq(lessonTranscodes.lessonId, lesson.id))).toEqual(
      [],
    );
    expect(existsSync(join(t.dataDir, 'uploads', 'lessons'))).toBe(false);
    const [line] = await auditOf(`lesson:${lesson.id}`).then((l) =>
      l.filter((x) => x.action === 'lesson.video.upload'),
    );
    expect(line?.detail).toMatchObject({ status: 400, input: { lesson_id: lesson.id } });
  });

  it('an uploaded MP4 becomes the HLS ladder in a job; the student plays it, a non-buyer its preview', async () => {
    const op = ops.admin;
    const { course, lesson } = await newLesson(op);
    const queued = data<{ transcode: { id: number; status: string } }>(await op.upload(lesson.id, mp4)).transcode;
    expect(queued.status).toBe('queued');
    await t.app.jobs.workNow('transcode-lesson');

    const done = data<{ transcode: Lesson['transcode'] }>(
      await op.get(`/courses/transcodes/detail?id=${queued.id}`),
    ).transcode;
    expect(done).toMatchObject({ status: 'ready', progress: 100, error: null, renditions: ['180p'] });
    const [row] = await t.database.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(row?.media).toMatch(/^\/api\/files\/lessons\/m-[0-9a-f]{24}$/);
    expect(row?.durationS).toBe(3);

    // The student gets the master playlist (no MP4), and every file it names is served.
    const student = await studentCourse(course.field_id);
    const detail = data<{ lesson: { hls: string; mp4: string | null; cover: string } }>(
      await student.get(`/api/v1/lesson/details?id=${lesson.id}`),
    ).lesson;
    expect(detail.mp4).toBeNull();
    expect(detail.hls).toBe(`${row?.media}/hls/index.m3u8`);
    const master = await t.app.inject({ url: detail.hls });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(master.body).toContain('#EXT-X-STREAM-INF');
    expect(master.body).toContain('180p/index.m3u8');
    const variant = await t.app.inject({ url: `${row?.media}/hls/180p/index.m3u8` });
    expect(variant.body).toContain('#EXT-X-ENDLIST');
    const segment = await t.app.inject({ url: `${row?.media}/hls/180p/seg-000.ts` });
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload[0]).toBe(0x47);
    expect((await t.app.inject({ url: detail.cover })).headers['content-type']).toBe('image/jpeg');
    // The uploaded original is never served.
    expect((await t.app.inject({ url: `${row?.media}/../src.mp4` })).statusCode).toBe(404);

    // Made paid with a 2-second preview: a non-buyer's playlist stops after the first segment.
    data(await op.post('/courses/lessons/save', { id: lesson.id, title: '付费课', free: false, preview_s: 2 }));
    const locked = data<{ lesson: { hls: string; mp4: string | null; locked: boolean } }>(
      await student.get(`/api/v1/lesson/details?id=${lesson.id}`),
    ).lesson;
    expect(locked).toMatchObject({ locked: true, mp4: null, hls: `/api/v1/lesson/preview.m3u8?id=${lesson.id}` });
    const preview = (await t.app.inject({ url: locked.hls })).body;
    expect(preview.match(/#EXTINF/g)).toHaveLength(1);
    expect(preview).toContain(`${row?.media}/hls/180p/seg-000.ts`);
    expect(preview).toContain('#EXT-X-ENDLIST');

    const upload = (await auditOf(`lesson:${lesson.id}`)).find((l) => l.action === 'lesson.video.upload');
    expect(upload?.actor).toBe(op.actor);
    expect(upload?.detail).toMatchObject({
      before: { hls: null, transcode: null },
      after: { transcode: { id: queued.id, status: 'queued' } },
    });
    const ready = (await auditOf(`lesson:${lesson.id}`)).find((l) => l.action === 'lesson.video.ready');
    expect(ready?.detail).toMatchObject({ before: { media: '' }, after: { media: row?.media, duration_s: 3 } });
  });

  it('a transcode ffmpeg refuses ends "failed" with its words; a retry from the console makes it', async () => {
    const op = ops.content;
    const { lesson } = await newLesson(op);
    breakStub();
    const { id } = data<{ transcode: { id: number } }>(await op.upload(lesson.id, mp4)).transcode;
    await t.app.jobs.workNow('transcode-lesson');
    const failed = data<{ transcode: Lesson['transcode'] }>(
      await op.get(`/courses/transcodes/detail?id=${id}`),
    ).transcode;
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed?.error).toContain('Invalid data found');
    // Nothing changed for students.
    expect((await t.database.db.select().from(lessons).where(eq(lessons.id, lesson.id)))[0]?.media).toBe('');

    fixStub();
    const again = data<{ transcode: { status: string } }>(await op.post('/courses/transcodes/retry', { id }));
    expect(again.transcode.status).toBe('queued');
    const twice = await op.post('/courses/transcodes/retry', { id });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).msg).toBe('只有失败的转码任务可以重试（当前：排队中）');
    await t.app.jobs.workNow('transcode-lesson');
    const ready = data<{ transcode: Lesson['transcode'] }>(
      await op.get(`/courses/transcodes/detail?id=${id}`),
    ).transcode;
    expect(ready).toMatchObject({ status: 'ready', error: null, progress: 100 });

    const retry = (await auditOf(`lesson:${lesson.id}`)).find((l) => l.action === 'lesson.video.retry');
    expect(retry?.detail).toMatchObject({
      before: { status: 'failed', error: expect.stringContaining('Invalid data') },
      after: { status: 'queued', error: null },
    });
  });
});
