import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { percentEncode } from '../sms/percent-encode';

/**
 * AWS Signature Version 4 as S3 checks it ("Authenticating Requests (AWS Signature Version 4)" in the S3
 * API reference). Written from that text, not shared with any client: a helper used by both sides would
 * hide a mistake on both.
 */

export const ALGORITHM = 'AWS4-HMAC-SHA256';

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** What a signature covers. */
export interface SignedParts {
  method: string;
  /** The path exactly as it arrived, before the '?'. */
  rawPath: string;
  /** The query's parameters, decoded (the presigned signature itself left out). */
  query: [string, string][];
  /** Every header the request carries, by lower-case name; repeated ones joined with ','. */
  headers: Record<string, string>;
  /** The lower-case header names the caller says it signed. */
  signedHeaders: string[];
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD / STREAMING-… as the caller declared it. */
  payloadHash: string;
}

/**
 * Each path segment decoded and encoded once more as RFC 3986 wants (S3 does not encode twice), so
 * `a b`, `a%20b` and `~`/`%7E` sign alike.
 */
export function canonicalUri(rawPath: string): string {
  return rawPath
    .split('/')
    .map((segment) => percentEncode(decodeURIComponent(segment)))
    .join('/');
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Names and values encoded, sorted by name and then by value; a name without a value keeps its '='. */
export function canonicalQuery(query: [string, string][]): string {
  return query
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([a, x], [b, y]) => byCodePoint(a, b) || byCodePoint(x, y))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** A header value as signed: trimmed, runs of spaces inside it made one. */
const canonicalValue = (value: string) => value.trim().replace(/\s+/g, ' ');

export function canonicalRequest(parts: SignedParts): string {
  const names = [...parts.signedHeaders].sort(byCodePoint);
  const headers = names.map((name) => `${name}:${canonicalValue(parts.headers[name] ?? '')}\n`).join('');
  return [
    parts.method,
    canonicalUri(parts.rawPath),
    canonicalQuery(parts.query),
    headers,
    names.join(';'),
    parts.payloadHash,
  ].join('\n');
}

/** `<date>/<region>/s3/aws4_request`, the credential scope without the key id. */
export interface Scope {
  date: string;
  region: string;
  service: string;
  terminal: string;
}

export const scopeText = (s: Scope) => `${s.date}/${s.region}/${s.service}/${s.terminal}`;

export function stringToSign(amzDate: string, scope: Scope, canonical: string): string {
  return [ALGORITHM, amzDate, scopeText(scope), sha256Hex(canonical)].join('\n');
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** HMAC chain: "AWS4" + secret → date → region → service → "aws4_request"; then the string to sign. */
export function signatureOf(secret: string, scope: Scope, toSign: string): string {
  const key = [scope.date, scope.region, scope.service, scope.terminal].reduce<Buffer | string>(
    (k, part) => hmac(k, part),
    `AWS4${secret}`,
  );
  return createHmac('sha256', key).update(toSign).digest('hex');
}

/** Constant-time comparison of hex signatures. */
export function sameSignature(expected: string, presented: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `20130524T000000Z` → milliseconds, or NaN when it is not of that form. */
export function parseAmzDate(text: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** S3 writes times in its errors without milliseconds: 2013-05-24T00:00:00Z. */
export const isoSeconds = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
