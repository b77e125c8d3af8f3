import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import { QR_PER_MINUTE } from './qr.routes';
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
    const link = `${t.url}/poster-info/3?did=Ab12Cd&type=3`;
    const res = await qr(t, { url: link });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const read = await decode(res.rawPayload);
    expect(read).toEqual({ text: link, width: 256, height: 256 });
  });

  it('takes a path on this app and a size between 64 and 1024 pixels', async () => {
    const res = await qr(t, { url: '/wish?from=poster', size: '128' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await decode(res.rawPayload)).toEqual({ text: `${t.url}/wish?from=poster`, width: 128, height: 128 });
    const big = await qr(t, { url: '/', size: '1024' });
    expect((await decode(big.rawPayload)).width).toBe(1024);
  });

  it('gives a code too dense for the size asked at least a pixel a module, so it still reads', async () => {
    const link = `${t.url}/${'a'.repeat(900)}`;
    const res = await qr(t, { url: link, size: '64' });
    expect(res.statusCode, res.body).toBe(200);
    const read = await decode(res.rawPayload);
    expect(read.width).toBeGreaterThan(64);
    const readable = await decode(
      await sharp(res.rawPayload)
        .resize(read.width * 4, null, { kernel: 'nearest' })
        .png()
        .toBuffer(),
    );
    expect(readable.text).toBe(link);
  });

  it('names its bytes with an ETag: a browser asking again with it gets 304 and no body', async () => {
    const first = await qr(t, { url: '/coach-index' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await t.app.inject({ url: `/api/v1/qr?url=%2Fcoach-index`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await qr(t, { url: '/coach-index' })).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('draws for the address the server is reached at, whatever Host the request names', async () => {
    const named = await qr(t, { url: '/share' }, 'evil.example');
    expect((await decode(named.rawPayload)).text).toBe(`${t.url}/share`);
    for (const host of ['evil.example', 'evil.example:80']) {
      const res = await qr(t, { url: `http://${host}/phish` }, host);
      expect(res.statusCode, host).toBe(400);
    }
    const forwarded = await t.app.inject({
      url: `/api/v1/qr?url=${encodeURIComponent('http://evil.example/phish')}`,
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(forwarded.statusCode).toBe(400);
  });

  it(`answers one address's code beyond ${QR_PER_MINUTE} a minute with 429; other addresses are still served`, async () => {
    const limited = await startTestApp();
    try {
      const from = (remoteAddress: string, i: number) =>
        limited.app.inject({ url: `/api/v1/qr?url=%2Fposter-info%2F${i}`, remoteAddress });
      for (let i = 0; i < QR_PER_MINUTE; i++) expect((await from('198.51.100.7', i)).statusCode).toBe(200);
      const refused = await from('198.51.100.7', QR_PER_MINUTE);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(body(refused).msg).toMatch(/^二维码生成太频繁，请 \d+ 秒后再试$/);
      expect((await from('198.51.100.8', 0)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('refuses links to any other site with a 400 naming url', async () => {
    const self = new URL(t.url);
    for (const url of [
      'https://evil.example/poster-info/3',
      `http://${self.hostname}.evil.example:${self.port}/`,
      `https://${self.host}/`, // another scheme is another origin
      `http://${self.hostname}:${Number(self.port) + 1}/`,
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
      'data:text/html,<b>hi</b>',
      `http://user:pw@${self.host}/`,
    ]) {
      const res = await qr(t, { url });
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
      headers: { 'accept-language': 'en' },
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
      const res = await qr(t, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(body<{ errors: Record<string, string> }>(res).data.errors).toHaveProperty(field);
    }
  });

  it('with PUBLIC_URL set, draws only links to that origin, and only for requests naming its host', async () => {
    const host = 'xueche.example.com';
    const ok = await qr(publicApp, { url: 'https://xueche.example.com/share?did=Ab12Cd' }, host);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await decode(ok.rawPayload)).text).toBe('https://xueche.example.com/share?did=Ab12Cd');
    const path = await qr(publicApp, { url: '/share' }, host);
    expect((await decode(path.rawPayload)).text).toBe('https://xueche.example.com/share');
    const ownHost = await qr(publicApp, { url: `${publicApp.url}/share` }, host);
    expect(ownHost.statusCode).toBe(400);
    const otherHost = await qr(publicApp, { url: '/share' }, 'evil.example');
    expect(otherHost.statusCode).toBe(421);
    expect(body(otherHost).msg).toBe('请通过 https://xueche.example.com 访问');
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
