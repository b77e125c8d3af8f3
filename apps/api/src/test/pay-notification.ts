import { createCipheriv, createSign, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app';

/** The sandbox WeChat Pay's keys, as it keeps them in the test app's data folder. */
export interface SandboxPayKeys {
  mchid: string;
  apiV3Key: string;
  platform: { privateKey: string; id: string };
}

export const sandboxPayKeys = (dataDir: string): SandboxPayKeys =>
  JSON.parse(readFileSync(join(dataDir, 'sandbox-wechatpay.json'), 'utf8'));

/**
 * A notification as WeChat Pay sends it: the resource encrypted with the APIv3 key, the body signed
 * with `signingKey` (the sandbox's WeChat Pay key unless a forger's is given).
 */
export function payNotification(
  keys: SandboxPayKeys,
  event: { type: string; summary: string; originalType: string; resource: object },
  opts: { timestamp?: number; signingKey?: string } = {},
) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keys.apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(event.originalType));
  const ciphertext = Buffer.concat([
    cipher.update(JSON.stringify(event.resource)),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const raw = JSON.stringify({
    id: `EV-TEST-${randomBytes(4).toString('hex')}`,
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: event.type,
    summary: event.summary,
    resource: {
      original_type: event.originalType,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: ciphertext.toString('base64'),
      associated_data: event.originalType,
      nonce,
    },
  });
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const headerNonce = randomBytes(8).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${headerNonce}\n${raw}\n`)
    .sign(opts.signingKey ?? keys.platform.privateKey, 'base64');
  return {
    raw,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': keys.platform.id,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    },
  };
}

/** What WeChat Pay says of order `orderNo` paid with `amount` fen by `openid` on the test app's mini program. */
export const paidTransaction = (keys: SandboxPayKeys, orderNo: string, openid: string, amount: number) => ({
  appid: 'wx5a1dbox0000000001',
  mchid: keys.mchid,
  out_trade_no: orderNo,
  transaction_id: `4200${Date.now()}${randomBytes(3).toString('hex')}`.slice(0, 28),
  trade_type: 'JSAPI',
  trade_state: 'SUCCESS',
  success_time: new Date().toISOString(),
  payer: { openid },
  amount: { total: amount, payer_total: amount, currency: 'CNY' },
});

/** TRANSACTION.SUCCESS as WeChat Pay sends it for `resource` (see payNotification for `opts`). */
export const paymentNotification = (
  keys: SandboxPayKeys,
  resource: object,
  opts: { timestamp?: number; signingKey?: string } = {},
) =>
  payNotification(
    keys,
    { type: 'TRANSACTION.SUCCESS', summary: '支付成功', originalType: 'transaction', resource },
    opts,
  );

/** Delivers a notification to the test app's notify URL, as WeChat Pay does. */
export const deliverNotification = (t: TestApp, n: { raw: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/pay/notify', headers: n.headers, payload: n.raw });
