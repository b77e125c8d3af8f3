import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { percentEncode } from './percent-encode';

/**
 * Aliyun's V3 signature (ACS3-HMAC-SHA256), checked the way Aliyun's "V3版本请求体&签名机制" describes it.
 * The SDKs sign with it by default.
 */

export const ACS3_ALGORITHM = 'ACS3-HMAC-SHA256';

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** What a V3 signature covers. */
export interface Acs3Signed {
  method: string;
  /** The query string's parameters (a form body is covered through its hash). */
  query: [string, string][];
  /** Header values by lowercase name. */
  headers: Record<string, string>;
  /** The lowercase header names the Authorization header says are signed. */
  signedHeaders: string[];
  /** Hex SHA-256 of the body as received. */
  payloadHash: string;
}

const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * METHOD, the path ('/' for RPC-style APIs such as SendSms), the query sorted by name and encoded,
 * each signed header as `name:trimmed value` plus a newline, the signed names joined by ';', the
 * body's hash; joined by newlines.
 */
export function canonicalRequest(signed: Acs3Signed): string {
  const query = [...signed.query]
    .sort(byName)
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
    .join('&');
  const names = [...signed.signedHeaders].sort();
  const headers = names.map((name) => `${name}:${(signed.headers[name] ?? '').trim()}\n`).join('');
  return [signed.method, '/', query, headers, names.join(';'), signed.payloadHash].join('\n');
}

/** Hex HMAC-SHA256 under the secret itself (no '&', unlike V1) of `ACS3-HMAC-SHA256\n` + hex SHA-256 of the request. */
export function acs3Signature(canonical: string, accessKeySecret: string): string {
  const stringToSign = `${ACS3_ALGORITHM}\n${sha256Hex(canonical)}`;
  return createHmac('sha256', accessKeySecret).update(stringToSign).digest('hex');
}

/** Whether the presented signature is the one we compute (compared in constant time). */
export function acs3SignatureMatches(signed: Acs3Signed, accessKeySecret: string, presented: string): boolean {
  const expected = Buffer.from(acs3Signature(canonicalRequest(signed), accessKeySecret));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface Authorization {
  algorithm: string;
  accessKeyId: string;
  signedHeaders: string[];
  signature: string;
}

/** `<algorithm> Credential=<id>,SignedHeaders=<a;b;…>,Signature=<hex>`; null when it is not of that form. */
export function parseAuthorization(header: string): Authorization | null {
  const match = /^(\S+) Credential=([^,]+),SignedHeaders=([^,]+),Signature=([^,]+)$/.exec(header.trim());
  if (!match) return null;
  const [, algorithm = '', accessKeyId = '', signedHeaders = '', signature = ''] = match;
  return { algorithm, accessKeyId, signedHeaders: signedHeaders.split(';'), signature };
}
