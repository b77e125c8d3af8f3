import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMAP_KEY, closeSandbox, getJson, startSandbox } from '../test/sandbox';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox();
});
afterAll(() => closeSandbox(app));

const amap = (path: string, query: Record<string, string>) =>
  getJson<Record<string, unknown>>(app, `/sandbox/amap/v3/${path}`, { key: AMAP_KEY, ...query });

type Node = { name: string; adcode: string; level: string; citycode: unknown; districts: Node[]; polyline?: string };

describe('v3/ip', () => {
  it('calls loopback and private addresses 局域网', async () => {
    for (const ip of ['127.0.0.1', '192.168.1.20', '10.0.0.8']) {
      expect(await amap('ip', { ip })).toEqual({
        status: '1',
        info: 'OK',
        infocode: '10000',
        province: '局域网',
        city: [],
        adcode: [],
        rectangle: [],
      });
    }
  });

  it('locates the caller when no ip is given', async () => {
    expect(await amap('ip', {})).toMatchObject({ province: '局域网' });
  });

  it('places the sandbox test addresses and knows nothing of others', async () => {
    expect(await amap('ip', { ip: '114.247.50.2' })).toMatchObject({
      province: '北京市',
      city: '北京市',
      adcode: '110000',
      rectangle: expect.stringMatching(/^[\d.]+,[\d.]+;[\d.]+,[\d.]+$/),
    });
    expect(await amap('ip', { ip: '202.96.128.86' })).toMatchObject({
      province: '广东省',
      city: '广州市',
      adcode: '440100',
    });
    expect(await amap('ip', { ip: '8.8.8.8' })).toMatchObject({ province: [], city: [], adcode: [], rectangle: [] });
  });

  it('checks the key', async () => {
    expect(await amap('ip', { ip: '127.0.0.1', key: 'x' })).toEqual({
      status: '0',
      info: 'INVALID_USER_KEY',
      infocode: '10001',
    });
  });
});

describe('v3/config/district', () => {
  it('lists all 34 provincial divisions under the country', async () => {
    const reply = await amap('config/district', { subdistrict: '1' });
    const [country] = reply.districts as Node[];
    expect(country?.name).toBe('中华人民共和国');
    expect(country?.districts).toHaveLength(34);
    expect(new Set(country?.districts.map((p) => p.adcode)).size).toBe(34);
  });

  it('finds 山东 and nests two levels with strings and []', async () => {
    const reply = await amap('config/district', { keywords: '山东', subdistrict: '2' });
    expect(reply).toMatchObject({ status: '1', count: '1', suggestion: { keywords: [], cities: [] } });
    const [shandong] = reply.districts as Node[];
    expect(shandong).toMatchObject({ name: '山东省', adcode: '370000', level: 'province', citycode: [] });
    expect(shandong?.districts[0]).toMatchObject({ name: '济南市', level: 'city', citycode: '0531' });
    expect(shandong?.districts[0]?.districts[0]).toMatchObject({ level: 'district', districts: [] });
  });

  it('goes down to streets, which carry their district adcode', async () => {
    const reply = await amap('config/district', { keywords: '110108', subdistrict: '1', extensions: 'all' });
    const [haidian] = reply.districts as Node[];
    expect(haidian).toMatchObject({ name: '海淀区', level: 'district', polyline: expect.stringContaining(';') });
    expect(haidian?.districts.map((s) => [s.name, s.adcode, s.level])).toContainEqual(['燕园街道', '110108', 'street']);
    expect(haidian?.districts[0]).not.toHaveProperty('polyline');
  });

  it('answers no match with count 0 and a bad subdistrict with 20000', async () => {
    expect(await amap('config/district', { keywords: '亚特兰蒂斯' })).toMatchObject({ count: '0', districts: [] });
    expect(await amap('config/district', { subdistrict: '4' })).toMatchObject({ status: '0', infocode: '20000' });
  });
});

describe('v3/assistant/inputtips', () => {
  it('suggests places and divisions, limited to a city when asked', async () => {
    const reply = await amap('assistant/inputtips', { keywords: '大学', city: '020', citylimit: 'true' });
    const tips = reply.tips as { name: string; district: string; adcode: string; location: string }[];
    expect(tips.map((t) => t.name)).toEqual(['中山大学（南校园）']);
    expect(tips[0]).toMatchObject({
      district: '广东省广州市海珠区',
      adcode: '440105',
      location: '113.298532,23.096617',
    });
    expect(reply.count).toBe('1');
    const everywhere = await amap('assistant/inputtips', { keywords: '大学', city: '北京' });
    expect((everywhere.tips as { name: string }[])[0]?.name).toBe('北京大学');
  });

  it('wants keywords', async () => {
    expect(await amap('assistant/inputtips', {})).toEqual({
      status: '0',
      info: 'MISSING_REQUIRED_PARAMS',
      infocode: '20001',
    });
  });
});

describe('v3/direction/driving', () => {
  it('estimates one path from the straight line at 40 km/h, numbers as strings', async () => {
    const reply = await amap('direction/driving', {
      origin: '116.481028,39.989643',
      destination: '116.465302,40.004717',
    });
    const route = reply.route as { paths: { distance: string; duration: string; steps: { polyline: string }[] }[] };
    const path = route.paths[0];
    const distance = Number(path?.distance);
    expect(distance).toBeGreaterThan(2700);
    expect(distance).toBeLessThan(2800);
    expect(path?.duration).toBe(String(Math.round(distance / (40_000 / 3600))));
    expect(path?.steps).toHaveLength(1);
    expect(path?.steps[0]?.polyline).toBe('116.481028,39.989643;116.465302,40.004717');
  });

  it('adds waypoints to the distance and checks parameters', async () => {
    const direct = await amap('direction/driving', { origin: '116.4,39.9', destination: '116.5,39.9' });
    const via = await amap('direction/driving', {
      origin: '116.4,39.9',
      destination: '116.5,39.9',
      waypoints: '116.45,40.0',
    });
    const d = (r: Record<string, unknown>) => Number((r.route as { paths: { distance: string }[] }).paths[0]?.distance);
    expect(d(via)).toBeGreaterThan(d(direct));
    expect(await amap('direction/driving', { origin: '116.4,39.9' })).toMatchObject({ infocode: '20001' });
    expect(await amap('direction/driving', { origin: '116.4,39.9', destination: 'x' })).toMatchObject({
      infocode: '20000',
    });
  });
});
