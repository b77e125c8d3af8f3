import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerSecurityHeaders } from './security-headers';
import { inlineScriptHashes } from './web';

/** The page policy as a map of directive → values. */
const directives = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

async function headersFor(env: Record<string, string>, url = '/') {
  const config = loadConfig({ WECHAT_MODE: 'live', WECHAT_APP_SECRET: 'live-secret', ...liveServices, ...env });
  const app = Fastify();
  await registerSecurityHeaders(app, {
    jssdkUrl: config.wechat.jssdkUrl,
    mediaOrigins: config.mediaOrigins,
    publicUrl: config.publicUrl,
  });
  app.get('/', async () => 'page');
  app.get('/admin/users', async () => 'console');
  app.get('/api/v1/user/base', async () => ({ data: 1 }));
  const res = await app.inject({ url });
  await app.close();
  return res.headers;
}

const liveServices = {
  SMS_ACCESS_KEY_ID: 'id',
  SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: '学车服务',
  SMS_TEMPLATE_CODE: 'SMS_1',
  WECHATPAY_MCHID: '1900000109',
  WECHATPAY_API_V3_KEY: 'k'.repeat(32),
  WECHATPAY_MCH_SERIAL: '5157F09EFDC096DE',
  WECHATPAY_MCH_KEY_FILE: 'apiclient_key.pem',
};

describe('security headers in live mode', () => {
  it("allow WeChat's JS-SDK host, WeChat avatars and the configured media hosts, nothing else", async () => {
    const headers = await headersFor({
      MEDIA_ORIGINS: 'https://media.xueche.example, https://img.xueche.example',
      PUBLIC_URL: 'https://xueche.example',
    });
    const csp = directives(headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'", 'https://res.wx.qq.com']);
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://media.xueche.example', 'https://img.xueche.example']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://media.xueche.example', 'https://img.xueche.example']);
    expect(csp['img-src']).toEqual(
      expect.arrayContaining(['https://thirdwx.qlogo.cn', 'https://media.xueche.example', 'data:', 'blob:']),
    );
    // Behind HTTPS the browser is told to stay there.
    expect(csp['upgrade-insecure-requests']).toEqual([]);
    expect(headers['strict-transport-security']).toBe('max-age=15552000');
  });

  it('use a JS-SDK address given in full, and leave HSTS off on plain HTTP', async () => {
    const headers = await headersFor({
      WECHAT_JSSDK_URL: 'https://res2.wx.qq.com/open/js/jweixin-1.6.0.js',
      PUBLIC_URL: 'http://192.168.1.20:3000',
    });
    const csp = directives(headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'", 'https://res2.wx.qq.com']);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it("carry Helmet's other headers; the app's pages leave out the opener policy and agent cluster", async () => {
    const headers = await headersFor({});
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-permitted-cross-domain-policies': 'none',
    });
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(headers['cross-origin-opener-policy']).toBeUndefined();
    expect(headers['origin-agent-cluster']).toBeUndefined();
    // The operator console keeps both.
    expect(await headersFor({}, '/admin/users')).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it('give API replies their own policy and only the headers data needs, HSTS included behind HTTPS', async () => {
    const headers = await headersFor({ PUBLIC_URL: 'https://xueche.example' }, '/api/v1/user/base?access-token=t');
    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=15552000',
    });
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it("send the app's scripts and stylesheets only the headers code needs; its other files keep the page's", async () => {
    for (const url of ['/assets/index-DargFE_p.js', '/assets/train-home-FexK6CcF.css?v=1']) {
      const headers = await headersFor({ PUBLIC_URL: 'https://xueche.example' }, url);
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=15552000',
      });
      expect(headers['content-security-policy']).toBeUndefined();
      expect(headers['x-frame-options']).toBeUndefined();
    }
    // A picture could be opened as a document (an SVG runs scripts): it keeps the page's policy.
    for (const url of ['/assets/sign-abc123.svg', '/assets/x.js/evil.svg', '/train/index']) {
      expect((await headersFor({}, url))['content-security-policy']).toMatch(/default-src 'self'/);
    }
  });

  it('refuse a media host that is not an origin, naming the setting', () => {
    expect(() => loadConfig({ MEDIA_ORIGINS: 'https://cdn.example/path' })).toThrow(/MEDIA_ORIGINS/);
    expect(() => loadConfig({ MEDIA_ORIGINS: 'cdn.example' })).toThrow(/MEDIA_ORIGINS/);
    expect(loadConfig({}).mediaOrigins).toEqual([]);
  });
});

describe("the page's own inline scripts", () => {
  it('are allowed by the hash of exactly their text, and only they: scripts with a source need none', async () => {
    const html = '<head><script>startReads()</script><script type="module" src="/assets/index.js"></script></head>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update('startReads()').digest('base64')}'`]);
    const app = Fastify();
    await registerSecurityHeaders(app, { jssdkUrl: '/sandbox/jssdk.js', mediaOrigins: [], inlineScripts: hashes });
    app.get('/', async () => 'page');
    const csp = directives((await app.inject({ url: '/' })).headers['content-security-policy'] as string);
    await app.close();
    expect(csp['script-src']).toEqual(["'self'", ...hashes]);
  });
});
