import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { HdVideo, Panorama, SiteVideo, YardItem, YardLayout } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../adapters/object-store-disk';
import { examRoutes, siteFields, siteHdVideos } from '../../db/schema';
import type { YardDoc } from '../../db/schema/site-docs';
import { staticDir } from '../../paths';
import { seedDemo } from '../../seed';
import { seedSite } from '../../seed/site';
import { body, startTestAppWith, type TestApp } from '../../test/test-app';
import { exportSite, readSiteFile } from './site-content.service';
import { OPS_TOKEN, type SiteHelpers, siteHelpers } from './test-helpers';

let t: TestApp;
let h: SiteHelpers;
beforeAll(async () => ({ t, h } = await startTestAppWith(siteHelpers, { OPS_TOKEN })));
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

interface Land {
  field: { field_id: number; field_name: string; address: string; lng: number; lat: number; is_buy: 0 | 1 };
  start: string | null;
  panoramas: Panorama[];
  videos: (SiteVideo & { item_key: string | null })[];
}

describe('which field, and who reads', () => {
  it('without a sign-in, field_id is needed: left out or unknown, a 400 naming it', async () => {
    for (const path of ['info', 'land', 'five', 'map-info']) {
      const none = await get(`/api/v2/k2/${path}`);
      expect(none.statusCode).toBe(400);
      expect(body(none)).toMatchObject({ code: 400, status: 0, data: { errors: { field_id: '请先选择考场' } } });
      const unknown = await get(`/api/v2/k2/${path}?field_id=999999`);
      expect(unknown.statusCode).toBe(400);
      expect(body(unknown)).toMatchObject({ msg: '考场不存在', data: { errors: { field_id: '考场不存在' } } });
    }
    expect((await get('/api/v2/lky/preview')).statusCode).toBe(400);
    expect((await get('/api/v2/lky/preview?field_id=abc')).statusCode).toBe(400);
  });

  it('a field without a yard yet is a 404 with a sentence, in Chinese or English', async () => {
    const id = await h.fieldWithoutYard();
    const zh = await get(`/api/v2/k2/land?field_id=${id}`);
    expect(zh.statusCode).toBe(404);
    expect(body(zh).msg).toBe('这个考场还没有上线 3D 考场');
    const en = await get(`/api/v2/k2/info?field_id=${id}`, { 'accept-language': 'en' });
    expect(body(en).msg).toBe('This exam field has no 3D exam site yet');
    // Its subject-three guide simply has no routes.
    const guide = await get(`/api/v2/lky/preview?field_id=${id}`);
    expect(guide.statusCode).toBe(200);
    expect(body<{ routes: unknown[] }>(guide).data.routes).toEqual([]);
  });

  it("a signed-in student's own field is the default, by access-token or Bearer; a dead token is a 401", async () => {
    const bj = await h.demoField('beijing');
    const student = await h.student(bj.id);
    const mine = body<Land>(await student.get('/api/v2/k2/land')).data;
    expect(mine.field).toMatchObject({ field_id: bj.id, field_name: '朝阳东坝考场', lng: bj.lng, lat: bj.lat });
    expect(mine.field.address).toBe('北京市朝阳区东坝乡');
    const viaBearer = await get('/api/v2/k2/info', { authorization: `Bearer ${student.token}` });
    expect(body<{ field: { field_id: number } }>(viaBearer).data.field.field_id).toBe(bj.id);

    const noField = await h.student();
    const refused = await noField.get('/api/v2/k2/info');
    expect(refused.statusCode).toBe(400);
    expect(body(refused).data).toEqual({ errors: { field_id: '请先选择考场' } });

    const dead = await get(`/api/v2/k2/info?field_id=${bj.id}&access-token=not-a-token`);
    expect(dead.statusCode).toBe(401);
    const deadBearer = await get(`/api/v2/k2/info?field_id=${bj.id}`, { authorization: 'Bearer not-a-token' });
    expect(deadBearer.statusCode).toBe(401);
  });
});

