import { createHmac, timingSafeEqual } from 'node:crypto';
import { percentEncode as encode } from './percent-encode';

/**
 * Aliyun's RPC-V1 signature, checked the way Aliyun checks it (docs/protocols.md#aliyun-sms). Written apart from
 * the API adapter's on purpose: one shared helper would hide the same mistake on both sides.
 */

/** `METHOD&%2F&encode(k=v&… sorted by key)` over every parameter but Signature. */
export function stringToSign(method: string, params: Record<string, string>): string {
  const pairs = Object.entries(params)
    .filter(([key]) => key !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  return `${method}&${encode('/')}&${encode(pairs)}`;
}

export function sign(method: string, params: Record<string, string>, accessKeySecret: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(method, params)).digest('base64');
}

/** Whether the presented signature is the one we compute (compared in constant time). */
export function signatureMatches(
  method: string,
  params: Record<string, string>,
  accessKeySecret: string,
  presented: string,
): boolean {
  const expected = Buffer.from(sign(method, params, accessKeySecret));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
