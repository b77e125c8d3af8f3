import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './helpers';

async function firstScript(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  const src = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!src) throw new Error(`no script in index.html:\n${html}`);
  return src;
}

describe('serving the built app', () => {
  it('serves index.html for every page path, never cached', async () => {
    for (const path of ['/', '/center', '/news/detail_g/12', '/no-such-page']) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toContain('<div id="root">');
    }
    expect((await fetch(`${baseUrl()}/center`, { method: 'HEAD' })).status).toBe(200);
  });

  it("serves each start page its own document, drawing the page's first screen, its scripts allowed by hash", async () => {
    const policy = (res: Response) =>
      (res.headers.get('content-security-policy') ?? '').match(/script-src ([^;]*)/)?.[1]?.split(' ') ?? [];
    const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    for (const [path, heading] of [
      ['/pin', '<h1>考场拼车</h1>'],
      ['/PIN/index/?from=menu', '<h1>考场拼车</h1>'],
      ['/train/index', '<h1>陪练教练</h1>'],
      ['/light', '每条指令播报完后'],
      ['/k2vr', '科目二五项</h1>'],
    ]) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      const html = await res.text();
      expect(html, path).toMatch(
        /<div id="first-screen" inert hidden>.*<\/div><script>xuecheFirstScreen\(\)<\/script>/,
      );
      expect(html, path).toContain(heading);
      expect(html, path).toContain('<div id="root">');
      // No code is asked for by the markup: the document's script starts it.
      expect(html.replace(/<script>[\s\S]*?<\/script>/g, ''), path).not.toMatch(/<script|modulepreload/);
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      expect(inline, path).toHaveLength(2);
      expect(policy(res), path).toEqual(expect.arrayContaining(inline.map(hashOf)));
    }
    for (const path of ['/', '/center', '/pin/message', '/light-webview', '/k2vr/drive']) {
      expect(await (await fetch(`${baseUrl()}${path}`)).text(), path).not.toContain('first-screen');
    }
  });

  it('serves hashed assets precompressed, brotli first, cached for a year', async () => {
    const script = await firstScript();
    const plain = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'identity' } });
    const size = (await plain.arrayBuffer()).byteLength;
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers.get('content-length')), accept).toBeLessThan(size / 2);
    }
  });

  it('answers unknown API paths in the envelope, not with the page', async () => {
    const res = await fetch(`${baseUrl()}/api/no-such-endpoint`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404, status: 0 });
  });

  it('sends security headers with the page and with API replies; the page policy allows only what the app loads', async () => {
    const page = await fetch(`${baseUrl()}/`);
    const csp = Object.fromEntries(
      (page.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    // In sandbox mode the JS-SDK comes from this server, so scripts are this origin's, and inline only the
    // page's own (the first reads), allowed by the hash of exactly what index.html holds.
    const inline = [...(await page.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`;
    // Beside it, the start pages' documents' own (the test above): those, and nothing else.
    expect(csp['script-src']?.slice(0, 2)).toEqual(["'self'", hash]);
    expect(csp['script-src']).toHaveLength(2 + 5);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['media-src']).toEqual(["'self'", 'blob:']);
    // On plain HTTP (a phone on the LAN) nothing may be upgraded to HTTPS, and there is no HSTS.
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(page.headers.get('strict-transport-security')).toBeNull();
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    const api = await fetch(`${baseUrl()}/api/config`);
    expect(api.status).toBe(200);
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    const sandboxPage = await fetch(`${baseUrl()}/sandbox/sms`);
    expect(sandboxPage.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline'/,
    );
  });
});
