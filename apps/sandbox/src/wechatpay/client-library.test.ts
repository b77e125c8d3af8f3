import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { Aes, Wechatpay } from 'wechatpay-axios-plugin';
import { APP, freshDir, removeTestDirs, startSandbox, withPayKeys } from '../test/sandbox';
import type { SignsWith } from './keys';

/**
 * A real WeChat Pay client library, wechatpay-axios-plugin (listed in WeChat Pay's docs), used as its
 * README shows against the sandbox on a real port, unchanged: as a merchant on platform certificates
 * and as one on the WeChat Pay public key. It verifies every 2xx reply's signature itself.
 */

interface MerchantFile {
  mchid: string;
  apiV3Key: string;
  merchantPrivateKey: string;
  merchantSerial: string;
  wechatpayPublicKey?: string;
  wechatpayPublicKeyId?: string;
}

const servers: FastifyInstance[] = [];

/** The library's constructor options, as its README names them, less `certs`. */
interface Base {
  baseURL: string;
  mchid: string;
  serial: string;
  privateKey: string;
}

async function sandbox(signsWith: SignsWith) {
  const dataDir = withPayKeys(freshDir());
  const app = await startSandbox({ dataDir, signsWith });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  servers.push(app);
  const m = JSON.parse(readFileSync(join(dataDir, 'sandbox-wechatpay-merchant.json'), 'utf8')) as MerchantFile;
  const base: Base = {
    baseURL: `${url}/sandbox/wechatpay/`,
    mchid: m.mchid,
    serial: m.merchantSerial,
    privateKey: m.merchantPrivateKey,
  };
  return { m, base };
}

afterAll(async () => {
  for (const app of servers) await app.close();
  removeTestDirs();
});

type Client = InstanceType<typeof Wechatpay>;

/** The library types a reply's data as the request's: say what it is. */
const data = <T>(res: { data: unknown }) => res.data as T;

interface Listed {
  serial_no: string;
  encrypt_certificate: { nonce: string; associated_data: string; ciphertext: string };
}

/**
 * Before it holds a certificate the library can check nothing, so the first download is read raw and
 * each certificate decrypted with the library's AES-GCM and the APIv3 key, as its certificate CLI does.
 */
async function firstDownload(base: Base, apiV3Key: string): Promise<Record<string, string>> {
  // The library wants at least one entry in `certs`; this one is never used.
  const bare = new Wechatpay({ ...base, certs: { any: '' } });
  const raw = await bare.chain('v3/certificates').get({ transformResponse: [(text: string) => JSON.parse(text)] });
  const certs: Record<string, string> = {};
  for (const item of data<{ data: Listed[] }>(raw).data) {
    const { nonce, associated_data, ciphertext } = item.encrypt_certificate;
    certs[item.serial_no] = Aes.AesGcm.decrypt(ciphertext, apiV3Key, nonce, associated_data);
  }
  return certs;
}

/** Places a JSAPI order and queries it, as the README's examples do; both replies pass the library's check. */
async function orderAndQuery(wxpay: Client, mchid: string) {
  const outTradeNo = `L${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const placed = await wxpay.chain('v3/pay/transactions/jsapi').post({
    appid: APP.appid,
    mchid,
    description: '学车课程',
    out_trade_no: outTradeNo,
    notify_url: 'https://xueche.example/api/pay/notify',
    amount: { total: 1990, currency: 'CNY' },
    payer: { openid: 'o-library' },
  });
  expect(data<{ prepay_id: string }>(placed).prepay_id).toMatch(/^wx/);
  const queried = await wxpay.chain('v3/pay/transactions/out-trade-no/{out_trade_no}').get({
    params: { mchid },
    out_trade_no: outTradeNo,
  });
  expect(queried.data).toMatchObject({ out_trade_no: outTradeNo, trade_state: 'NOTPAY', amount: { total: 1990 } });
  return [placed.headers['wechatpay-serial'], queried.headers['wechatpay-serial']];
}

describe('wechatpay-axios-plugin against the sandbox', () => {
  it('as a merchant on platform certificates: downloads and decrypts them, then places and queries an order', async () => {
    const { m, base } = await sandbox('platform_certificate');
    const certs = await firstDownload(base, m.apiV3Key);
    const [serial, ...others] = Object.keys(certs);
    expect(others).toEqual([]);
    const wxpay = new Wechatpay({ ...base, certs });
    // Now the library checks the list's signature against the certificate it holds.
    const again = await wxpay.chain('v3/certificates').get();
    expect(data<{ data: Listed[] }>(again).data.map((c) => c.serial_no)).toEqual([serial]);
    expect(await orderAndQuery(wxpay, m.mchid)).toEqual([serial, serial]);

    // The check is real: with another key under that serial the library refuses the reply.
    const otherKey = createPublicKey(m.merchantPrivateKey).export({ type: 'spki', format: 'pem' }) as string;
    const wrong = new Wechatpay({ ...base, certs: { [serial as string]: otherKey } });
    await expect(orderAndQuery(wrong, m.mchid)).rejects.toMatchObject({ code: 'EV3_RES_HEADER_SIGNATURE_DIGEST' });
  });

  it('as a merchant on the WeChat Pay public key: places and queries an order; refusals come back as errors', async () => {
    const { m, base } = await sandbox('public_key');
    const wxpay = new Wechatpay({
      ...base,
      certs: { [m.wechatpayPublicKeyId as string]: m.wechatpayPublicKey as string },
    });
    expect(await orderAndQuery(wxpay, m.mchid)).toEqual([m.wechatpayPublicKeyId, m.wechatpayPublicKeyId]);
    const missing = await wxpay
      .chain('v3/pay/transactions/out-trade-no/{out_trade_no}')
      .get({ params: { mchid: m.mchid }, out_trade_no: 'NOSUCH123' })
      .catch((error: { response: { status: number; data: unknown } }) => error.response);
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ code: 'ORDER_NOT_EXIST', message: '订单不存在' });
  });

  it('as a merchant switching over, configured with both keys: accepts replies signed with either', async () => {
    const { m, base } = await sandbox('both');
    const certs = await firstDownload(base, m.apiV3Key);
    const wxpay = new Wechatpay({
      ...base,
      certs: { ...certs, [m.wechatpayPublicKeyId as string]: m.wechatpayPublicKey as string },
    });
    const serials = [...(await orderAndQuery(wxpay, m.mchid)), ...(await orderAndQuery(wxpay, m.mchid))];
    expect(new Set(serials)).toEqual(new Set([...Object.keys(certs), m.wechatpayPublicKeyId]));
  });
});
