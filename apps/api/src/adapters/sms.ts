import { createHmac, randomUUID } from 'node:crypto';
import { UpstreamError } from './http';

/**
 * RFC 3986 percent-encoding as Aliyun's RPC signature wants it (docs/protocols.md#aliyun-sms): everything but
 * A–Z a–z 0–9 - _ . ~ is encoded, so space is %20 and * is %2A.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The RPC-V1 signature: HMAC-SHA1 with `secret&` over `METHOD&%2F&encode(sorted canonical query)`. */
export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Aliyun's reply to SendSms: `Code` "OK" or an `isv.…` business code (HTTP 200), or a request error. */
interface SendSmsReply {
  Code?: string;
  Message?: string;
  BizId?: string;
  RequestId?: string;
}

/** A refusal from the provider, with its code (e.g. isv.BUSINESS_LIMIT_CONTROL) and sentence. */
export class SmsError extends Error {
  constructor(
    readonly code: string,
    readonly providerMessage: string,
  ) {
    super(`短信服务: ${code} ${providerMessage}`);
  }

  /** A provider flow-control refusal, with how long it asks us to wait (its message names the window). */
  get retryAfter(): number | null {
    if (this.code !== 'isv.BUSINESS_LIMIT_CONTROL' && this.code !== 'Throttling.User') return null;
    if (this.providerMessage.includes('天级')) return 24 * 3600;
    if (this.providerMessage.includes('小时级')) return 3600;
    return 60;
  }
}

export interface SmsOptions {
  apiBase: () => string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Injectable for tests; Aliyun refuses timestamps more than 15 minutes off. */
  now?: () => Date;
}

/** Aliyun's timestamp: ISO 8601 in UTC without milliseconds. */
const timestamp = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** The Aliyun SendSms adapter (dysmsapi 2017-05-25, RPC-V1 signature); the same code talks to the sandbox. */
export function smsClient(opts: SmsOptions) {
  async function send(
    phone: string,
    templateCode: string,
    templateParam: Record<string, string>,
    outId?: string,
  ): Promise<{ bizId: string }> {
    const params: Record<string, string> = {
      AccessKeyId: opts.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: 'cn-hangzhou',
      SignName: opts.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParam),
      Timestamp: timestamp(opts.now?.() ?? new Date()),
      Version: '2017-05-25',
      ...(outId ? { OutId: outId } : {}),
    };
    const signature = rpcSignature('GET', params, opts.accessKeySecret);
    const query = Object.keys(params)
      .sort()
      .map((k) => `${percentEncode(k)}=${percentEncode(params[k] ?? '')}`)
      .join('&');
    const url = `${opts.apiBase().replace(/\/+$/, '')}/?Signature=${percentEncode(signature)}&${query}`;
    const reply = await fetchReply(url);
    if (reply.Code === 'OK' && reply.BizId) return { bizId: reply.BizId };
    throw new SmsError(reply.Code ?? 'Unknown', reply.Message ?? '');
  }

  return {
    /** Sends a verification code through the code template (`{"code":"…"}`); resolves with the BizId. */
    sendCode(phone: string, code: string, outId?: string): Promise<{ bizId: string }> {
      return send(phone, opts.templateCode, { code }, outId);
    },

    /** A notice to a coach through the notice template (`{"event":"…","detail":"…"}`). */
    sendNotice(phone: string, templateCode: string, event: string, detail: string): Promise<{ bizId: string }> {
      return send(phone, templateCode, { event, detail });
    },
  };
}

/**
 * Business refusals come with HTTP 200; request errors (signature, parameters) with 4xx and the same
 * JSON shape, which is read too, so the caller sees Aliyun's code rather than only a status. Sent once:
 * SendSms is not idempotent (docs/protocols.md#aliyun-sms), so a timeout is not retried here.
 */
async function fetchReply(url: string): Promise<SendSmsReply> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(8000) });
  } catch (error) {
    throw new UpstreamError('短信服务', (error as Error).message);
  }
  let reply: SendSmsReply | undefined;
  try {
    reply = (await response.json()) as SendSmsReply;
  } catch {
    reply = undefined;
  }
  if (!reply || typeof reply !== 'object' || (!response.ok && !reply.Code)) {
    throw new UpstreamError('短信服务', `HTTP ${response.status}`);
  }
  return reply;
}

export type SmsClient = ReturnType<typeof smsClient>;
