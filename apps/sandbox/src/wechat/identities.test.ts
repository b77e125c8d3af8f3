import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authorizeGet,
  authorizePost,
  freshDir,
  getJson,
  locationOf,
  removeTestDirs,
  startSandbox,
  withPayKeys,
} from '../test/sandbox';
import { defaultIdentities } from './identities';

afterEach(removeTestDirs);

const openidsOnPage = (html: string) => [...html.matchAll(/data-openid="([^"]+)"/g)].map((m) => m[1]);

describe('identity persistence', () => {
  it('keeps identities across a restart with the same dataDir', async () => {
    const dataDir = withPayKeys(freshDir());
    const first = await startSandbox({ dataDir });
    await authorizeGet(first, { sandbox_openid: 'kept-coach', sandbox_user_type: '2', sandbox_subscribe: '1' });
    const created = await authorizePost(first, { action: 'create', nickname: '新学员', user_type: '1' });
    expect(created.statusCode).toBe(302);
    const before = openidsOnPage((await authorizeGet(first)).body);
    await first.close();

    const file = join(dataDir, 'sandbox-wechat.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).identities).toHaveLength(5);
    // Nothing half-written is left behind: the identities, and the WeChat Pay keys and S3 bucket made at start.
    expect(readdirSync(dataDir).sort()).toEqual([
      'sandbox-s3',
      'sandbox-wechat.json',
      'sandbox-wechatpay-merchant.json',
      'sandbox-wechatpay.json',
    ]);

    const second = await startSandbox({ dataDir });
    const after = openidsOnPage((await authorizeGet(second)).body);
    expect(after).toEqual(before);
    expect(after.slice(0, 3)).toEqual(defaultIdentities.map((d) => d.openid));
    const token = await getJson(second, '/sandbox/wechat/cgi-bin/token', {
      grant_type: 'client_credential',
      appid: 'wx5a1dbox0000000001',
      secret: 'sandbox-secret-0000000000000000',
    });
    const info = await getJson(second, '/sandbox/wechat/cgi-bin/user/info', {
      access_token: String(token.access_token),
      openid: 'kept-coach',
    });
    expect(info.subscribe).toBe(1);
    await second.close();
  });

  it('creates the data folder when it is missing', async () => {
    const dataDir = join(freshDir(), 'nested', '.data');
    const app = await startSandbox({ dataDir });
    expect(existsSync(join(dataDir, 'sandbox-wechat.json'))).toBe(true);
    await app.close();
  });

  it('sets a damaged file aside and starts again from the defaults', async () => {
    const dataDir = withPayKeys(freshDir());
    writeFileSync(join(dataDir, 'sandbox-wechat.json'), '{ half a fi');
    const app = await startSandbox({ dataDir });
    expect(openidsOnPage((await authorizeGet(app)).body)).toEqual(defaultIdentities.map((d) => d.openid));
    expect(readdirSync(dataDir).some((name) => name.startsWith('sandbox-wechat.json.damaged-'))).toBe(true);
    const res = await authorizeGet(app, { sandbox_openid: 'after-damage' });
    expect(locationOf(res).searchParams.get('code')).toBeTruthy();
    await app.close();
  });
});
