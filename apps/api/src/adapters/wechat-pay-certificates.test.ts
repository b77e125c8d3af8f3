import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareSandbox, SANDBOX_PAY_MERCHANT_FILE, type SignsWith, sandboxPlugin } from '@xueche/sandbox';
import { type NotifyReceiver, notifyReceiver, type Received } from '@xueche/sandbox/testing';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { wechatPayClient } from './wechat-pay';
import { loadPayCredentials, type PayCredentials } from './wechat-pay-credentials';
import type { PayTransaction } from './wechat-pay-types';
import { payVerifier, type RawReply } from './wechat-pay-verifier';

/**
 * The adapter as each kind of merchant, against the sandbox acting as that merchant's WeChat Pay: on
 * platform certificates (downloaded, decrypted, refreshed), on the WeChat Pay public key, and switching
 * from one to the other. Replies and notifications are checked exactly as received.
 */

const APPID = 'wx5a1dbox0000000001';

/** One clock for the sandbox and the adapter, so a test can move both hours ahead. */
let offset = 0;
const now = () => Date.now() + offset;

/** The sandbox's own keys file, as far as these tests look into it. */
interface SandboxKeys {
  platform: { id: string };
  certificates: { serial: string }[];
}

/** Every WeChat Pay reply the adapter received: from where, and the key it names. */
const replies: { url: string; status: number; serial: string | null; text: string; headers: Headers }[] = [];
const realFetch = globalThis.fetch;

/** A merchant's notify endpoint: records what arrives and accepts it. */
let receiver: NotifyReceiver;
let notifyUrl: string;

const cleanup: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const res = await realFetch(input, init);
    if (String(input).includes('/sandbox/wechatpay/v3/')) {
      const text = await res.clone().text();
      replies.push({
        url: String(input),
        status: res.status,
        serial: res.headers.get('wechatpay-serial'),
        text,
        headers: res.headers,
      });
    }
    return res;
  });
  receiver = await notifyReceiver('/api/pay/notify');
  notifyUrl = receiver.url;
});
afterEach(() => {
  offset = 0;
});
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
  await receiver.close();
  vi.restoreAllMocks();
});

