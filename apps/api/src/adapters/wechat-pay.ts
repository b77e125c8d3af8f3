import { constants, createSign, publicEncrypt, randomBytes } from 'node:crypto';
import type { PayCredentials } from './wechat-pay-credentials';
import {
  PayError,
  type PayRefund,
  type PayTransaction,
  type TransferBill,
  type TransferCreated,
  type TransferState,
  type Verified,
} from './wechat-pay-types';
import { decryptResource, type PayVerifier, payVerifier, type RawReply } from './wechat-pay-verifier';

/**
 * WeChat Pay API v3 (JSAPI, direct merchant), as docs/protocols.md#wechat-pay describes it: requests
 * signed with the merchant key, replies and notifications verified with the WeChat Pay public key or
 * platform certificates (wechat-pay-verifier.ts), notification resources decrypted with the APIv3 key.
 * The base URL is configurable: WeChat's, or the sandbox's in sandbox mode.
 */

const nonce = () => randomBytes(16).toString('hex').toUpperCase();

function rsaSign(privateKey: string, message: string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

export function wechatPayClient(opts: {
  /** The API base, e.g. https://api.mch.weixin.qq.com (read when a call is made). */
  apiBase: () => string;
  /** Read on first use: in sandbox mode the sandbox makes them at start. */
  credentials: () => PayCredentials;
  /**
   * Where WeChat Pay sends its notifications about our payments, refunds and transfer bills (read when a
   * call is made: the app's address may only be known once it listens). A client that only queries needs none.
   */
  notifyUrl?: () => string;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  let creds: PayCredentials | undefined;
  const c = () => {
    creds ??= opts.credentials();
    return creds;
  };
  let verifier: PayVerifier | undefined;
  const v = () => {
    if (!verifier) {
      const { apiV3Key, wechatpayPublicKey: pem, wechatpayPublicKeyId: id, platformCertificates } = c();
      verifier = payVerifier({
        apiV3Key,
        publicKey: pem && id ? { id, pem } : undefined,
        downloadCertificates: platformCertificates ? () => send('GET', '/v3/certificates') : undefined,
        now,
      });
    }
    return verifier;
  };

  /** A request signed as the merchant; the reply as it arrived, nothing checked yet. */
  async function send(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<RawReply> {
    const url = new URL(opts.apiBase().replace(/\/$/, '') + path);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(now() / 1000));
    const nonceStr = nonce();
    const message = `${method}\n${url.pathname}${url.search}\n${timestamp}\n${nonceStr}\n${body}\n`;
    const signature = rsaSign(c().merchantPrivateKey, message);
    const res = await fetch(url, {
      method,
      headers: {
        authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${c().mchid}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${c().merchantSerial}"`,
        accept: 'application/json',
        'user-agent': 'xueche/1.0',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...extraHeaders,
      },
      body: payload === undefined ? undefined : body,
      signal: AbortSignal.timeout(10_000),
    });
    const header = (name: string) => res.headers.get(name);
    return {
      status: res.status,
      text: await res.text(),
      headers: {
        timestamp: header('wechatpay-timestamp'),
        nonce: header('wechatpay-nonce'),
        signature: header('wechatpay-signature'),
        serial: header('wechatpay-serial'),
      },
    };
  }

  /**
   * A request whose reply must carry WeChat Pay's signature, refusals (4xx) included: a reply that fails
   * it is not WeChat Pay's, and a refusal we cannot trust must not fail a refund or a withdrawal, so it
   * counts as a failure to reach WeChat Pay (502).
   */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const reply = await send(method, path, payload, extraHeaders);
    const check = await v().verify(reply.headers, reply.text, false);
    if (!check.ok) {
      throw new PayError(502, 'BAD_SIGNATURE', `${reply.status} reply (${check.reason}): ${reply.text.slice(0, 200)}`);
    }
    if (reply.status < 200 || reply.status > 299) {
      let error: { code?: string; message?: string } = {};
      try {
        error = JSON.parse(reply.text) as typeof error;
      } catch {
        // not JSON: keep the status
      }
      throw new PayError(reply.status, error.code ?? 'HTTP_ERROR', error.message ?? reply.text.slice(0, 200));
    }
    return (reply.text ? JSON.parse(reply.text) : {}) as T;
  }

  /** Sensitive fields (a payee's name) go RSA-OAEP encrypted with a WeChat Pay key, named in Wechatpay-Serial. */
  async function encryptSensitive(text: string): Promise<{ serial: string; cipher: string }> {
    const { serial, key } = await v().encryptionKey();
    const cipher = publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
      Buffer.from(text, 'utf8'),
    ).toString('base64');
    return { serial, cipher };
  }

  return {
    get mchid() {
      return c().mchid;
    },

    async createJsapiOrder(order: {
      appid: string;
      description: string;
      outTradeNo: string;
      amountFen: number;
      openid: string;
      timeExpire?: string;
      attach?: string;
    }): Promise<{ prepayId: string }> {
      const body = await call<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', {
        appid: order.appid,
        mchid: c().mchid,
        description: order.description.slice(0, 127),
        out_trade_no: order.outTradeNo,
        time_expire: order.timeExpire,
        attach: order.attach,
        notify_url: opts.notifyUrl?.(),
        amount: { total: order.amountFen, currency: 'CNY' },
        payer: { openid: order.openid },
      });
      return { prepayId: body.prepay_id };
    },

    /** What the page hands to getBrandWCPayRequest (paySign over appId, timeStamp, nonceStr, package). */
    jsapiParams(appId: string, prepayId: string) {
      const timeStamp = String(Math.floor(now() / 1000));
      const nonceStr = nonce();
      const pkg = `prepay_id=${prepayId}`;
      return {
        appId,
        timeStamp,
        nonceStr,
        package: pkg,
        signType: 'RSA' as const,
        paySign: rsaSign(c().merchantPrivateKey, `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`),
      };
    },

    async queryOrder(outTradeNo: string): Promise<PayTransaction | null> {
      try {
        return await call<PayTransaction>(
          'GET',
          `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${c().mchid}`,
        );
      } catch (error) {
        if (error instanceof PayError && error.status === 404) return null;
        throw error;
      }
    },

    async closeOrder(outTradeNo: string): Promise<void> {
      await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, {
        mchid: c().mchid,
      });
    },

    async refund(input: {
      outTradeNo: string;
      outRefundNo: string;
      refundFen: number;
      totalFen: number;
      reason?: string;
    }): Promise<PayRefund> {
      return call<PayRefund>('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: input.outTradeNo,
        out_refund_no: input.outRefundNo,
        reason: input.reason,
        notify_url: opts.notifyUrl?.(),
        amount: { refund: input.refundFen, total: input.totalFen, currency: 'CNY' },
      });
    },

    async queryRefund(outRefundNo: string): Promise<PayRefund | null> {
      try {
        return await call<PayRefund>('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
      } catch (error) {
        if (error instanceof PayError && error.status === 404) return null;
        throw error;
      }
    },

    /**
     * 商家转账 (user-confirm mode): asks WeChat Pay to pay `amountFen` to the person's openid. Scene 1005
     * 佣金报酬 must be enabled in the merchant console and carries its two report infos (岗位类型 and
     * 报酬说明). The same out_bill_no asks once: repeat it after a network failure, never change it.
     */
    async createTransferBill(input: {
      appid: string;
      outBillNo: string;
      openid: string;
      amountFen: number;
      /** Shown to the person, at most 32 characters. */
      remark: string;
      /** 岗位类型 (who is paid) and 报酬说明 (what for), each at most 32 characters. */
      role: string;
      reason: string;
      /** The person's real name: WeChat Pay requires it from ¥2,000 and checks it against the account. */
      userName?: string;
    }): Promise<TransferCreated> {
      // The name travels encrypted with WeChat Pay's key, and the header names that key.
      const named = input.userName ? await encryptSensitive(input.userName) : undefined;
      return call<TransferCreated>(
        'POST',
        '/v3/fund-app/mch-transfer/transfer-bills',
        {
          appid: input.appid,
          out_bill_no: input.outBillNo,
          transfer_scene_id: '1005',
          openid: input.openid,
          ...(named ? { user_name: named.cipher } : {}),
          transfer_amount: input.amountFen,
          transfer_remark: input.remark.slice(0, 32),
          notify_url: opts.notifyUrl?.(),
          user_recv_perception: '劳务报酬',
          transfer_scene_report_infos: [
            { info_type: '岗位类型', info_content: input.role.slice(0, 32) },
            { info_type: '报酬说明', info_content: input.reason.slice(0, 32) },
          ],
        },
        named ? { 'wechatpay-serial': named.serial } : {},
      );
    },

    /** A bill by our number; null when WeChat Pay has none (it never arrived). */
    async queryTransferBill(outBillNo: string): Promise<TransferBill | null> {
      try {
        return await call<TransferBill>(
          'GET',
          `/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/${encodeURIComponent(outBillNo)}`,
        );
      } catch (error) {
        if (error instanceof PayError && error.status === 404) return null;
        throw error;
      }
    },

    /** Withdraws a bill the person has not confirmed yet; it ends CANCELLED (with a notification). */
    async cancelTransferBill(
      outBillNo: string,
    ): Promise<{ out_bill_no: string; transfer_bill_no: string; state: TransferState; update_time: string }> {
      return call(
        'POST',
        `/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/${encodeURIComponent(outBillNo)}/cancel`,
      );
    },

    /** What the page hands to `WeixinJSBridge.invoke('requestMerchantTransfer', …)`. */
    transferConfirmParams(appId: string, packageInfo: string) {
      return { mchId: c().mchid, appId, package: packageInfo };
    },

    /**
     * Checks a notification exactly as received (headers and raw body bytes) and decrypts its resource.
     * Anything that does not check out is refused, and the caller answers with a non-2xx status.
     */
    async verifyNotification(
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ): Promise<Verified> {
      const header = (name: string) => {
        const value = headers[name.toLowerCase()];
        return typeof value === 'string' ? value : null;
      };
      const check = await v().verify(
        {
          timestamp: header('Wechatpay-Timestamp'),
          nonce: header('Wechatpay-Nonce'),
          signature: header('Wechatpay-Signature'),
          serial: header('Wechatpay-Serial'),
        },
        rawBody,
        true,
      );
      if (!check.ok) return check;
      let envelope: {
        id?: string;
        event_type?: string;
        resource?: { ciphertext: string; nonce: string; associated_data?: string };
      };
      try {
        envelope = JSON.parse(rawBody) as typeof envelope;
      } catch {
        return { ok: false, reason: 'body is not JSON' };
      }
      if (!envelope.resource || !envelope.event_type || !envelope.id)
        return { ok: false, reason: 'not a notification' };
      try {
        const plain = decryptResource(c().apiV3Key, envelope.resource);
        return {
          ok: true,
          notification: { id: envelope.id, event_type: envelope.event_type, resource: JSON.parse(plain) as unknown },
        };
      } catch {
        return { ok: false, reason: 'resource does not decrypt' };
      }
    },
  };
}

export type WechatPayClient = ReturnType<typeof wechatPayClient>;
