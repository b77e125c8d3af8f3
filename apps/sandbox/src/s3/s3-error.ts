import { randomBytes } from 'node:crypto';
import { XML_DECLARATION, xmlElement } from './xml';

/**
 * A refusal in S3's shape: an HTTP status, S3's error code and sentence, and the extra elements S3 adds
 * for that code (e.g. `Key` for NoSuchKey, `StringToSign` for SignatureDoesNotMatch), in S3's order.
 */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: [string, string][] = [],
  ) {
    super(message);
  }
}

/** S3's request ids: 16 upper-case letters and digits, and a longer base64 "host id". */
export function newRequestIds(): { requestId: string; hostId: string } {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const requestId = Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('');
  return { requestId, hostId: randomBytes(56).toString('base64') };
}

/** `<?xml …?>\n<Error><Code>…</Code><Message>…</Message>…<RequestId>…</RequestId><HostId>…</HostId></Error>`. */
export function errorXml(error: S3Error, ids: { requestId: string; hostId: string }): string {
  const elements: [string, string][] = [
    ['Code', error.code],
    ['Message', error.message],
    ...error.details,
    ['RequestId', ids.requestId],
    ['HostId', ids.hostId],
  ];
  return `${XML_DECLARATION}<Error>${elements.map(([name, value]) => xmlElement(name, value)).join('')}</Error>`;
}

/** Space-separated hex bytes, as S3 shows StringToSignBytes and CanonicalRequestBytes. */
export const hexBytes = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'), (b) => b.toString(16).padStart(2, '0')).join(' ');

export const accessDenied = () => new S3Error(403, 'AccessDenied', 'Access Denied');

export const noSuchBucket = (bucket: string) =>
  new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', [['BucketName', bucket]]);

export const noSuchKey = (key: string) =>
  new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', [['Key', key]]);

export const notImplemented = (what: string) =>
  new S3Error(501, 'NotImplemented', 'A header you provided implies functionality that is not implemented', [
    ['Header', what],
  ]);

/** An operation S3 has and this stand-in does not (ACLs, listings, multipart uploads, …). */
export const unsupported = (operation: string) =>
  new S3Error(501, 'NotImplemented', 'The sandbox does not implement this operation', [['Operation', operation]]);
