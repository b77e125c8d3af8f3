import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import { allowedLink } from './qr.service';

let t: TestApp;
let publicApp: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  publicApp = await startTestApp({ PUBLIC_URL: 'https://xueche.example.com' });
});
afterAll(async () => {
  await t?.close();
  await publicApp?.close();
});

/** What a phone's camera would read from the PNG. */
async function decode(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    text: jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data,
    width: info.width,
    height: info.height,
  };
}

const qr = (app: TestApp, query: Record<string, string>, host?: string) =>
  app.app.inject({ url: `/api/v1/qr?${new URLSearchParams(query)}`, headers: host ? { host } : {} });

describe('GET v1/qr', () => {
  it('draws a link to this app as a cacheable PNG that decodes to the link', async () => {
    const link = 'http://xueche.test/poster-info/3?did=Ab12Cd&type=3';
    const res = await qr(t, { url: link }, 'xueche.test');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const read = await decode(res.rawPayload);
    expect(read).toEqual({ text: link, width: 256, height: 256 });
  });

  it('takes a path on this app and a size between 64 and 1024 pixels', async () => {
    const res = await qr(t, { url: '/wish?from=poster', size: '128' }, 'xueche.test:8080');
    expect(res.statusCode, res.body).toBe(200);
    expect(await decode(res.rawPayload)).toEqual({
      text: 'http://xueche.test:8080/wish?from=poster',
      width: 128,
      height: 128,
    });
    const big = await qr(t, { url: '/', size: '1024' }, 'xueche.test');
    expect((await decode(big.rawPayload)).width).toBe(1024);
  });

  it('refuses links to any other site with a 400 naming url', async () => {
    for (const url of [
      'https://evil.example/poster-info/3',
      'http://xueche.test.evil.example/',
      'https://xueche.test/', // another scheme is another origin
      'http://xueche.test:81/',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
      'data:text/html,<b>hi</b>',
      'http://user:pw@xueche.test/',
    ]) {
      const res = await qr(t, { url }, 'xueche.test');
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(body(res)).toMatchObject({
        code: 400,
        status: 0,
        msg: '只能为本站的链接生成二维码',
        data: { errors: { url: '只能为本站的链接生成二维码' } },
      });
    }
    const english = await t.app.inject({
      url: '/api/v1/qr?url=https%3A%2F%2Fevil.example%2F',
      headers: { host: 'xueche.test', 'accept-language': 'en' },
    });
    expect(body(english).msg).toBe('QR codes are made only for links to this site');
  });

  it('refuses a missing or overlong url and a size out of bounds, naming the field', async () => {
    for (const [query, field] of [
      [{}, 'url'],
      [{ url: '' }, 'url'],
      [{ url: `/${'a'.repeat(1024)}` }, 'url'],
      [{ url: '/', size: '63' }, 'size'],
      [{ url: '/', size: '1025' }, 'size'],
      [{ url: '/', size: 'big' }, 'size'],
      [{ url: '/', size: '100.5' }, 'size'],
    ] as const) {
      const res = await qr(t, query, 'xueche.test');
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(body<{ errors: Record<string, string> }>(res).data.errors).toHaveProperty(field);
    }
  });

  it('with PUBLIC_URL set, draws only links to that origin, whatever host the request names', async () => {
    const ok = await qr(publicApp, { url: 'https://xueche.example.com/share?did=Ab12Cd' }, 'internal:3000');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await decode(ok.rawPayload)).text).toBe('https://xueche.example.com/share?did=Ab12Cd');
    const path = await qr(publicApp, { url: '/share' }, 'internal:3000');
    expect((await decode(path.rawPayload)).text).toBe('https://xueche.example.com/share');
    const ownHost = await qr(publicApp, { url: 'http://internal:3000/share' }, 'internal:3000');
    expect(ownHost.statusCode).toBe(400);
  });
});

describe('allowedLink', () => {
  it('resolves paths against the origin and keeps absolute links to it as they are', () => {
    expect(allowedLink('/a/b?c=1#d', 'https://x.cn')).toBe('https://x.cn/a/b?c=1#d');
    expect(allowedLink('https://x.cn/a', 'https://x.cn')).toBe('https://x.cn/a');
    expect(allowedLink('HTTPS://X.CN/a', 'https://x.cn')).toBe('https://x.cn/a');
    expect(() => allowedLink('https://x.cn.evil/a', 'https://x.cn')).toThrow();
    expect(() => allowedLink('ftp://x.cn/a', 'https://x.cn')).toThrow();
  });
});
