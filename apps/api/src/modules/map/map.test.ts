import type { MapTip } from '@xueche/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amapClient, splitDistrict } from '../../adapters/amap';
import { UpstreamError } from '../../adapters/http';
import { person } from '../../test/person';
import { body, login, openid, startTestApp, type TestApp } from '../../test/test-app';
import { simplify } from './map.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const amap = (key = 'sandbox-amap-key') => amapClient({ key, apiBase: () => `${t.url}/sandbox/amap` });

const BEIJING_SOUTH = { lng: 116.378707, lat: 39.865246 };
const CHAOYANG_PARK = { lng: 116.479653, lat: 39.944719 };
const DONGBA_FIELD = { lng: 116.5531, lat: 39.9672 };

describe('the AMap adapter against the sandbox', () => {
  it('input tips: places only, with province, city and district split out of AMap’s district path', async () => {
    const tips = await amap().inputTips('大学', '广州');
    expect(tips[0]).toEqual({
      name: '中山大学（南校园）',
      address: expect.any(String),
      lng: 113.298532,
      lat: 23.096617,
      province: '广东省',
      city: '广州市',
      district: '海珠区',
    });
    const beijing = await amap().inputTips('北京南站', '北京');
    expect(beijing[0]).toMatchObject({ name: '北京南站', province: '北京市', city: '北京市', district: '丰台区' });
    expect(await amap().inputTips('亚特兰蒂斯')).toEqual([]);
    expect(splitDistrict('新疆维吾尔自治区乌鲁木齐市天山区')).toEqual({
      province: '新疆维吾尔自治区',
      city: '乌鲁木齐市',
      district: '天山区',
    });
    expect(splitDistrict('吉林省延边朝鲜族自治州延吉市')).toEqual({
      province: '吉林省',
      city: '延边朝鲜族自治州',
      district: '延吉市',
    });
  });

  it('driving route through a waypoint: longer than direct, its shape passing the waypoint', async () => {
    const direct = await amap().drivingRoute([BEIJING_SOUTH, DONGBA_FIELD]);
    const via = await amap().drivingRoute([BEIJING_SOUTH, CHAOYANG_PARK, DONGBA_FIELD]);
    expect(via?.distance_m).toBeGreaterThan(direct?.distance_m as number);
    expect(via?.duration_s).toBeGreaterThan(0);
    expect(via?.polyline).toContainEqual([CHAOYANG_PARK.lng, CHAOYANG_PARK.lat]);
    expect(via?.polyline[0]).toEqual([BEIJING_SOUTH.lng, BEIJING_SOUTH.lat]);
    expect(via?.polyline.at(-1)).toEqual([DONGBA_FIELD.lng, DONGBA_FIELD.lat]);
  });

  it('static map: PNG bytes of the size asked; a bad key is AMap’s refusal, as an upstream error', async () => {
    const png = await amap().staticMap({
      width: 320,
      height: 200,
      markers: [{ size: 'mid', color: '0x1AAD19', label: 'S', points: [BEIJING_SOUTH] }],
      paths: [{ weight: 6, color: '0x3478F6', transparency: 0.9, points: [BEIJING_SOUTH, DONGBA_FIELD] }],
    });
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 320, height: 200 });
    const refused = amap('wrong-key').staticMap({ width: 100, height: 100, markers: [], paths: [] });
    await expect(refused).rejects.toBeInstanceOf(UpstreamError);
    await expect(refused).rejects.toThrow('10001 INVALID_USER_KEY');
    await expect(amap('wrong-key').inputTips('大学')).rejects.toThrow('10001 INVALID_USER_KEY');
  });
});

describe('GET v1/map/tips, v1/map/route, v1/map/route-image', () => {
  it('answers tips and routes to a signed-in person', async () => {
    const me = await person(t);
    const tips = body<MapTip[]>(await me.get(`/api/v1/map/tips?keywords=${encodeURIComponent('公园')}&city=北京`));
    expect(tips.data[0]).toMatchObject({ name: '朝阳公园', city: '北京市', district: '朝阳区' });
    const points = [BEIJING_SOUTH, CHAOYANG_PARK, DONGBA_FIELD].map((p) => `${p.lng},${p.lat}`).join(';');
    const route = body<{ distance_m: number; duration_s: number; polyline: [number, number][] }>(
      await me.get(`/api/v1/map/route?points=${points}`),
    ).data;
    expect(route.distance_m).toBeGreaterThan(15_000);
    expect(route.polyline).toHaveLength(3);
    expect((await me.get('/api/v1/map/route?points=116.4,39.9')).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/map/route?points=${points}` })).statusCode).toBe(401);
  });

  it('draws the route as a PNG for an <img>: by the access-token query or a Bearer header', async () => {
    const { token } = await login(t.app, { openid: openid('map') });
    const points = [BEIJING_SOUTH, CHAOYANG_PARK, DONGBA_FIELD].map((p) => `${p.lng},${p.lat}`).join(';');
    const res = await t.app.inject({
      url: `/api/v1/map/route-image?points=${points}&size=750x400&access-token=${token}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 750, height: 400 });
    const bearer = await t.app.inject({
      url: `/api/v1/map/route-image?points=${points}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await sharp(bearer.rawPayload).metadata()).toMatchObject({ width: 600, height: 360 });

    const anonymous = await t.app.inject({ url: `/api/v1/map/route-image?points=${points}` });
    expect(anonymous.statusCode).toBe(401);
    for (const bad of [`points=${points}&size=2000x400`, `points=${points}&size=big`, 'points=116.4,39.9']) {
      const refused = await t.app.inject({ url: `/api/v1/map/route-image?${bad}&access-token=${token}` });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.headers['content-type']).toContain('application/json');
    }
  });
});

describe('simplify', () => {
  it('keeps a long road within the static map’s limit, its ends and its corners', () => {
    const road: [number, number][] = [];
    for (let i = 0; i <= 1000; i++) road.push([116 + i * 0.0001, 39.9 + (i > 500 ? (i - 500) * 0.0001 : 0)]);
    const short = simplify(road, 100);
    expect(short.length).toBeLessThanOrEqual(100);
    expect(short[0]).toEqual(road[0]);
    expect(short.at(-1)).toEqual(road.at(-1));
    expect(short).toContainEqual(road[500]);
  });
});
