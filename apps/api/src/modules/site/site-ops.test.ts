import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HdVideo, Panorama, SiteVideo } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit } from '../../db/schema';
import type { SiteFile } from '../../db/schema/site-docs';
import { staticDir } from '../../paths';
import { runOps } from '../../test/ops-cli';
import { body, startTestApp, startTestAppWith, type TestApp } from '../../test/test-app';
import { OPS_TOKEN, type SiteHelpers, siteHelpers } from './test-helpers';

let t: TestApp;
let h: SiteHelpers;
beforeAll(async () => ({ t, h } = await startTestAppWith(siteHelpers, { OPS_TOKEN })));
afterAll(() => t.close());

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

async function exportOf(fieldId: number): Promise<SiteFile> {
  const res = await h.ops('GET', `/site/fields/${fieldId}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return JSON.parse(res.body) as SiteFile;
}

/** A multipart body of files: [field, filename, bytes]. */
function multipart(files: [string, string, Buffer][]) {
  const boundary = `----site${Date.now()}`;
  const parts = files.map(([field, name, bytes]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${OPS_TOKEN}` },
  };
}

const upload = (app: TestApp, path: string, files: [string, string, Buffer][]) =>
  app.app.inject({ method: 'POST', url: `/api/ops/site/media/${path}`, ...multipart(files) });

