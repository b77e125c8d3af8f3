import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMAP_KEY, closeSandbox, startSandbox } from '../test/sandbox';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startSandbox();
});
afterAll(() => closeSandbox(app));

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const staticMap = (query: Record<string, string>) =>
  app.inject({ url: `/sandbox/amap/v3/staticmap?${new URLSearchParams({ key: AMAP_KEY, ...query })}` });

/** How many pixels are within a few steps of a colour ("#rrggbb"), and the pixel at (x, y). */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    count(hex: string) {
      const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      let n = 0;
      for (let i = 0; i < data.length; i += 3) {
        if (want.every((c, k) => Math.abs((data[i + k] ?? 0) - c) <= 8)) n++;
      }
      return n;
    },
    at(x: number, y: number) {
      const i = (y * info.width + x) * 3;
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    },
  };
}

describe('v3/staticmap', () => {
  const route = {
    size: '400*300',
    markers: 'mid,0x22AA55,S:116.378707,39.865246|mid,0x3366FF,1:116.45,39.92|mid,0xE5484D,E:116.5531,39.9672',
    paths: '6,0x3366FF,1,,:116.378707,39.865246;116.45,39.92;116.5531,39.9672',
  };

  it('draws the path and the markers on a map-like background, fitted to them, as a PNG of the size asked', async () => {
    const res = await staticMap(route);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 300]);
    const image = await pixels(res.rawPayload);
    // The route's line in its colour, and each marker in its own.
    expect(image.count('#3366ff')).toBeGreaterThan(1000);
    expect(image.count('#22aa55')).toBeGreaterThan(50);
    expect(image.count('#e5484d')).toBeGreaterThan(50);
    // Fitted: the line crosses the middle of the image, and the corners are the light background.
    const middle = Array.from({ length: 17 }, (_, dy) => image.at(200, 100 + dy * 5));
    expect(middle.some(([r, , b]) => (b as number) > 200 && (r as number) < 120)).toBe(true);
    expect(image.at(2, 2).every((c) => c > 150)).toBe(true);
  });

  it('doubles the pixels at scale 2 and takes a centre and zoom without overlays', async () => {
    const hd = await staticMap({ ...route, scale: '2' });
    expect(await sharp(hd.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
    const plain = await staticMap({ location: '116.397428,39.90923', zoom: '12', size: '200*200' });
    expect(plain.headers['content-type']).toBe('image/png');
  });

  it('refuses a bad key, missing or bad parameters with the JSON envelope, as AMap does', async () => {
    const badKey = await staticMap({ ...route, key: 'not-the-key' });
    expect(badKey.statusCode).toBe(200);
    expect(badKey.headers['content-type']).toContain('application/json');
    expect(badKey.json()).toEqual({ status: '0', info: 'INVALID_USER_KEY', infocode: '10001' });
    expect((await staticMap({ size: '300*300' })).json()).toMatchObject({ infocode: '20001' });
    const bads: Record<string, string>[] = [
      { ...route, size: '2000*300' },
      { ...route, markers: 'huge,0x22AA55,S:116.4,39.9' },
      { ...route, markers: 'mid,red,S:116.4,39.9' },
      { ...route, markers: 'mid,0x22AA55,SS:116.4,39.9' },
      { ...route, paths: '6,0x3366FF,1,,:116.4,39.9' },
      { ...route, paths: '20,0x3366FF,1,,:116.4,39.9;116.5,39.9' },
      { location: '116.4,39.9', zoom: '18' },
      { ...route, markers: `mid,0x22AA55,A:${Array(11).fill('116.4,39.9').join(';')}` },
    ];
    for (const bad of bads) {
      expect((await staticMap(bad)).json(), JSON.stringify(bad)).toMatchObject({ status: '0', infocode: '20000' });
    }
  });
});
