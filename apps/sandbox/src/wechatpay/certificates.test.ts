import { constants, createDecipheriv, createVerify, publicEncrypt, randomBytes, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { APP, freshDir, removeTestDirs, signedPayRequest, startSandbox, withPayKeys } from '../test/sandbox';
import type { PayKeys, SignsWith } from './keys';

/**
 * The sandbox as each kind of WeChat Pay merchant: GET /v3/certificates in its documented shape, which
 * key signs replies and notifications, signed refusals, and a certificate replaced.
 */

interface Merchant {
  app: FastifyInstance;
  keys: PayKeys;
  file: Record<string, unknown>;
  /** A /v3 request signed with the merchant key. */
  signed(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

const started: FastifyInstance[] = [];

async function merchant(signsWith: SignsWith): Promise<Merchant> {
  const dataDir = withPayKeys(freshDir());
  const app = await startSandbox({ dataDir, signsWith });
  started.push(app);
  const keys = JSON.parse(readFileSync(join(dataDir, 'sandbox-wechatpay.json'), 'utf8')) as PayKeys;
  const file = JSON.parse(readFileSync(join(dataDir, 'sandbox-wechatpay-merchant.json'), 'utf8'));
  const signed: Merchant['signed'] = (method, url, payload, headers) =>
    signedPayRequest(app, keys, Date.now(), { method, url, payload, headers });
  return { app, keys, file, signed };
}

afterAll(async () => {
  for (const app of started) await app.close();
  removeTestDirs();
});

const CERTIFICATES = '/sandbox/wechatpay/v3/certificates';

/** Which key signed a reply, checked against the keys the sandbox holds: the serial, or 'unsigned'. */
function signer(res: LightMyRequestResponse, keys: PayKeys): string {
  const h = res.headers;
  if (!h['wechatpay-signature']) return 'unsigned';
  const serial = String(h['wechatpay-serial']);
  const cert = keys.certificates.find((c) => c.serial === serial);
  const key =
    serial === keys.platform.id ? keys.platform.publicKey : cert && new X509Certificate(cert.certificate).publicKey;
  if (!key) return `unknown ${serial}`;
  const ok = createVerify('RSA-SHA256')
    .update(`${h['wechatpay-timestamp']}\n${h['wechatpay-nonce']}\n${res.body}\n`)
    .verify(key, String(h['wechatpay-signature']), 'base64');
  return ok ? serial : `bad signature by ${serial}`;
}

const order = (keys: PayKeys) => ({
  appid: APP.appid,
  mchid: keys.mchid,
  description: '学车课程',
  out_trade_no: `T${Date.now()}${randomBytes(3).toString('hex')}`,
  notify_url: 'https://xueche.example/api/pay/notify',
  amount: { total: 100, currency: 'CNY' },
  payer: { openid: 'o-test' },
});

describe('a merchant on platform certificates', () => {
  it('GET /v3/certificates lists each certificate encrypted with the APIv3 key, signed with a certificate it lists', async () => {
    const m = await merchant('platform_certificate');
    const res = await m.signed('GET', CERTIFICATES);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: {
        serial_no: string;
        effective_time: string;
        expire_time: string;
        encrypt_certificate: { algorithm: string; nonce: string; associated_data: string; ciphertext: string };
      }[];
    };
    expect(data).toHaveLength(1);
    const [item] = data as [(typeof data)[0]];
    expect(Object.keys(item).sort()).toEqual(['effective_time', 'encrypt_certificate', 'expire_time', 'serial_no']);
    expect(item.serial_no).toMatch(/^[0-9A-F]{40}$/);
    expect(item.effective_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(Date.parse(item.expire_time) - Date.parse(item.effective_time)).toBeGreaterThan(4 * 365 * 86400_000);
    expect(item.encrypt_certificate).toMatchObject({ algorithm: 'AEAD_AES_256_GCM', associated_data: 'certificate' });
    expect(item.encrypt_certificate.nonce).toHaveLength(12);

    const { nonce, associated_data, ciphertext } = item.encrypt_certificate;
    const data64 = Buffer.from(ciphertext, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(m.keys.apiV3Key), Buffer.from(nonce));
    decipher.setAAD(Buffer.from(associated_data));
    decipher.setAuthTag(data64.subarray(-16));
    const pem = Buffer.concat([decipher.update(data64.subarray(0, -16)), decipher.final()]).toString();
    const x509 = new X509Certificate(pem);
    expect(x509.serialNumber).toBe(item.serial_no);
    expect(x509.checkIssued(x509)).toBe(true);

    // The reply names the certificate it was signed with, and that certificate's key verifies it.
    expect(res.headers['wechatpay-serial']).toBe(item.serial_no);
    const verified = createVerify('RSA-SHA256')
      .update(`${res.headers['wechatpay-timestamp']}\n${res.headers['wechatpay-nonce']}\n${res.body}\n`)
      .verify(x509.publicKey, String(res.headers['wechatpay-signature']), 'base64');
    expect(verified).toBe(true);
  });

  it('signs replies with its newest certificate; the merchant file has no public key', async () => {
    const m = await merchant('platform_certificate');
    expect(m.file).not.toHaveProperty('wechatpayPublicKey');
    expect(m.file).toMatchObject({ mchid: m.keys.mchid, platformCertificates: true });
    const res = await m.signed('POST', '/sandbox/wechatpay/v3/pay/transactions/jsapi', order(m.keys));
    expect(res.statusCode).toBe(200);
    expect(signer(res, m.keys)).toBe(m.keys.certificates[0]?.serial);
  });

  it('replacing the certificate lists both for a day, and the new one signs from then on', async () => {
    const m = await merchant('platform_certificate');
    const old = m.keys.certificates[0]?.serial;
    const rotated = await m.app.inject({ method: 'POST', url: '/sandbox/wechatpay/platform-certificates/rotate' });
    const { serial_no: next } = rotated.json() as { serial_no: string };
    expect(next).not.toBe(old);
    const res = await m.signed('GET', CERTIFICATES);
    const listed = (res.json() as { data: { serial_no: string; expire_time: string }[] }).data;
    expect(listed.map((c) => c.serial_no)).toEqual([old, next]);
    const oldExpires = Date.parse(listed[0]?.expire_time ?? '') - Date.now();
    expect(oldExpires).toBeGreaterThan(23 * 3600_000);
    expect(oldExpires).toBeLessThanOrEqual(24 * 3600_000);
    expect(res.headers['wechatpay-serial']).toBe(next);
  });

  it("takes a payee's name encrypted with a listed certificate, named by its serial", async () => {
    const m = await merchant('platform_certificate');
    const cert = m.keys.certificates[0] as PayKeys['certificates'][0];
    const encrypt = (key: string) =>
      publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' }, Buffer.from('张三')).toString(
        'base64',
      );
    const bill = (userName: string) => ({
      appid: APP.appid,
      out_bill_no: `WS${Date.now()}${randomBytes(3).toString('hex')}`,
      transfer_scene_id: '1005',
      openid: 'o-coach',
      transfer_amount: 250_000,
      transfer_remark: '学车教练佣金提现',
      user_name: userName,
      user_recv_perception: '劳务报酬',
      transfer_scene_report_infos: [
        { info_type: '岗位类型', info_content: '驾校教练' },
        { info_type: '报酬说明', info_content: '招生佣金提现' },
      ],
    });
    const BILLS = '/sandbox/wechatpay/v3/fund-app/mch-transfer/transfer-bills';
    const byCert = await m.signed('POST', BILLS, bill(encrypt(cert.certificate)), { 'wechatpay-serial': cert.serial });
    expect(byCert.statusCode, byCert.body).toBe(200);
    // This merchant has no public key, so a name encrypted with it cannot be its.
    const byKey = await m.signed('POST', BILLS, bill(encrypt(m.keys.platform.publicKey)), {
      'wechatpay-serial': m.keys.platform.id,
    });
    expect(byKey.statusCode).toBe(400);
  });
});

describe('refusals', () => {
  it('are signed like any reply, except 401 SIGN_ERROR to a request WeChat could not authenticate', async () => {
    const m = await merchant('platform_certificate');
    const missing = await m.signed(
      'GET',
      `/sandbox/wechatpay/v3/pay/transactions/out-trade-no/NOSUCH1?mchid=${m.keys.mchid}`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    expect(signer(missing, m.keys)).toBe(m.keys.certificates[0]?.serial);
    const bad = await m.signed('POST', '/sandbox/wechatpay/v3/pay/transactions/jsapi', {
      ...order(m.keys),
      amount: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(signer(bad, m.keys)).toBe(m.keys.certificates[0]?.serial);
    const billMissing = await m.signed(
      'GET',
      '/sandbox/wechatpay/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/WNONE1',
    );
    expect(billMissing.statusCode).toBe(404);
    expect(signer(billMissing, m.keys)).toBe(m.keys.certificates[0]?.serial);

    const unauthenticated = await m.app.inject({ url: CERTIFICATES });
    expect(unauthenticated.statusCode).toBe(401);
    expect(signer(unauthenticated, m.keys)).toBe('unsigned');
  });

  it('a merchant on the public key has no certificates: 404, signed with its public key', async () => {
    const m = await merchant('public_key');
    expect(m.file).toMatchObject({ wechatpayPublicKeyId: m.keys.platform.id, platformCertificates: false });
    const res = await m.signed('GET', CERTIFICATES);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'RESOURCE_NOT_EXISTS' });
    expect(signer(res, m.keys)).toBe(m.keys.platform.id);
  });
});

describe('a merchant switching to the public key', () => {
  it('holds both, and WeChat signs with either: the public key and the certificate in turn', async () => {
    const m = await merchant('both');
    expect(m.file).toMatchObject({ wechatpayPublicKeyId: m.keys.platform.id, platformCertificates: true });
    const serials = [];
    for (let i = 0; i < 4; i++) {
      serials.push(
        signer(await m.signed('POST', '/sandbox/wechatpay/v3/pay/transactions/jsapi', order(m.keys)), m.keys),
      );
    }
    const cert = m.keys.certificates[0]?.serial;
    expect(serials).toEqual([m.keys.platform.id, cert, m.keys.platform.id, cert]);
    expect((await m.signed('GET', CERTIFICATES)).statusCode).toBe(200);
  });
});
