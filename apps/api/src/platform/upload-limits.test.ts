import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachCertifications, coachProfiles, lessonTranscodes, pinOwners } from '../db/schema';
import { totp } from '../modules/admin/totp';
import { makeCoach, multipart, type Part, photo } from '../modules/certification/test-helpers';
import { trainHelpers } from '../modules/train/test-helpers';
import { staticDir } from '../paths';
import { person } from '../test/person';
import { body, startTestApp, type TestApp } from '../test/test-app';

/**
 * Image bombs and upload floods (docs/storage.md#limits): a small file declaring tens of megapixels is refused
 * from its header on every endpoint that takes images, and a user's uploads per endpoint are counted.
 */

const OPS_TOKEN = 'test-operator-token-upload-limits-0123';

/** A PNG of width×height black pixels at 1 bit each: a few kilobytes that would decode to that many pixels. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const work = mkdtempSync(join(tmpdir(), 'xueche-upload-limits-'));
let t: TestApp;
let h: ReturnType<typeof trainHelpers>;
/** 7000×7000: 49 megapixels in a few kilobytes. */
let bomb: Buffer;
let small: Buffer;
beforeAll(async () => {
  bomb = declaredPng(7000, 7000);
  small = await photo('jpeg', 400, 300);
  t = await startTestApp({ OPS_TOKEN });
  h = trainHelpers(t);
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Every file the uploads folder holds, by path: a refused upload must leave it as it was. */
function storedFiles(): string[] {
  const root = join(t.dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true }) as string[]).filter((p) => p.includes('.')).sort();
}

const file = (field: string, data: Buffer, filename = 'photo.png'): Part => ({
  field,
  filename,
  type: 'image/png',
  data,
});

function upload(token: string, path: string, parts: Part[], lang = 'zh-CN') {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api${path}?access-token=${token}`,
    headers: { ...headers, 'accept-language': lang },
    payload,
  });
}

/** A console editor's session: its cookie and CSRF token go with every call, uploads included. */
async function editorSession() {
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { username: `limits-${process.pid}`, role: 'content' },
  });
  const password = body<{ one_time_password: string }>(added).data.one_time_password;
  const signIn = (code?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { username: `limits-${process.pid}`, password, code },
    });
  const { secret } = body<{ secret: string }>(await signIn()).data;
  const res = await signIn(totp(secret));
  expect(res.statusCode, res.body).toBe(200);
  const auth = {
    cookie: String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '',
    'x-csrf-token': body<{ csrf_token: string }>(res).data.csrf_token,
  };
  return {
    send: (url: string, payload: object | Buffer, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/admin${url}`, payload, headers: { ...auth, ...headers } }),
    get: (url: string) => t.app.inject({ url: `/api/admin${url}`, headers: auth }),
  };
}

function refusedAsBomb(res: LightMyRequestResponse, field: string, label: string) {
  expect(res.statusCode, res.body).toBe(413);
  const sentence = `${label}有 7000×7000 像素，超过上限（3200 万像素），请缩小或换一张后再上传`;
  expect(body(res)).toMatchObject({ msg: sentence, data: { errors: { [field]: sentence } } });
}