describe('what a field shows, and what is locked', () => {
  it('without the course: the entrance and the first item are free, the rest a blurred preview and a 6-second playlist', async () => {
    const bj = await h.demoField('beijing');
    const land = body<Land>(await get(`/api/v2/k2/land?field_id=${bj.id}`)).data;
    expect(land.field.is_buy).toBe(0);
    expect(land.start).toBe('entrance');
    expect(land.panoramas.map((p) => p.key)).toEqual([
      'entrance',
      'station-1',
      'station-2',
      'station-3',
      'station-4',
      'station-5',
    ]);
    const [entrance, first, second] = land.panoramas as [Panorama, Panorama, Panorama];
    expect(entrance).toMatchObject({ locked: false, image: '/static/panoramas/110000/entrance.jpg', item_key: null });
    expect(first).toMatchObject({ locked: false, item_key: 'reverse_parking' });
    expect(first.links.map((l) => l.to)).toEqual(['entrance', 'station-2']);
    expect(first.infos).toEqual([expect.objectContaining({ item_key: 'reverse_parking', label: '倒车入库' })]);
    expect(second.locked).toBe(true);
    expect(second.image).toMatch(/^\/api\/files\/site\/blur-[0-9a-f]{24}\.jpg$/);

    // The blurred preview: a real JPEG, smaller, not the picture itself; made once and kept.
    const blurred = await t.app.inject({ url: second.image });
    expect(blurred.statusCode).toBe(200);
    expect(blurred.headers['content-type']).toBe('image/jpeg');
    expect(blurred.headers['cache-control']).toContain('immutable');
    const meta = await sharp(blurred.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 400]);
    const again = body<Land>(await get(`/api/v2/k2/land?field_id=${bj.id}`)).data;
    expect(again.panoramas[2]?.image).toBe(second.image);

    // Videos: the first item in exam order plays whole, the others give their preview only.
    expect(land.videos.map((v) => v.item_key)).toEqual([
      'reverse_parking',
      'hill_start',
      'parallel_parking',
      'curve',
      'right_angle_turn',
    ]);
    const [free, paid] = [land.videos[0], land.videos[1]] as [SiteVideo, SiteVideo];
    expect(free).toMatchObject({
      locked: false,
      preview_s: 0,
      url: '/static/media/k2-reverse-parking/video.mp4',
      hls: '/static/media/k2-reverse-parking/hls/index.m3u8',
      cover: '/static/media/k2-reverse-parking/cover.jpg',
      duration_s: 14,
    });
    expect(paid).toMatchObject({ locked: true, preview_s: 6, url: null, duration_s: 15 });
    expect(paid.hls).toBe(`/api/v2/k2/preview.m3u8?media=${encodeURIComponent('/static/media/k2-hill-start')}`);
    const playlist = await t.app.inject({ url: paid.hls });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    const segments = playlist.body.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(segments).toEqual(['/static/media/k2-hill-start/hls/seg00.ts', '/static/media/k2-hill-start/hls/seg01.ts']);
    expect(playlist.body.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect((await t.app.inject({ url: segments[0] as string })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v2/k2/preview.m3u8?media=/static/media/nothing-here' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/v2/k2/preview.m3u8?media=../../etc' })).statusCode).toBe(400);
  });

  it('with the field course bought, everything opens; another field stays locked', async () => {
    const gz = await h.demoField('guangzhou');
    const bj = await h.demoField('beijing');
    const student = await h.student(gz.id);
    await h.buyCourse(student.id, gz.id);
    const land = body<Land>(await student.get('/api/v2/k2/land')).data;
    expect(land.field).toMatchObject({ field_id: gz.id, is_buy: 1 });
    expect(land.panoramas.every((p) => !p.locked && p.image.startsWith('/static/panoramas/440100/'))).toBe(true);
    expect(land.videos.every((v) => !v.locked && v.url?.endsWith('/video.mp4'))).toBe(true);
    const other = body<Land>(await student.get(`/api/v2/k2/land?field_id=${bj.id}`)).data;
    expect(other.field.is_buy).toBe(0);
    expect(other.panoramas.filter((p) => p.locked)).toHaveLength(4);
  });

  it("info, five and map-info: the field's own measurements, reference points and fail lists, in its exam order", async () => {
    const bj = await h.demoField('beijing');
    const nj = await h.demoField('nanjing');
    const info = body<{
      items: { key: string; order: number }[];
      panoramas: number;
      videos: number;
      interactive: number;
    }>(await get(`/api/v2/k2/info?field_id=${nj.id}`)).data;
    expect(info.items.map((i) => i.key)).toEqual([
      'reverse_parking',
      'parallel_parking',
      'curve',
      'right_angle_turn',
      'hill_start',
    ]);
    expect(info).toMatchObject({ panoramas: 6, videos: 5, interactive: 1 });

    const five = body<{ items: YardItem[] }>(await get(`/api/v2/k2/five?field_id=${bj.id}`)).data.items;
    const garage = five.find((i) => i.key === 'reverse_parking') as YardItem;
    expect(garage).toMatchObject({
      name: '倒车入库',
      order: 1,
      dims: { key: 'reverse_parking', garage_width: 2.31, garage_length: 5.17, lane_width: 6.71 },
      time_limit_s: 210,
    });
    expect(garage.points[1]).toEqual({ at: 0.12, cue: '右后视镜下沿与库角线重合', action: '方向盘向右打满，慢慢倒车' });
    expect(garage.fails).toContain('倒库不入');
    // The hill start's 30–50 cm is points, apart from the 50 cm that fails it.
    const hill = five.find((i) => i.key === 'hill_start') as YardItem;
    expect(hill.fails).toContain('前保险杠距停车线超过50厘米');
    expect(hill.deductions).toEqual(['前保险杠距停车线30至50厘米']);
    expect(garage.deductions).toEqual([]);
    const njGarage = body<{ items: YardItem[] }>(await get(`/api/v2/k2/five?field_id=${nj.id}`)).data.items[0];
    expect(njGarage?.dims).toMatchObject({ garage_width: 2.36, garage_length: 5.33 });

    const plan = body<YardLayout>(await get(`/api/v2/k2/map-info?field_id=${bj.id}`)).data;
    expect(plan).toMatchObject({
      field_id: bj.id,
      field_name: '朝阳东坝考场',
      vehicle: { class: 'C1', length: 4.47, width: 1.71 },
      width: 110,
      depth: 80,
      entrance: { x: 5, y: 75 },
    });
    expect(plan.items.map((i) => [i.key, i.order, i.x, i.y, i.heading])).toContainEqual(['hill_start', 2, 20, 40, 90]);
    expect(plan.items.find((i) => i.key === 'right_angle_turn')?.video?.url).toBeNull();
  });

  it("every demo field's content is a valid import file whose media are all there", async () => {
    const store = diskStore({ root: join(t.dataDir, 'uploads'), secret: OPS_TOKEN });
    for (const which of ['beijing', 'guangzhou', 'nanjing'] as const) {
      const field = await h.demoField(which);
      const file = await exportSite(t.database.db, field.id);
      const read = await readSiteFile(store, JSON.stringify(file));
      expect(read).toMatchObject({ ok: true });
      expect(file.panoramas.length).toBeGreaterThanOrEqual(4);
      for (const p of file.panoramas) expect(existsSync(join(staticDir, p.image.slice('/static/'.length)))).toBe(true);
    }
  });
});

