import type { ExamField } from '@xueche/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, login, openid, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
const get = (url: string) => t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}access-token=${token}` });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${url}?access-token=${token}`, payload: payload as Record<string, string> });

beforeAll(async () => {
  t = await startTestApp();
  token = (await login(t.app, { openid: openid() })).token;
});
afterAll(() => t.close());

describe('the user', () => {
  it('GET v1/user/base gives the seven user fields', async () => {
    const user = body<Record<string, unknown>>(await get('/api/v1/user/base')).data;
    expect(Object.keys(user).sort()).toEqual([
      'field',
      'head_portrait',
      'id',
      'is_gzh',
      'lang',
      'nickname',
      'uid',
      'user_type',
    ]);
    expect(user.uid).toMatch(/^\d{8}$/);
  });

  it('up-info changes the nickname and language', async () => {
    const res = await post('/api/v1/user/up-info', { nickname: '  新名字  ', lang: 'en' });
    expect(body(res)).toMatchObject({ status: 1, msg: 'ok', data: { nickname: '新名字', lang: 'en' } });
  });

  it('up-info with nothing to change is a 400', async () => {
    const res = await post('/api/v1/user/up-info', {});
    expect(res.statusCode).toBe(400);
  });
});

describe('exam fields', () => {
  it('lists at least 8 cities in 5 provinces with 24 fields', async () => {
    const { provinces } = body<{ provinces: { name: string; cities: { id: number; field_count: number }[] }[] }>(
      await get('/api/v1/user/loc'),
    ).data;
    const cities = provinces.flatMap((p) => p.cities);
    expect(provinces.length).toBeGreaterThanOrEqual(5);
    expect(cities.length).toBeGreaterThanOrEqual(8);
    expect(cities.reduce((n, c) => n + c.field_count, 0)).toBeGreaterThanOrEqual(24);
  });

  it('top-info gives a city and its fields; an unknown city is 404', async () => {
    const { provinces } = body<{ provinces: { cities: { id: number; title: string }[] }[] }>(
      await get('/api/v1/user/loc'),
    ).data;
    const city = provinces[0]!.cities[0]!;
    const info = body<{ city: { id: number; title: string }; fields: ExamField[] }>(
      await get(`/api/v1/user/top-info?city_id=${city.id}`),
    ).data;
    expect(info.city).toEqual({ id: city.id, title: city.title });
    expect(info.fields.length).toBeGreaterThan(0);
    expect(info.fields[0]).toMatchObject({
      city_id: city.id,
      city_name: city.title,
      is_buy: 0,
      price: expect.any(Number),
    });
    expect((await get('/api/v1/user/top-info?city_id=999999')).statusCode).toBe(404);
    expect((await get('/api/v1/user/top-info?city_id=abc')).statusCode).toBe(400);
  });

  it('update-field switches the field (data.code 1); an unknown field is refused and changes nothing', async () => {
    const me = await login(t.app, { openid: openid() });
    const auth = `access-token=${me.token}`;
    expect(body(await t.app.inject({ url: `/api/v1/user/field?${auth}` })).data).toBeNull();
    const city = body<{ city: { id: number }; fields: { id: number }[] }>(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/user/city-by-location?${auth}`,
        payload: { province: '广东省', city: '广州市' },
      }),
    ).data;
    const fieldId = city.fields[0]!.id;
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/update-field?${auth}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `field_id=${fieldId}`,
    });
    expect(body(ok)).toMatchObject({ status: 1, data: { code: 1, field: { field_id: fieldId, city_name: '广州市' } } });

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/update-field?${auth}`,
      payload: { field_id: 999999 },
    });
    expect(refused.statusCode).toBe(404);
    expect(body(refused).status).toBe(0);
    const after = body<{ field: number }>(await t.app.inject({ url: `/api/v1/user/base?${auth}` })).data;
    expect(after.field).toBe(fieldId);
    expect(body<ExamField>(await t.app.inject({ url: `/api/v1/user/field?${auth}` })).data.field_id).toBe(fieldId);
  });

  it('city-by-location maps a municipality, a city and an unknown province', async () => {
    const beijing = body<{ city: { title: string }; fields: { id: number; name: string; tag: string }[] }>(
      await post('/api/v1/user/city-by-location', { province: '北京市', city: '' }),
    ).data;
    expect(beijing.city.title).toBe('北京市');
    expect(beijing.fields[0]).toEqual({ id: expect.any(Number), name: expect.any(String), tag: expect.any(String) });
    // A city we do not serve falls back to the province's first served city.
    const zhuhai = body<{ city: { title: string } }>(
      await post('/api/v1/user/city-by-location', { province: '广东省', city: '珠海市' }),
    );
    expect(zhuhai.data.city.title).toBe('广州市');
    const tibet = await post('/api/v1/user/city-by-location', { province: '西藏自治区', city: '拉萨市' });
    expect(tibet.statusCode).toBe(404);
  });
});

describe('switch data and notices', () => {
  it('switch gives follow state, registration flag, the dialog settings and the current notice', async () => {
    const data = body<Record<string, unknown>>(await get('/api/v1/user/switch')).data;
    expect(data).toMatchObject({
      is_gzh: 0,
      is_reg: 1,
      gzh: { on: 1, name: expect.any(String), qr: expect.stringMatching(/^\/static\//) },
      notice: { id: expect.any(Number), title: expect.any(String), content: expect.any(String) },
    });
  });

  it('notice-list and notice?id', async () => {
    const { list } = body<{ list: { id: number; title: string }[] }>(await get('/api/v1/user/notice-list')).data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    const one = body<{ id: number; title: string }>(await get(`/api/v1/user/notice?id=${list[0]!.id}`)).data;
    expect(one.title).toBe(list[0]!.title);
    expect((await get('/api/v1/user/notice?id=987654')).statusCode).toBe(404);
  });
});

describe('the map', () => {
  it('reverse geocodes a point in Beijing through the AMap adapter', async () => {
    const place = body<Record<string, unknown>>(await get('/api/v1/map/regeo?location=116.397428,39.90923')).data;
    expect(place).toMatchObject({ province: '北京市', city: '北京市', lng: 116.397428, lat: 39.90923 });
    expect(place.district).toBeTruthy();
  });

  it('reverse geocodes Guangzhou and names a bad location', async () => {
    const place = body<{ province: string; city: string }>(
      await get('/api/v1/map/regeo?location=113.2644,23.1291'),
    ).data;
    expect(place).toMatchObject({ province: '广东省', city: '广州市' });
    const bad = await get('/api/v1/map/regeo?location=here');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(body<{ errors: object }>(bad).data.errors)).toEqual(['location']);
  });
});
