import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { LIVE_ACCOUNTS } from '../test/live-settings';
import { loadPayCredentials } from './wechat-pay-credentials';

/** What a merchant configures for WeChat Pay, checked at start; and what the adapter makes of it. */

const dir = mkdtempSync(join(tmpdir(), 'xueche-paycfg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pem = (type: 'private' | 'public') => {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return type === 'private' ? pair.privateKey : pair.publicKey;
};
const keyFile = join(dir, 'apiclient_key.pem');
const publicKeyFile = join(dir, 'pub_key.pem');
writeFileSync(keyFile, pem('private'));
writeFileSync(publicKeyFile, pem('public'));

const LIVE = LIVE_ACCOUNTS;
const MERCHANT = {
  WECHATPAY_MCHID: '1900000109',
  WECHATPAY_API_V3_KEY: 'k'.repeat(32),
  WECHATPAY_MCH_SERIAL: '3775B6A45ACD588826D15E583A95F5DD00000000',
  WECHATPAY_MCH_KEY_FILE: keyFile,
};
const PUBLIC_KEY = { WECHATPAY_PUBLIC_KEY_FILE: publicKeyFile, WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410' };

describe('WeChat Pay configuration', () => {
  it('live mode names each missing merchant setting', () => {
    expect(() => loadConfig(LIVE)).toThrow(/WECHATPAY_MCHID[\s\S]*WECHATPAY_API_V3_KEY[\s\S]*WECHATPAY_MCH_KEY_FILE/);
  });

  it('a merchant without a public key verifies with platform certificates; with one, only if asked', () => {
    const certificates = loadConfig({ ...LIVE, ...MERCHANT });
    expect(certificates.wechatPay.platformCertificates).toBe(true);
    const creds = loadPayCredentials(certificates.wechatPay);
    expect(creds).toMatchObject({ mchid: '1900000109', platformCertificates: true });
    expect(creds.wechatpayPublicKey).toBeUndefined();

    const publicKey = loadPayCredentials(loadConfig({ ...LIVE, ...MERCHANT, ...PUBLIC_KEY }).wechatPay);
    expect(publicKey).toMatchObject({
      platformCertificates: false,
      wechatpayPublicKeyId: PUBLIC_KEY.WECHATPAY_PUBLIC_KEY_ID,
    });

    const switching = loadConfig({ ...LIVE, ...MERCHANT, ...PUBLIC_KEY, WECHATPAY_PLATFORM_CERTIFICATES: 'true' });
    expect(loadPayCredentials(switching.wechatPay)).toMatchObject({ platformCertificates: true });
  });

  it('refuses a public key without its id, an id that is not one, and nothing to verify with', () => {
    expect(() => loadConfig({ ...LIVE, ...MERCHANT, WECHATPAY_PUBLIC_KEY_FILE: publicKeyFile })).toThrow(
      /WECHATPAY_PUBLIC_KEY_ID: goes with WECHATPAY_PUBLIC_KEY_FILE/,
    );
    expect(() => loadConfig({ ...LIVE, ...MERCHANT, ...PUBLIC_KEY, WECHATPAY_PUBLIC_KEY_ID: '7132D72A03E9' })).toThrow(
      /WECHATPAY_PUBLIC_KEY_ID: a WeChat Pay public key id looks like PUB_KEY_ID_/,
    );
    expect(() => loadConfig({ ...LIVE, ...MERCHANT, WECHATPAY_PLATFORM_CERTIFICATES: 'false' })).toThrow(
      /WECHATPAY_PLATFORM_CERTIFICATES: false needs WECHATPAY_PUBLIC_KEY_FILE/,
    );
  });

  it('the sandbox merchant is on the public key unless WECHATPAY_SANDBOX_SIGNS_WITH says otherwise', () => {
    expect(loadConfig({}).wechatPay.sandboxSignsWith).toBe('public_key');
    expect(loadConfig({ WECHATPAY_SANDBOX_SIGNS_WITH: 'both' }).wechatPay.sandboxSignsWith).toBe('both');
    expect(() => loadConfig({ WECHATPAY_SANDBOX_SIGNS_WITH: 'certificates' })).toThrow(/WECHATPAY_SANDBOX_SIGNS_WITH/);
  });
});
