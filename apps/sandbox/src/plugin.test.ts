import formbody from '@fastify/formbody';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultIdentities } from './index';
import { authorizePost, removeTestDirs, startSandbox } from './test/sandbox';

afterEach(removeTestDirs);

describe('sandboxPlugin', () => {
  it('mounts beside a host that registered its own form parser', async () => {
    const app = await startSandbox({
      prepare: async (host) => {
        await host.register(formbody);
      },
    });
    const res = await authorizePost(app, { action: 'refuse' });
    expect(res.statusCode).toBe(302);
    await app.close();
  });

  it('serves a front page naming the stand-ins and the test identities', async () => {
    const app = await startSandbox();
    for (const url of ['/sandbox', '/sandbox/']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('开发沙箱');
      expect(res.body).toContain('/sandbox/wechat/cgi-bin/ticket/getticket');
      expect(res.body).toContain('/sandbox/amap/v3/geocode/regeo');
      for (const who of defaultIdentities) expect(res.body).toContain(who.nickname);
      expect(res.body).not.toContain('sandbox-secret');
    }
    const back = await app.inject({ url: '/sandbox/?code=abc&state=try' });
    expect(back.body).toContain('授权成功，收到 code：<code>abc</code>');
    await app.close();
  });

  it('draws avatars and refuses names that are not avatars', async () => {
    const app = await startSandbox();
    const ok = await app.inject({ url: '/sandbox/wechat/avatar/c2-738b.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*<circle .*fill="#fa9d3b".*>王<\/text><\/svg>$/,
    );
    expect((await app.inject({ url: '/sandbox/wechat/avatar/c9-738b.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sandbox/wechat/avatar/c1-3c.svg' })).body).toContain('>&lt;</text>');
    await app.close();
  });
});