async function merchant(signsWith: SignsWith) {
  const dataDir = mkdtempSync(join(tmpdir(), 'xueche-pay-'));
  const app = Fastify();
  await prepareSandbox({ dataDir, wechatPay: { signsWith } });
  await app.register(sandboxPlugin, {
    prefix: '/sandbox',
    dataDir,
    wechat: { apps: [{ appid: APPID, secret: 'sandbox-secret-0000000000000000', name: '学车服务号' }] },
    amap: { key: 'sandbox-amap-key' },
    now,
    wechatPay: { signsWith },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  cleanup.push(
    () => app.close(),
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
  const file = join(dataDir, SANDBOX_PAY_MERCHANT_FILE);
  const keys = JSON.parse(readFileSync(join(dataDir, 'sandbox-wechatpay.json'), 'utf8')) as SandboxKeys;
  const mine = () => replies.filter((r) => r.url.startsWith(url));
  return {
    app,
    url,
    keys,
    credentials: () => loadPayCredentials({ file }),
    pay: wechatPayClient({
      apiBase: () => `${url}/sandbox/wechatpay`,
      credentials: () => loadPayCredentials({ file }),
      notifyUrl: () => notifyUrl,
      now,
    }),
    /** How many times the certificate list was downloaded. */
    downloads: () => mine().filter((r) => r.url.endsWith('/v3/certificates')).length,
    /** The serials the replies named, in order. */
    serials: () => mine().map((r) => r.serial),
  };
}
type Merchant = Awaited<ReturnType<typeof merchant>>;

let counter = 0;
async function order(m: Merchant) {
  const outTradeNo = `C${Date.now()}${++counter}`;
  const { prepayId } = await m.pay.createJsapiOrder({
    appid: APPID,
    description: '学车课程',
    outTradeNo,
    amountFen: 1990,
    openid: 'test-openid-1',
  });
  return { outTradeNo, prepayId };
}

/** A person pays on the sandbox cashier; resolves with the notification WeChat Pay sends about it. */
async function paid(m: Merchant, prepayId: string) {
  const before = receiver.received.length;
  await m.app.inject({
    method: 'POST',
    url: '/sandbox/wechatpay/cashier',
    payload: { prepay_id: prepayId, action: 'approve' },
  });
  const end = Date.now() + 5000;
  while (receiver.received.length === before) {
    if (Date.now() > end) throw new Error('no notification');
    await new Promise((r) => setTimeout(r, 25));
  }
  return receiver.received[receiver.received.length - 1] as Received;
}

const reason = async (m: Merchant, headers: IncomingHttpHeaders, body: string) => {
  const r = await m.pay.verifyNotification(headers, body);
  return r.ok ? 'accepted' : r.reason;
};

const OTHER_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';

describe('a merchant on platform certificates', () => {
  it('downloads the certificate list once and verifies replies with it, not a download per request', async () => {
    const m = await merchant('platform_certificate');
    expect(m.credentials().platformCertificates).toBe(true);
    expect(m.credentials().wechatpayPublicKey).toBeUndefined();
    const { outTradeNo } = await order(m);
    for (let i = 0; i < 3; i++) expect((await m.pay.queryOrder(outTradeNo))?.trade_state).toBe('NOTPAY');
    expect(m.downloads()).toBe(1);
    const certificate = m.keys.certificates[0]?.serial;
    expect(new Set(m.serials())).toEqual(new Set([certificate]));
  });

  it('accepts a notification signed with a platform certificate; refuses it tampered, or under a key it does not hold', async () => {
    const m = await merchant('platform_certificate');
    const { outTradeNo, prepayId } = await order(m);
    const note = await paid(m, prepayId);
    expect(note.headers['wechatpay-serial']).toBe(m.keys.certificates[0]?.serial);
    const verified = await m.pay.verifyNotification(note.headers, note.body);
    if (!verified.ok) throw new Error(verified.reason);
    expect(verified.notification.resource as PayTransaction).toMatchObject({
      out_trade_no: outTradeNo,
      trade_state: 'SUCCESS',
    });
    const tampered = note.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ');
    expect(await reason(m, note.headers, tampered)).toBe('signature does not verify');
    const downloads = m.downloads();
    expect(await reason(m, { ...note.headers, 'wechatpay-serial': m.keys.platform.id }, note.body)).toBe(
      `unknown key ${m.keys.platform.id}`,
    );
    expect(await reason(m, { ...note.headers, 'wechatpay-serial': OTHER_SERIAL }, note.body)).toBe(
      `unknown key ${OTHER_SERIAL}`,
    );
    // Forged serials do not send the adapter to WeChat again and again.
    expect(m.downloads()).toBe(downloads);
  });

  it('follows a replaced certificate: a serial it has not seen downloads the list again, at most once a minute', async () => {
    const m = await merchant('platform_certificate');
    const { outTradeNo } = await order(m);
    expect(m.downloads()).toBe(1);
    const rotated = await m.app.inject({ method: 'POST', url: '/sandbox/wechatpay/platform-certificates/rotate' });
    const next = (rotated.json() as { serial_no: string }).serial_no;
    // Within the minute of the last download the new serial is not known yet: no answer we can trust.
    await expect(m.pay.queryOrder(outTradeNo)).rejects.toMatchObject({ status: 502, code: 'BAD_SIGNATURE' });
    offset += 61_000;
    expect((await m.pay.queryOrder(outTradeNo))?.out_trade_no).toBe(outTradeNo);
    expect(m.downloads()).toBe(2);
    expect(m.serials().at(-1)).toBe(next);
    // The notifications signed with it verify with what was downloaded.
    const note = await paid(m, (await order(m)).prepayId);
    expect(note.headers['wechatpay-serial']).toBe(next);
    expect(await reason(m, note.headers, note.body)).toBe('accepted');
    expect(m.downloads()).toBe(2);
  });

  it('downloads the list again when it is older than six hours, not before', async () => {
    const m = await merchant('platform_certificate');
    const { outTradeNo } = await order(m);
    offset += 5 * 3600_000;
    await m.pay.queryOrder(outTradeNo);
    expect(m.downloads()).toBe(1);
    offset += 2 * 3600_000;
    await m.pay.queryOrder(outTradeNo);
    await m.pay.queryOrder(outTradeNo);
    expect(m.downloads()).toBe(2);
  });

  it("encrypts a payee's name with the newest certificate and names its serial", async () => {
    const m = await merchant('platform_certificate');
    const bill = await m.pay.createTransferBill({
      appid: APPID,
      outBillNo: `WC${Date.now()}`,
      openid: 'test-openid-1',
      amountFen: 250_000,
      remark: '学车教练佣金提现',
      role: '驾校教练',
      reason: '学车平台招生佣金提现',
      userName: '张三',
    });
    expect(bill.state).toBe('WAIT_USER_CONFIRM');
  });
});

describe('the certificate list itself', () => {
  /** The genuine list as the sandbox sent it to the adapter, and a verifier fed a version of it. */
  async function listAnd(change: (reply: RawReply) => RawReply, apiV3Key?: string) {
    const m = await merchant('platform_certificate');
    await order(m);
    const sent = replies.find((r) => r.url.endsWith('/v3/certificates') && r.serial === m.keys.certificates[0]?.serial);
    if (!sent) throw new Error('no list');
    const header = (name: string) => sent.headers.get(name);
    const genuine: RawReply = {
      status: sent.status,
      text: sent.text,
      headers: {
        timestamp: header('wechatpay-timestamp'),
        nonce: header('wechatpay-nonce'),
        signature: header('wechatpay-signature'),
        serial: header('wechatpay-serial'),
      },
    };
    const verifier = payVerifier({
      apiV3Key: apiV3Key ?? m.credentials().apiV3Key,
      downloadCertificates: async () => change(genuine),
      now,
    });
    return verifier.encryptionKey();
  }

  it('is decrypted with the APIv3 key and checked against a certificate it holds', async () => {
    const key = await listAnd((r) => r);
    expect(key.serial).toMatch(/^[0-9A-F]{40}$/);
  });

  it('is refused when changed, signed under a serial it does not hold, or not decryptable with our key', async () => {
    await expect(listAnd((r) => ({ ...r, text: `${r.text} ` }))).rejects.toThrow(/not signed by a key it holds/);
    await expect(listAnd((r) => ({ ...r, headers: { ...r.headers, serial: OTHER_SERIAL } }))).rejects.toThrow(
      /not signed by a key it holds/,
    );
    await expect(listAnd((r) => r, 'x'.repeat(32))).rejects.toThrow(/no platform certificate/);
  });
});

describe('a merchant on the WeChat Pay public key', () => {
  it('never downloads certificates, and refuses another serial without asking WeChat', async () => {
    const m = await merchant('public_key');
    expect(m.credentials()).toMatchObject({ platformCertificates: false, wechatpayPublicKeyId: m.keys.platform.id });
    const { prepayId } = await order(m);
    const note = await paid(m, prepayId);
    expect(await reason(m, note.headers, note.body)).toBe('accepted');
    expect(await reason(m, { ...note.headers, 'wechatpay-serial': OTHER_SERIAL }, note.body)).toBe(
      `unknown key ${OTHER_SERIAL}`,
    );
    expect(m.downloads()).toBe(0);
  });
});

describe('a merchant switching to the public key, with both configured', () => {
  it('accepts replies and notifications signed with either key, and refuses an unknown serial', async () => {
    const m = await merchant('both');
    expect(m.credentials()).toMatchObject({ platformCertificates: true, wechatpayPublicKeyId: m.keys.platform.id });
    const first = await order(m);
    const second = await order(m);
    await m.pay.queryOrder(first.outTradeNo);
    const both = new Set([m.keys.platform.id, m.keys.certificates[0]?.serial]);
    expect(new Set(m.serials())).toEqual(both);
    const notes = [await paid(m, first.prepayId), await paid(m, second.prepayId)];
    expect(new Set(notes.map((n) => n.headers['wechatpay-serial']))).toEqual(both);
    for (const note of notes) expect(await reason(m, note.headers, note.body)).toBe('accepted');
    expect(
      await reason(m, { ...(notes[0] as (typeof notes)[0]).headers, 'wechatpay-serial': OTHER_SERIAL }, '{}'),
    ).toBe(`unknown key ${OTHER_SERIAL}`);
  });
});

describe('refusals', () => {
  it('a signed 4xx is a refusal the adapter reports as such', async () => {
    const m = await merchant('platform_certificate');
    expect(await m.pay.queryOrder('NOSUCH1')).toBeNull();
    const { outTradeNo } = await order(m);
    await expect(
      m.pay.refund({ outTradeNo, outRefundNo: `R${outTradeNo}`, refundFen: 1, totalFen: 1 }),
    ).rejects.toMatchObject({ status: 400, code: 'PARAM_ERROR' });
    expect(m.serials().every((s) => s === m.keys.certificates[0]?.serial)).toBe(true);
  });

  it('an unsigned or wrongly signed 4xx is not trusted: it counts as no answer (502), so nothing is undone on its word', async () => {
    const m = await merchant('public_key');
    const creds = m.credentials();
    const { privateKey: stranger } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    // Someone between us and WeChat answers in its place.
    const forger = createServer((req, res) => {
      const body = JSON.stringify({ code: 'INVALID_REQUEST', message: '退款金额超过可退金额' });
      if (req.url?.startsWith('/signed/')) {
        const timestamp = String(Math.floor(Date.now() / 1000));
        const nonce = randomBytes(8).toString('hex');
        res.setHeader('wechatpay-timestamp', timestamp);
        res.setHeader('wechatpay-nonce', nonce);
        res.setHeader('wechatpay-serial', creds.wechatpayPublicKeyId as string);
        res.setHeader(
          'wechatpay-signature',
          createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(stranger, 'base64'),
        );
      }
      res.statusCode = 400;
      res.setHeader('content-type', 'application/json');
      res.end(body);
    });
    await new Promise<void>((r) => forger.listen(0, '127.0.0.1', r));
    cleanup.push(() => new Promise((r) => forger.close(() => r())));
    const base = `http://127.0.0.1:${(forger.address() as AddressInfo).port}`;
    const via = (path: string, credentials: PayCredentials = creds) =>
      wechatPayClient({ apiBase: () => `${base}${path}`, credentials: () => credentials, now });
    const refund = { outTradeNo: 'C1234567', outRefundNo: 'R1234567', refundFen: 1, totalFen: 1 };
    await expect(via('/unsigned').refund(refund)).rejects.toMatchObject({ status: 502, code: 'BAD_SIGNATURE' });
    await expect(via('/signed').refund(refund)).rejects.toMatchObject({
      status: 502,
      code: 'BAD_SIGNATURE',
      message: expect.stringContaining('signature does not verify'),
    });

    // WeChat does not sign the 401 it answers a request it could not authenticate.
    const wrongKey = { ...creds, merchantPrivateKey: stranger };
    const unauthenticated = wechatPayClient({
      apiBase: () => `${m.url}/sandbox/wechatpay`,
      credentials: () => wrongKey,
      now,
    });
    await expect(unauthenticated.queryOrder('C1234567')).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining('SIGN_ERROR'),
    });
  });
});