describe('the demo seed', () => {
  it('runs again without adding anything, and leaves what an operator changed', async () => {
    const db = t.database.db;
    const count = async () => ({
      fields: (await db.select().from(siteFields)).length,
      videos: (await db.select().from(siteHdVideos)).length,
      routes: (await db.select().from(examRoutes)).length,
    });
    const before = await count();
    expect(before).toMatchObject({ fields: 3, videos: 1 });
    const gz = await h.demoField('guangzhou');
    const [row] = await db.select().from(siteFields).where(eq(siteFields.fieldId, gz.id));
    const yard = { ...(row?.yard as YardDoc), width: 130 };
    await db.update(siteFields).set({ yard }).where(eq(siteFields.fieldId, gz.id));
    await seedSite(db);
    await seedDemo(db);
    expect(await count()).toEqual(before);
    const [after] = await db.select().from(siteFields).where(eq(siteFields.fieldId, gz.id));
    expect(after?.yard.width).toBe(130);
  });
});

describe('interactive videos', () => {
  it('the general one is listed without a field, and for any field; its clips branch and end', async () => {
    const list = body<{ id: number; title: string; cover: string; field_id: number | null }[]>(
      await get('/api/v3/hd/land'),
    ).data;
    expect(list).toEqual([
      expect.objectContaining({
        title: '公交车站与人行横道',
        field_id: null,
        cover: '/static/media/hd-bus-stop/cover.jpg',
      }),
    ]);
    const gz = await h.demoField('guangzhou');
    expect(body<unknown[]>(await get(`/api/v3/hd/land?field_id=${gz.id}`)).data).toHaveLength(1);
    expect((await get('/api/v3/hd/land?field_id=999999')).statusCode).toBe(400);

    const video = body<HdVideo>(await get(`/api/v3/hd/info?id=${list[0]?.id}`)).data;
    expect(video.start).toBe('bus-stop');
    const clip = (key: string) => video.clips.find((c) => c.key === key);
    const first = clip('bus-stop');
    expect(first?.question?.choices.map((c) => [c.next, c.right])).toEqual([
      ['bus-slow', true],
      ['bus-honk', false],
    ]);
    expect(first?.question?.choices.every((c) => c.explain.length > 20)).toBe(true);
    // Two decisions on every way through: each second clip asks about the zebra crossing, then it ends.
    for (const key of ['bus-slow', 'bus-honk']) {
      expect(clip(key)?.question?.choices.map((c) => c.next)).toEqual(['zebra-yield', 'zebra-rush']);
    }
    expect(clip('zebra-yield')?.question).toBeNull();
    expect(clip('zebra-rush')?.question).toBeNull();
    // A general video belongs to no course: every clip plays whole, anonymous or not.
    expect(video.clips.every((c) => !c.video.locked && c.video.url?.startsWith('/static/media/hd-'))).toBe(true);
    expect(video.clips.map((c) => c.video.duration_s)).toEqual([7, 6, 6, 6, 6]);
    expect((await get('/api/v3/hd/info?id=999999')).statusCode).toBe(404);
  });
});

