import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TrainListing } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainChecks } from '../../db/schema';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import { photo } from '../certification/test-helpers';
import { trainHelpers } from './test-helpers';

let t: TestApp;
let h: ReturnType<typeof trainHelpers>;
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  [jpeg, png] = await Promise.all([photo('jpeg', 1200, 900), photo('png', 800, 600)]);
  t = await startTestApp();
  h = trainHelpers(t);
});
afterAll(() => t.close());

const stored = (folder: string) => {
  const dir = join(t.dataDir, 'uploads', folder);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const filePart = (data: Buffer, field = 'file') => ({ field, filename: 'car.jpg', type: 'image/jpeg', data });

describe("a coach's listing", () => {
  it('a student is told that listing needs a coach account, and nothing is kept', async () => {
    const student = await h.student();
    const before = await h.snapshot(student.id);
    const refusals = [
      await student.get('/api/v1/train/listing'),
      await student.post('/api/v1/train/listing', h.listingBody()),
      await student.post('/api/v1/train/availability', { weekly: h.everyHour }),
      await student.post('/api/v1/train/photos/remove', { index: 0 }),
      await h.upload(student, '/v1/train/photos', [filePart(jpeg)]),
      await h.upload(student, '/v1/train/idenf', [filePart(jpeg, 'front'), filePart(jpeg, 'back')]),
    ];
    for (const res of refusals) {
      expect([res.statusCode, body(res).msg]).toEqual([403, '只有教练账号可以发布陪练，请使用教练账号登录']);
    }
    const en = await t.app.inject({
      url: `/api/v1/train/listing?access-token=${student.token}`,
      headers: { 'accept-language': 'en' },
    });
    expect(body(en).msg).toBe('Only a coach account can offer coaching for hire; sign in as a coach');
    expect(await h.snapshot(student.id)).toEqual(before);
    expect(before.listing).toBeNull();
  });

  it('starts empty, saves the whole listing, and is not listed before all three checks are approved', async () => {
    const coach = await h.coach();
    const empty = body<TrainListing>(await coach.get('/api/v1/train/listing')).data;
    expect(empty).toEqual({
      intro: '',
      photos: [],
      car: { model: '', transmission: 'auto', plate: '' },
      price_fen: 0,
      city: '',
      district: '',
      area: '',
      lng: null,
      lat: null,
      types: [],
      weekly: [],
      listed: false,
      checks: {
        identity: { status: 'none', reason: '' },
        plate: { status: 'none', reason: '' },
        licence: { status: 'none', reason: '' },
      },
    });
    const saved = await h.save(coach, {
      car: { model: '丰田卡罗拉', transmission: 'manual', plate: '京b23456' },
      lng: 116.47,
      lat: 40.0,
      types: ['pre_exam', 'manual', 'pre_exam'],
    });
    expect(saved).toMatchObject({
      intro: '教龄五年，擅长新手上路和考前陪练。',
      // The coach sees their own plate whole, as typed but in capitals.
      car: { model: '丰田卡罗拉', transmission: 'manual', plate: '京B23456' },
      price_fen: 12_000,
      city: '北京市',
      district: '朝阳区',
      lng: 116.47,
      lat: 40,
      types: ['pre_exam', 'manual'],
      listed: false,
    });
    // Complete with its hours, but not verified: not listed, and students cannot see it.
    expect((await h.hours(coach)).listed).toBe(false);
    await h.approveChecks(coach.id);
    expect(body<TrainListing>(await coach.get('/api/v1/train/listing')).data.listed).toBe(true);
    // Saving without the point removes it (the form sends the whole listing).
    expect((await h.save(coach)).lng).toBeNull();
  });

  it('refuses a bad plate, a price out of range or half a point with the field named, changing nothing', async () => {
    const coach = await h.coach();
    await h.save(coach);
    const before = await h.snapshot(coach.id);

    const plate = await coach.post(
      '/api/v1/train/listing',
      h.listingBody({ car: { model: '大众朗逸', transmission: 'auto', plate: 'AB12345' } }),
    );
    expect(plate.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(plate).data.errors).toHaveProperty(['car.plate']);
    expect(body(plate).msg).toContain('AB12345');

    const price = await coach.post('/api/v1/train/listing', h.listingBody({ price_fen: 500 }));
    expect(price.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(price).data.errors).toHaveProperty(['price_fen']);

    const half = await coach.post('/api/v1/train/listing', h.listingBody({ lng: 116.4 }));
    expect([half.statusCode, body(half).msg]).toEqual([400, '经度和纬度需要一起提供']);
    expect(body<{ errors: Record<string, string> }>(half).data.errors).toEqual({ lat: '经度和纬度需要一起提供' });

    const noTypes = await coach.post('/api/v1/train/listing', h.listingBody({ types: [] }));
    expect(noTypes.statusCode).toBe(400);
    expect(await h.snapshot(coach.id)).toEqual(before);
  });

  it('naming another car sends an approved plate check back to the coach, with the reason', async () => {
    const coach = await h.listedCoach();
    const renamed = await h.save(coach, { car: { model: '大众朗逸', transmission: 'auto', plate: '京A54321' } });
    expect(renamed.checks.plate).toEqual({
      status: 'rejected',
      reason: '车牌号已改为 京A54321，请重新上传行驶证和车牌照片',
    });
    expect(renamed.checks.identity.status).toBe('approved');
    expect(renamed.listed).toBe(false);
    // The same car again changes nothing.
    const other = await h.listedCoach();
    expect((await h.save(other)).checks.plate.status).toBe('approved');
  });
});

describe('weekly hours', () => {
  it('saves ranges sorted by day and hour; ranges that only touch are fine', async () => {
    const coach = await h.coach();
    const listing = await h.hours(coach, [
      { weekday: 3, from: 14, to: 18 },
      { weekday: 1, from: 12, to: 14 },
      { weekday: 1, from: 8, to: 12 },
    ]);
    expect(listing.weekly).toEqual([
      { weekday: 1, from: 8, to: 12 },
      { weekday: 1, from: 12, to: 14 },
      { weekday: 3, from: 14, to: 18 },
    ]);
    expect((await h.hours(coach, [])).weekly).toEqual([]);
  });

  it('refuses overlapping ranges within a day, naming the later one, and a range that ends before it starts', async () => {
    const coach = await h.coach();
    await h.hours(coach, [{ weekday: 2, from: 9, to: 11 }]);
    const before = await h.snapshot(coach.id);

    const overlap = await coach.post('/api/v1/train/availability', {
      weekly: [
        { weekday: 2, from: 9, to: 12 },
        { weekday: 5, from: 9, to: 12 },
        { weekday: 2, from: 11, to: 15 },
      ],
    });
    expect([overlap.statusCode, body(overlap).msg]).toEqual([
      400,
      '周二的时段 09:00–12:00 和 11:00–15:00 重叠，请合并后再保存',
    ]);
    expect(body<{ errors: Record<string, string> }>(overlap).data.errors).toEqual({
      'weekly.2': '周二的时段 09:00–12:00 和 11:00–15:00 重叠，请合并后再保存',
    });

    const backwards = await t.app.inject({
      method: 'POST',
      url: `/api/v1/train/availability?access-token=${coach.token}`,
      headers: { 'accept-language': 'en' },
      payload: { weekly: [{ weekday: 7, from: 15, to: 10 }] },
    });
    expect([backwards.statusCode, body(backwards).msg]).toEqual([
      400,
      'A range on Sunday must end after it starts (15:00–10:00)',
    ]);
    expect(body<{ errors: Record<string, string> }>(backwards).data.errors).toEqual({
      'weekly.0.to': 'A range on Sunday must end after it starts (15:00–10:00)',
    });

    const lateNight = await coach.post('/api/v1/train/availability', { weekly: [{ weekday: 1, from: 21, to: 23 }] });
    expect(lateNight.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(lateNight).data.errors).toHaveProperty(['weekly.0.to']);
    expect(await h.snapshot(coach.id)).toEqual(before);
  });
});

describe('listing photos', () => {
  it('adds re-encoded photos served publicly, at most six; a seventh and bad bytes are refused with nothing kept', async () => {
    const coach = await h.coach();
    const first = await h.upload(coach, '/v1/train/photos', [filePart(png)]);
    expect(first.statusCode).toBe(200);
    const [url] = body<TrainListing>(first).data.photos;
    expect(url).toMatch(/^\/api\/files\/train\/[0-9a-f]{32}\.jpg$/);
    // Public (no token), a JPEG we made, cached for good.
    const served = await t.app.inject({ url: url as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
    expect((await t.app.inject({ url: '/api/files/train/..%2Fcert%2Fx.jpg' })).statusCode).toBe(404);

    for (let i = 1; i < 6; i++)
      expect((await h.upload(coach, '/v1/train/photos', [filePart(jpeg)])).statusCode).toBe(200);
    const before = await h.snapshot(coach.id);
    const files = stored('train');
    expect(before.listing?.photos).toHaveLength(6);

    const seventh = await h.upload(coach, '/v1/train/photos', [filePart(jpeg)]);
    expect([seventh.statusCode, body(seventh).msg]).toEqual([409, '最多上传 6 张照片，请先删除一张']);
    expect(await h.snapshot(coach.id)).toEqual(before);
    expect(stored('train')).toEqual(files);

    const other = await h.coach();
    const otherBefore = await h.snapshot(other.id);
    const fake = await h.upload(other, '/v1/train/photos', [filePart(Buffer.from('GIF89a not really a photo'))]);
    expect(fake.statusCode).toBe(400);
    expect(body(fake).msg).toContain('照片');
    expect(body<{ errors: Record<string, string> }>(fake).data.errors).toHaveProperty(['file']);
    const missing = await h.upload(other, '/v1/train/photos', []);
    expect(missing.statusCode).toBe(400);
    expect(await h.snapshot(other.id)).toEqual(otherBefore);
    expect(stored('train')).toEqual(files);
  });

  it('three photos sent at once onto five make six, never seven; the refused ones leave no file', async () => {
    const coach = await h.coach();
    for (let i = 0; i < 5; i++) await h.upload(coach, '/v1/train/photos', [filePart(jpeg)]);
    const files = stored('train').length;
    const replies = await Promise.all([1, 2, 3].map(() => h.upload(coach, '/v1/train/photos', [filePart(jpeg)])));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await h.snapshot(coach.id)).listing?.photos).toHaveLength(6);
    expect(stored('train').length).toBe(files + 1);
  });

  it('removes a photo by its place and deletes its file; a place with no photo is refused', async () => {
    const coach = await h.coach();
    await h.upload(coach, '/v1/train/photos', [filePart(jpeg)]);
    const two = body<TrainListing>(await h.upload(coach, '/v1/train/photos', [filePart(png)])).data.photos;
    const removed = await coach.post('/api/v1/train/photos/remove', { index: 0 });
    expect(body<TrainListing>(removed).data.photos).toEqual([two[1]]);
    expect((await t.app.inject({ url: two[0] as string })).statusCode).toBe(404);
    expect(stored('train')).not.toContain((two[0] as string).split('/').pop());

    const before = await h.snapshot(coach.id);
    const none = await coach.post('/api/v1/train/photos/remove', { index: 3 });
    expect([none.statusCode, body(none).msg]).toEqual([400, '没有第 4 张照片']);
    expect(await h.snapshot(coach.id)).toEqual(before);
  });
});

describe('the three checks', () => {
  const identity = () => [
    filePart(jpeg, 'front'),
    { ...filePart(png, 'back'), filename: 'back.png', type: 'image/png' },
  ];

  it('each upload is re-encoded, kept privately and pending; a pending or rejected one is replaced, an approved one refused', async () => {
    const coach = await h.coach();
    const sent = await h.upload(coach, '/v1/train/idenf', identity());
    expect(sent.statusCode).toBe(200);
    expect(body<TrainListing>(sent).data.checks.identity).toEqual({ status: 'pending', reason: '' });
    expect(
      (await h.upload(coach, '/v1/train/plate', [filePart(jpeg, 'vehicle_licence'), filePart(jpeg, 'plate')]))
        .statusCode,
    ).toBe(200);
    const licence = await h.upload(coach, '/v1/train/driving', [filePart(jpeg, 'licence')]);
    expect(body<TrainListing>(licence).data.checks).toEqual({
      identity: { status: 'pending', reason: '' },
      plate: { status: 'pending', reason: '' },
      licence: { status: 'pending', reason: '' },
    });
    const [row] = await t.database.db.select().from(trainChecks).where(eq(trainChecks.userId, coach.id));
    const keys = Object.values(row?.photos ?? {});
    expect(Object.keys(row?.photos ?? {}).sort()).toEqual(['back', 'front']);
    for (const key of keys) {
      expect(key).toMatch(/^train-checks\/[0-9a-f]{32}\.jpg$/);
      const bytes = await t.app.inject({ url: `/api/files/train/${key.split('/')[1]}` });
      // Never served to the app: identity documents are reached through the operator's links only.
      expect(bytes.statusCode).toBe(404);
    }

    // Pending, sent again: the new photos replace the old ones, whose files go.
    const again = await h.upload(coach, '/v1/train/idenf', identity());
    expect(again.statusCode).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(trainChecks)
      .where(eq(trainChecks.id, row?.id as number));
    expect(after?.status).toBe('pending');
    for (const key of keys) expect(existsSync(join(t.dataDir, 'uploads', key))).toBe(false);

    // Approved: refused before a byte is kept.
    await t.database.db
      .update(trainChecks)
      .set({ status: 'approved' })
      .where(eq(trainChecks.id, row?.id as number));
    const before = await h.snapshot(coach.id);
    const files = stored('train-checks');
    const refused = await h.upload(coach, '/v1/train/idenf', identity());
    expect([refused.statusCode, body(refused).msg]).toEqual([
      409,
      '身份认证已通过审核，无需再次上传；如需更换请联系客服',
    ]);
    expect(await h.snapshot(coach.id)).toEqual(before);
    expect(stored('train-checks')).toEqual(files);
  });

  it('refuses a missing photo, a wrong field and bytes that are not a photo, naming the field, with nothing kept', async () => {
    const coach = await h.coach();
    const before = await h.snapshot(coach.id);
    const files = stored('train-checks');

    const missing = await h.upload(coach, '/v1/train/idenf', [filePart(jpeg, 'front')]);
    expect([missing.statusCode, body(missing).msg]).toEqual([400, '请上传身份证国徽面']);
    expect(body<{ errors: Record<string, string> }>(missing).data.errors).toEqual({ back: '请上传身份证国徽面' });

    const fake = await h.upload(coach, '/v1/train/plate', [
      filePart(jpeg, 'vehicle_licence'),
      { field: 'plate', filename: 'car.jpg', type: 'image/jpeg', data: Buffer.from('%PDF-1.4 not a photo') },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(body(fake).msg).toContain('车辆照片（含车牌）');
    expect(Object.keys(body<{ errors: Record<string, string> }>(fake).data.errors)).toEqual(['plate']);

    const wrong = await h.upload(coach, '/v1/train/driving', [filePart(jpeg, 'id_front')]);
    expect(wrong.statusCode).toBe(400);

    const notMultipart = await coach.post('/api/v1/train/driving', { licence: 'x' });
    expect(notMultipart.statusCode).toBe(400);

    expect(await h.snapshot(coach.id)).toEqual(before);
    expect(stored('train-checks')).toEqual(files);
  });
});
