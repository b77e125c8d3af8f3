import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMAP_KEY, closeSandbox, getJson, startSandbox } from '../test/sandbox';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox();
});
afterAll(() => closeSandbox(app));

type Regeo = {
  status: string;
  info: string;
  infocode: string;
  regeocode: {
    formatted_address: string | [];
    addressComponent: Record<string, unknown>;
    pois?: { name: string; distance: string; direction: string; location: string }[];
    roads?: unknown[];
  };
};

const regeo = (query: Record<string, string>) =>
  getJson<Regeo>(app, '/sandbox/amap/v3/geocode/regeo', { key: AMAP_KEY, ...query });

describe('v3/geocode/regeo', () => {
  it('answers a Beijing point the way AMap does for a municipality', async () => {
    const reply = await regeo({ location: '116.310003,39.991957', radius: '1000', extensions: 'all' });
    expect(reply).toMatchObject({ status: '1', info: 'OK', infocode: '10000' });
    const r = reply.regeocode;
    expect(r.formatted_address).toBe('北京市海淀区燕园街道北京大学');
    expect(r.addressComponent).toMatchObject({
      country: '中国',
      province: '北京市',
      city: [],
      citycode: '010',
      district: '海淀区',
      adcode: '110108',
      township: '燕园街道',
      towncode: expect.stringMatching(/^110108\d{6}$/),
      neighborhood: { name: '北京大学', type: '科教文化服务;学校;高等院校' },
      building: { name: [], type: [] },
      streetNumber: { street: '颐和园路', number: '5号', direction: '东北' },
      businessAreas: [],
    });
    expect(r.pois?.[0]).toMatchObject({ name: '北京大学', direction: '东北', location: '116.310880,39.992810' });
    const distances = (r.pois ?? []).map((p) => Number(p.distance));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 1000)).toBe(true);
    expect(r.roads).toEqual([]);
  });

  it('places Tiananmen in 东城区 and omits pois for extensions=base', async () => {
    const r = (await regeo({ location: '116.397428,39.90923' })).regeocode;
    expect(r.addressComponent).toMatchObject({ province: '北京市', city: [], district: '东城区', adcode: '110101' });
    expect(r).not.toHaveProperty('pois');
  });

  it('answers a Guangzhou point with its city', async () => {
    const r = (await regeo({ location: '113.2644,23.1291', radius: '3000', extensions: 'all' })).regeocode;
    expect(r.addressComponent).toMatchObject({
      province: '广东省',
      city: '广州市',
      citycode: '020',
      district: '越秀区',
      adcode: '440104',
    });
    expect(String(r.formatted_address).startsWith('广东省广州市越秀区')).toBe(true);
    expect(r.pois?.length).toBeGreaterThan(0);
  });

  it('answers a point at sea with empty values', async () => {
    for (const location of ['125.000000,30.000000', '-40.5,10.25']) {
      const reply = await regeo({ location, extensions: 'all' });
      expect(reply.status).toBe('1');
      expect(reply.regeocode.formatted_address).toEqual([]);
      expect(reply.regeocode.addressComponent).toMatchObject({ province: [], city: [], district: [], adcode: [] });
      expect(reply.regeocode.pois).toEqual([]);
    }
  });

  it.each([
    [{ location: '116.31,39.99', key: 'wrong-key' }, '10001', 'INVALID_USER_KEY'],
    [{ location: '116.31,39.99', key: '' }, '10001', 'INVALID_USER_KEY'],
    [{}, '20001', 'MISSING_REQUIRED_PARAMS'],
    [{ location: 'here' }, '20000', 'INVALID_PARAMS'],
    [{ location: '116.3100001,39.99' }, '20000', 'INVALID_PARAMS'],
    [{ location: '116.31,39.99', radius: '3001' }, '20000', 'INVALID_PARAMS'],
    [{ location: '116.31,39.99', extensions: 'more' }, '20000', 'INVALID_PARAMS'],
  ])('answers %o with infocode %s', async (query, infocode, info) => {
    expect(await regeo(query)).toEqual({ status: '0', info, infocode });
  });
});