describe('the subject-three route guide', () => {
  it("each demo field has two routes near it, with a map, a video and the voice prompts within the video's time", async () => {
    for (const which of ['beijing', 'guangzhou', 'nanjing'] as const) {
      const field = await h.demoField(which);
      const guide = body<{
        field: { field_id: number };
        routes: {
          id: number;
          name: string;
          length_m: number;
          stops: string[];
          waypoints: [number, number][];
          map: string;
          video: SiteVideo | null;
          prompts: { at_s: number; at_m: number; kind: string; text: string; tip: string }[];
        }[];
      }>(await get(`/api/v2/lky/preview?field_id=${field.id}`)).data;
      expect(guide.field.field_id).toBe(field.id);
      expect(guide.routes).toHaveLength(2);
      for (const [i, route] of guide.routes.entries()) {
        expect(route.length_m).toBeGreaterThan(3000);
        expect(route.stops[0]).toBe('起点');
        expect(route.stops.at(-1)).toBe('终点');
        expect(route.stops).toHaveLength(route.prompts.length + 2);
        expect(existsSync(join(staticDir, route.map.slice('/static/'.length)))).toBe(true);
        for (const [lng, lat] of route.waypoints) {
          expect(Math.abs(lng - field.lng)).toBeLessThan(0.03);
          expect(Math.abs(lat - field.lat)).toBeLessThan(0.03);
        }
        const video = route.video as SiteVideo;
        expect(video.duration_s).toBe(28);
        expect(video.locked).toBe(i > 0);
        const kinds = route.prompts.map((p) => p.kind);
        expect(kinds[0]).toBe('start');
        expect(kinds.at(-1)).toBe('pull_over');
        for (const [k, p] of route.prompts.entries()) {
          expect(p.at_s).toBeLessThan(video.duration_s);
          expect(p.at_m).toBeLessThanOrEqual(route.length_m);
          expect(p.tip.length).toBeGreaterThan(10);
          if (k > 0) expect(p.at_s).toBeGreaterThan(route.prompts[k - 1]?.at_s as number);
        }
      }
    }
  });
});