describe('an image declaring more pixels than its use allows', () => {
  it('is refused by name on every upload of the app, and nothing is stored', async () => {
    const before = storedFiles();

    const coach = await makeCoach(t.app, t.database.db);
    const cert = await upload(coach.token, '/v1/user/examine', [
      file('id_front', small),
      file('id_back', small),
      file('licence', bomb),
    ]);
    refusedAsBomb(cert, 'licence', '教练证');
    const en = await upload(
      coach.token,
      '/v1/user/examine',
      [file('id_front', bomb), file('id_back', small), file('licence', small)],
      'en',
    );
    expect(body(en).msg).toBe(
      'The ID card (photo side) is 7000×7000 pixels, over the limit of 32 megapixels; scale it down or choose another',
    );
    expect(
      await t.database.db.select().from(coachCertifications).where(eq(coachCertifications.coachId, coach.id)),
    ).toEqual([]);

    refusedAsBomb(await upload(coach.token, '/v3/my/up', [file('file', bomb)]), 'file', '头像');
    const [profile] = await t.database.db.select().from(coachProfiles).where(eq(coachProfiles.userId, coach.id));
    expect(profile?.photo).toBe('');

    const owner = await person(t);
    const details = {
      name: '周师傅',
      phone: '139 0000 0302',
      car: { plate: '京B54321', model: '本田飞度', colour: '红色' },
    };
    expect((await owner.post('/api/v1/pin/owner', details)).statusCode).toBe(200);
    const pin = await upload(owner.token, '/v1/pin/verify', [
      file('licence', small),
      file('vehicle_licence', bomb),
      file('plate', small),
    ]);
    refusedAsBomb(pin, 'vehicle_licence', '行驶证');
    const [ownerRow] = await t.database.db.select().from(pinOwners).where(eq(pinOwners.userId, owner.id));
    expect(ownerRow).toMatchObject({ status: 'none', licence: null, vehicleLicence: null, platePhoto: null });

    const trainer = await h.coach();
    const trainBefore = await h.snapshot(trainer.id);
    refusedAsBomb(await upload(trainer.token, '/v1/train/photos', [file('file', bomb)]), 'file', '照片');
    const identity = await upload(trainer.token, '/v1/train/idenf', [file('front', small), file('back', bomb)]);
    refusedAsBomb(identity, 'back', '身份证国徽面');
    expect(await h.snapshot(trainer.id)).toEqual(trainBefore);

    expect(storedFiles()).toEqual(before);
  });

  it("is refused in the console's and the operators' uploads, each with its own limit, and nothing is stored", async () => {
    const before = storedFiles();
    const editor = await editorSession();

    const { payload, headers } = multipart([file('file', bomb)]);
    const content = await editor.send('/content/images', payload, headers);
    expect(content.statusCode, content.body).toBe(413);
    expect(body(content).msg).toBe('图片有 7000×7000 像素，超过上限（3200 万像素），请缩小或换一张后再上传');

    // A 2:1 panorama of 16384×8192 (134 megapixels): over the 8192×4096 the viewer takes.
    const ops = (path: string, parts: Part[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/site/media/${path}`,
        ...(({ payload: p, headers: hd }) => ({
          payload: p,
          headers: { ...hd, authorization: `Bearer ${OPS_TOKEN}` },
        }))(multipart(parts)),
      });
    const panorama = await ops('panorama', [file('file', declaredPng(16384, 8192))]);
    expect(panorama.statusCode, panorama.body).toBe(413);
    expect(body(panorama).msg).toBe('file有 16384×8192 像素，超过上限（8192×4096 像素），请缩小或换一张后再上传');

    const dir = join(staticDir, 'media', 'k2-hill-start');
    const segments = readdirSync(join(dir, 'hls')).filter((n) => n.endsWith('.ts'));
    const video = await ops('video', [
      { field: 'video', filename: 'video.mp4', type: 'video/mp4', data: readFileSync(join(dir, 'video.mp4')) },
      file('cover', bomb),
      {
        field: 'playlist',
        filename: 'index.m3u8',
        type: 'text/plain',
        data: readFileSync(join(dir, 'hls', 'index.m3u8')),
      },
      ...segments.map((n) => ({
        field: 'segment',
        filename: n,
        type: 'video/mp2t',
        data: readFileSync(join(dir, 'hls', n)),
      })),
    ]);
    expect(video.statusCode, video.body).toBe(413);
    expect(body(video).msg).toBe('cover有 7000×7000 像素，超过上限（4096×4096 像素），请缩小或换一张后再上传');

    // A lesson video past 4K (4352×2448): ffprobe reads its size from the header; ffmpeg never decodes it.
    const big = join(work, 'big.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=gray:size=4352x2448:rate=5'],
      ...['-t', '0.4', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', big],
    ]);
    const course = body<{ list: { id: number }[] }>(await editor.get('/courses')).data.list[0];
    const chapter = body<{ id: number }>(
      await editor.send('/courses/chapters/save', { course_id: course?.id, title: '超大视频' }),
    ).data;
    const lesson = body<{ id: number }>(
      await editor.send('/courses/lessons/save', { chapter_id: chapter.id, title: '超大视频', free: true }),
    ).data;
    const lessonVideo = await editor.send(`/courses/lessons/video?lesson_id=${lesson.id}`, readFileSync(big), {
      'content-type': 'application/octet-stream',
    });
    expect(lessonVideo.statusCode, lessonVideo.body).toBe(413);
    expect(body(lessonVideo).msg).toBe(
      '视频画面有 4352×2448 像素，超过上限（4096×2304 像素，即 4K），请先转成 4K 或更低的分辨率再上传',
    );
    expect(await t.database.db.select().from(lessonTranscodes).where(eq(lessonTranscodes.lessonId, lesson.id))).toEqual(
      [],
    );

    expect(storedFiles()).toEqual(before);
  });

  it('the largest legitimate images still pass: a 4000×3000 phone photo, an 8192×4096 panorama', async () => {
    const coach = await makeCoach(t.app, t.database.db);
    const phonePhoto = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#8a6f4c' } })
      .jpeg()
      .toBuffer();
    const cert = await upload(coach.token, '/v1/user/examine', [
      file('id_front', phonePhoto, 'front.jpg'),
      file('id_back', small, 'back.jpg'),
      file('licence', small, 'licence.jpg'),
    ]);
    expect(cert.statusCode, cert.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(coachCertifications)
      .where(eq(coachCertifications.coachId, coach.id));
    expect(row?.status).toBe('pending');

    // The largest the viewer takes, at one bit a pixel: as many pixels to decode, a fraction of the encoding.
    const pano = declaredPng(8192, 4096);
    const { payload, headers } = multipart([file('file', pano, 'pano.png')]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/site/media/panorama',
      payload,
      headers: { ...headers, authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({ width: 8192, height: 4096 });
  });
});

describe("a user's uploads", () => {
  it('the 21st upload in ten minutes is refused with 429 for that user; another user still uploads', async () => {
    const busy = await makeCoach(t.app, t.database.db);
    const other = await makeCoach(t.app, t.database.db);
    for (let i = 1; i <= 20; i++) {
      const res = await upload(busy.token, '/v3/my/up', [file('file', small, 'me.jpg')]);
      expect(res.statusCode, `upload ${i}: ${res.body}`).toBe(200);
    }
    const refused = await upload(busy.token, '/v3/my/up', [file('file', small, 'me.jpg')]);
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toMatchObject({
      msg: '上传太频繁，请 10 分钟后再试',
      data: { retry_after: expect.any(Number) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(540);
    const en = await upload(busy.token, '/v3/my/up', [file('file', small, 'me.jpg')], 'en');
    expect(body(en).msg).toBe('Too many uploads; please try again in 10 minutes');

    // Same address (every injected request comes from 127.0.0.1), another user: counted apart.
    const res = await upload(other.token, '/v3/my/up', [file('file', small, 'me.jpg')]);
    expect(res.statusCode, res.body).toBe(200);
  });
});