/** A demo video folder's files as an upload. */
function videoParts(slug: string): [string, string, Buffer][] {
  const dir = join(staticDir, 'media', slug);
  return [
    ['video', 'video.mp4', readFileSync(join(dir, 'video.mp4'))],
    ['cover', 'cover.jpg', readFileSync(join(dir, 'cover.jpg'))],
    ['playlist', 'index.m3u8', readFileSync(join(dir, 'hls', 'index.m3u8'))],
    ...readdirSync(join(dir, 'hls'))
      .filter((n) => n.endsWith('.ts'))
      .map((n): [string, string, Buffer] => ['segment', n, readFileSync(join(dir, 'hls', n))]),
  ];
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4c8a3f' } })
    .png()
    .toBuffer();

describe('export and import of a field', () => {
  it('the export imports back unchanged; an unknown field or one without a yard is a 404', async () => {
    const bj = await h.demoField('beijing');
    const file = await exportOf(bj.id);
    expect(Object.keys(file)).toEqual(['yard', 'panoramas', 'interactive', 'practice_slots']);
    expect(file.yard.items[0]).toMatchObject({ key: 'reverse_parking', video: '/static/media/k2-reverse-parking' });
    const again = await h.ops('PUT', `/site/fields/${bj.id}`, file);
    expect(again.statusCode).toBe(200);
    expect(body(again).data).toEqual({ field_id: bj.id, changed: false });
    expect(await exportOf(bj.id)).toEqual(file);
    expect((await h.ops('GET', '/site/fields/999999')).statusCode).toBe(404);
    const none = await h.ops('GET', `/site/fields/${await h.fieldWithoutYard()}`);
    expect(none.statusCode).toBe(404);
    expect(body(none).msg).toBe('这个考场还没有上线 3D 考场');
    expect((await h.ops('GET', '/site/fields/abc')).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/ops/site/fields/${bj.id}` })).statusCode).toBe(401);
  });

  it("an import replaces the field's content whole, keeps an interactive video's id across imports, and is audited before → after", async () => {
    const f = await h.newField(undefined, { course: true });
    const gz = await h.demoField('guangzhou');
    const file = clone(await exportOf(gz.id));
    file.yard.items[0] = { ...(file.yard.items[0] as SiteFile['yard']['items'][number]), name: '坡道起步' };
    file.practice_slots = [{ slot: '09:00-11:30', capacity: 6 }];
    file.interactive = [
      {
        key: 'own-zebra',
        title: '考场门口的人行横道',
        summary: '本考场出口处的人行横道。',
        start: 'go',
        clips: [
          {
            key: 'go',
            title: '驶出考场',
            video: '/static/media/hd-bus-slow',
            question: {
              prompt: '前方人行横道有人，怎么办？',
              choices: [
                { label: '停车让行', next: 'yield', right: true, explain: '行人优先。' },
                { label: '加速通过', next: 'rush', right: false, explain: '不礼让行人不合格。' },
              ],
            },
          },
          { key: 'yield', title: '停车让行', video: '/static/media/hd-zebra-yield', question: null },
          { key: 'rush', title: '抢行', video: '/static/media/hd-zebra-rush', question: null },
        ],
      },
    ];
    const res = await h.ops('PUT', `/site/fields/${f.id}`, file);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ field_id: f.id, changed: true });
    expect(await exportOf(f.id)).toEqual(file);

    const info = body<{ items: { name: string }[]; interactive: number }>(
      await t.app.inject({ url: `/api/v2/k2/info?field_id=${f.id}` }),
    ).data;
    expect(info.items[0]?.name).toBe('坡道起步');
    expect(info.interactive).toBe(2);
    const student = await h.student(f.id);
    expect(body(await student.get(`/api/v2/k2/kc-slots?field_id=${f.id}&date=2099-01-01`)).code).toBe(400);
    const list = body<{ id: number; field_id: number | null; title: string }[]>(
      await t.app.inject({ url: `/api/v3/hd/land?field_id=${f.id}` }),
    ).data;
    expect(list.map((v) => v.field_id)).toEqual([f.id, null]);
    const own = list[0]?.id as number;
    // A field's own video: its first clip free, the rest follow the field's course.
    const video = body<HdVideo>(await t.app.inject({ url: `/api/v3/hd/info?id=${own}` })).data;
    expect(video.clips.map((c) => c.video.locked)).toEqual([false, true, true]);

    const edited = clone(file);
    (edited.interactive[0] as SiteFile['interactive'][number]).title = '出口人行横道';
    expect(body(await h.ops('PUT', `/site/fields/${f.id}`, edited)).data).toEqual({ field_id: f.id, changed: true });
    const after = body<{ id: number; title: string }[]>(await t.app.inject({ url: `/api/v3/hd/land?field_id=${f.id}` }))
      .data[0];
    expect(after).toMatchObject({ id: own, title: '出口人行横道' });

    const trail = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'site.import'));
    const last = trail.at(-1)?.detail as { field_id: number; changed: boolean; before: SiteFile; after: SiteFile };
    expect(last).toMatchObject({ field_id: f.id, changed: true });
    expect(last.before.interactive[0]?.title).toBe('考场门口的人行横道');
    expect(last.after.interactive[0]?.title).toBe('出口人行横道');
    // An empty interactive list takes the field's own videos away.
    expect(body(await h.ops('PUT', `/site/fields/${f.id}`, { ...edited, interactive: [] })).data).toMatchObject({
      changed: true,
    });
    expect(body<unknown[]>(await t.app.inject({ url: `/api/v3/hd/land?field_id=${f.id}` })).data).toHaveLength(1);
  });

  it('a malformed file is a 422 naming every problem by path, and nothing is stored', async () => {
    const bj = await h.demoField('beijing');
    const before = await exportOf(bj.id);
    const refusals: [string, (f: SiteFile) => unknown, string[]][] = [
      [
        'a garage narrower than the car',
        (f) => ((f.yard.items[0]?.dims as { garage_width: number }).garage_width = 1.5),
        ['yard.items.0.dims.garage_width'],
      ],
      [
        'a slope under 10 %',
        (f) => ((f.yard.items[1]?.dims as { slope_pct: number }).slope_pct = 8),
        ['yard.items.1.dims.slope_pct'],
      ],
      [
        'an item twice',
        (f) => ((f.yard.items[4] as { key: string }).key = 'reverse_parking'),
        ['yard.items.4.key', 'yard.items.4.dims.key', 'panoramas.5.item_key', 'panoramas.5.infos.0.item_key'],
      ],
      [
        'a link to no station',
        (f) => ((f.panoramas[1]?.links[0] as { to: string }).to = 'station-9'),
        ['panoramas.1.links.0.to'],
      ],
      [
        'a video not uploaded',
        (f) => ((f.yard.items[0] as { video: string }).video = '/static/media/nothing-here'),
        ['yard.items.0.video'],
      ],
      [
        'an image outside the allowed places',
        (f) => ((f.panoramas[0] as { image: string }).image = '/etc/passwd'),
        ['panoramas.0.image'],
      ],
      ['a key no one knows', (f) => Object.assign(f.yard, { colour: 'green' }), ['yard']],
    ];
    for (const [what, spoil, paths] of refusals) {
      const file = clone(before);
      spoil(file);
      const res = await h.ops('PUT', `/site/fields/${bj.id}`, file);
      expect(res.statusCode, what).toBe(422);
      const errors = body<{ errors: { path: string; message: string }[] }>(res).data.errors;
      expect(
        errors.map((e) => e.path),
        what,
      ).toEqual(paths);
    }
    const garage = clone(before);
    (garage.yard.items[0]?.dims as { garage_width: number }).garage_width = 1.5;
    const message = body<{ errors: { message: string }[] }>(await h.ops('PUT', `/site/fields/${bj.id}`, garage)).data
      .errors[0]?.message;
    expect(message).toBe('the garage width 1.50 m is no bigger than the car (1.71 m): it cannot fit');

    // Several at once: all listed, the count in the sentence.
    const many = clone(before);
    (many.yard.items[1]?.dims as { slope_pct: number }).slope_pct = 8;
    (many.panoramas[1]?.links[0] as { to: string }).to = 'nowhere';
    many.interactive = [
      {
        key: 'x',
        title: 'x',
        summary: '',
        start: 'a',
        clips: [
          {
            key: 'a',
            title: 'a',
            video: '/static/media/hd-bus-stop',
            question: {
              prompt: '?',
              choices: [
                { label: '1', next: 'b', right: false, explain: 'e' },
                { label: '2', next: 'zz', right: false, explain: 'e' },
              ],
            },
          },
          { key: 'b', title: 'b', video: '/static/media/hd-bus-slow', question: null },
          { key: 'c', title: 'c', video: '/static/media/hd-bus-honk', question: null },
        ],
      },
    ];
    const res = await h.ops('PUT', `/site/fields/${bj.id}`, many);
    expect(res.statusCode).toBe(422);
    const errors = body<{ errors: { path: string }[] }>(res).data.errors.map((e) => e.path);
    expect(errors).toEqual(
      expect.arrayContaining([
        'yard.items.1.dims.slope_pct',
        'panoramas.1.links.0.to',
        'interactive.0.clips.0.question.choices.1.next',
        'interactive.0.clips.0.question.choices',
        'interactive.0.clips.2',
      ]),
    );
    expect(body(res).msg).toBe(`导入文件有${errors.length}处错误，未导入任何内容`);
    const json = await h.ops('PUT', `/site/fields/${bj.id}`, '{"yard": ');
    expect(json.statusCode).toBe(422);
    expect(body<{ errors: { path: string }[] }>(json).data.errors[0]?.path).toBe('file');

    expect(await exportOf(bj.id)).toEqual(before);
    const trail = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'site.import'));
    expect(trail.some((r) => Array.isArray((r.detail as { errors?: unknown }).errors))).toBe(true);
  });

  it('the general interactive videos export and import the same way', async () => {
    const res = await h.ops('GET', '/site/interactive');
    const file = JSON.parse(res.body) as { interactive: SiteFile['interactive'] };
    expect(file.interactive.map((v) => v.key)).toEqual(['bus-stop-and-zebra']);
    expect(body(await h.ops('PUT', '/site/interactive', file)).data).toEqual({ changed: false });
    const broken = clone(file);
    (broken.interactive[0] as { start: string }).start = 'nowhere';
    const refused = await h.ops('PUT', '/site/interactive', broken);
    expect(refused.statusCode).toBe(422);
    expect(body<{ errors: { path: string }[] }>(refused).data.errors.map((e) => e.path)).toEqual([
      'interactive.0.start',
    ]);
  });
});

describe('media uploads', () => {
  it('a 2:1 panorama is stored and served; anything else is refused by name', async () => {
    const res = await upload(t, 'panorama', [['file', 'pano.png', await png(2048, 1024)]]);
    expect(res.statusCode).toBe(200);
    const { url, width, height } = body<{ url: string; width: number; height: number }>(res).data;
    expect(url).toMatch(/^\/api\/files\/site\/p-[0-9a-f]{24}\.jpg$/);
    expect([width, height]).toEqual([2048, 1024]);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');

    const square = await upload(t, 'panorama', [['file', 'sq.png', await png(1200, 1200)]]);
    expect(square.statusCode).toBe(400);
    expect(body(square).msg).toBe('file：1200×1200 is not 2:1 (an equirectangular panorama)');
    const text = await upload(t, 'panorama', [['file', 'x.jpg', Buffer.from('not an image at all')]]);
    expect(body(text).msg).toBe('file：not a JPEG, PNG or WebP image');
    expect((await upload(t, 'panorama', [['other', 'x.png', await png(2048, 1024)]])).statusCode).toBe(400);
    expect((await upload(t, 'panorama', [])).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/files/site/p-000000000000000000000000.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/files/site/../ops-token' })).statusCode).toBe(404);
  });

  it('a video folder is checked whole, stored, and plays from the store, whole or as a preview', async () => {
    const parts = videoParts('hd-zebra-yield');
    const missingSegment = parts.filter(([, name]) => name !== 'seg01.ts');
    expect(body(await upload(t, 'video', missingSegment)).msg).toBe(
      'segment：seg01.ts is in the playlist but was not sent',
    );
    const notTs = parts.map((p): [string, string, Buffer] =>
      p[1] === 'seg00.ts' ? [p[0], p[1], Buffer.from('x'.repeat(400))] : p,
    );
    expect(body(await upload(t, 'video', notTs)).msg).toBe('segment：seg00.ts is not MPEG-TS');
    const notMp4 = parts.map((p): [string, string, Buffer] =>
      p[0] === 'video' ? [p[0], p[1], Buffer.from('x'.repeat(400))] : p,
    );
    expect(body(await upload(t, 'video', notMp4)).msg).toBe('video：not an MP4 (no ftyp box at its start)');

    const res = await upload(t, 'video', parts);
    expect(res.statusCode).toBe(200);
    const video = body<{ url: string; duration_s: number; segments: number }>(res).data;
    expect(video).toMatchObject({ duration_s: 6, segments: 2 });
    expect(video.url).toMatch(/^\/api\/files\/site\/v-[0-9a-f]{24}$/);
    const mp4 = await t.app.inject({ url: `${video.url}/video.mp4`, headers: { range: 'bytes=0-99' } });
    expect(mp4.statusCode).toBe(206);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    expect(mp4.rawPayload.length).toBe(100);

    // Named in an import: the item's video comes from the store.
    const f = await h.newField(undefined, { course: true });
    const file = clone(await exportOf((await h.demoField('beijing')).id));
    (file.yard.items[1] as { video: string }).video = video.url;
    const panorama = body<{ url: string }>(
      await upload(t, 'panorama', [['file', 'p.png', await png(2048, 1024)]]),
    ).data;
    (file.panoramas[3] as { image: string }).image = panorama.url;
    expect((await h.ops('PUT', `/site/fields/${f.id}`, file)).statusCode).toBe(200);
    const land = body<{ panoramas: Panorama[]; videos: SiteVideo[] }>(
      await t.app.inject({ url: `/api/v2/k2/land?field_id=${f.id}` }),
    ).data;
    const locked = land.videos[1] as SiteVideo;
    expect(locked).toMatchObject({ locked: true, url: null, duration_s: 6, cover: `${video.url}/cover.jpg` });
    const preview = await t.app.inject({ url: locked.hls });
    expect(preview.body).toContain(`${video.url}/hls/seg00.ts`);
    expect((await t.app.inject({ url: `${video.url}/hls/seg00.ts` })).headers['content-type']).toBe('video/mp2t');
    expect(land.panoramas[3]?.locked).toBe(true);
    expect(land.panoramas[3]?.image).toMatch(/blur-/);
    expect((await t.app.inject({ url: land.panoramas[3]?.image as string })).statusCode).toBe(200);
    const buyer = await h.student(f.id);
    await h.buyCourse(buyer.id, f.id);
    const open = body<{ videos: SiteVideo[] }>(await buyer.get('/api/v2/k2/land')).data.videos[1];
    expect(open).toMatchObject({ locked: false, url: `${video.url}/video.mp4`, hls: `${video.url}/hls/index.m3u8` });
    expect((await t.app.inject({ url: open?.hls as string })).statusCode).toBe(200);

    const uploads = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'site.media.upload'));
    expect(uploads.map((r) => (r.detail as { kind: string }).kind)).toEqual(
      expect.arrayContaining(['panorama', 'video']),
    );
  });

  it('works the same with an S3 bucket (the sandbox stand-in): uploads and blurred previews', async () => {
    const s3 = await startTestApp({ OPS_TOKEN, STORAGE: 's3' });
    try {
      const res = await upload(s3, 'panorama', [['file', 'pano.png', await png(2048, 1024)]]);
      expect(res.statusCode).toBe(200);
      const { url } = body<{ url: string }>(res).data;
      expect((await s3.app.inject({ url })).headers['content-type']).toBe('image/jpeg');
      const land = body<{ panoramas: Panorama[] }>(
        await s3.app.inject({ url: `/api/v2/k2/land?field_id=${(await h.demoField('nanjing')).id}` }),
      ).data;
      const blurred = land.panoramas.find((p) => p.locked) as Panorama;
      const served = await s3.app.inject({ url: blurred.image });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    } finally {
      await s3.close();
    }
  });
});

describe('npm run ops -- site:export / site:import / site:upload', () => {
  const run = (args: string[]) => runOps(args, { url: t.url, token: OPS_TOKEN });

  it('exports to a file, imports it back unchanged, refuses a bad one listing its problems, uploads media', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-cli-'));
    try {
      const nj = await h.demoField('nanjing');
      const file = join(dir, 'nanjing.json');
      const exported = await run(['site:export', String(nj.id), file]);
      expect(exported.code).toBe(0);
      expect(JSON.parse(readFileSync(file, 'utf8')).yard.vehicle).toEqual({ class: 'C1', length: 4.63, width: 1.76 });
      const same = await run(['site:import', String(nj.id), file]);
      expect(same.stdout).toContain('nothing changed');

      const bad = JSON.parse(readFileSync(file, 'utf8')) as SiteFile;
      (bad.yard.items[0]?.dims as { garage_length: number }).garage_length = 4;
      writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
      const refused = await run(['site:import', String(nj.id), join(dir, 'bad.json')]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('The file has 1 problem; nothing was imported:');
      expect(refused.stderr).toContain(
        'yard.items.0.dims.garage_length: the garage length 4.00 m is no bigger than the car',
      );

      writeFileSync(join(dir, 'pano.png'), await png(2048, 1024));
      const pano = await run(['site:upload', join(dir, 'pano.png')]);
      expect(pano.stdout).toContain('Uploaded a 2048×1024 panorama');
      expect(pano.stdout).toMatch(/\/api\/files\/site\/p-[0-9a-f]{24}\.jpg/);
      const clip = await run(['site:upload', join(staticDir, 'media', 'hd-bus-honk')]);
      expect(clip.code).toBe(0);
      expect(clip.stdout).toContain('Uploaded a 6 s video');
      expect(clip.stdout).toMatch(/\/api\/files\/site\/v-[0-9a-f]{24}\n/);

      const general = await run(['site:export', 'general']);
      expect(JSON.parse(general.stdout).interactive[0].key).toBe('bus-stop-and-zebra');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
