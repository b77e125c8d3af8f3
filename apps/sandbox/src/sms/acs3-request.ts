import type { IncomingHttpHeaders } from 'node:http';
import { ACS3_ALGORITHM, acs3SignatureMatches, parseAuthorization, sha256Hex } from './acs3-signature';
import { checkRequestTime, PopError } from './pop';
import type { SmsSandboxOptions } from './routes';

/** The headers Aliyun wants in every V3 signature. */
const REQUIRED_SIGNED = [
  'host',
  'x-acs-action',
  'x-acs-content-sha256',
  'x-acs-date',
  'x-acs-signature-nonce',
  'x-acs-version',
];

const incomplete = () =>
  new PopError(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
const mismatch = () =>
  new PopError(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.');

export interface Acs3Request {
  method: string;
  headers: IncomingHttpHeaders;
  query: [string, string][];
  body: Buffer;
}

/**
 * Checks a V3-signed request (an `Authorization: ACS3-HMAC-SHA256 …` header) as Aliyun does, against
 * the headers it says it signed; the action and version come from its x-acs-action and x-acs-version.
 */
export function checkAcs3Request(
  opts: Pick<SmsSandboxOptions, 'accessKeyId' | 'accessKeySecret' | 'now' | 'outbox'>,
  request: Acs3Request,
): { action: string; version: string } {
  const auth = parseAuthorization(request.headers.authorization ?? '');
  if (!auth) throw incomplete();
  if (auth.algorithm !== ACS3_ALGORITHM) {
    throw new PopError(400, 'InvalidSignatureMethod', 'Specified signature method is not valid.');
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[name] = value;
  // Signed: the required headers and every x-acs-* one sent. Sent: every signed one.
  const signed = auth.signedHeaders;
  const sent = Object.keys(headers);
  const complete =
    REQUIRED_SIGNED.every((name) => signed.includes(name)) &&
    sent.every((name) => !name.startsWith('x-acs-') || signed.includes(name)) &&
    signed.every((name) => sent.includes(name));
  if (!complete) throw incomplete();
  if (auth.accessKeyId !== opts.accessKeyId) {
    throw new PopError(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
  }
  checkRequestTime(headers['x-acs-date'] ?? '', opts.now());
  // The hash is signed, so a body other than the one hashed is a signature that does not match.
  const payloadHash = sha256Hex(request.body);
  if (headers['x-acs-content-sha256'] !== payloadHash) throw mismatch();
  const covered = { method: request.method, query: request.query, headers, signedHeaders: signed, payloadHash };
  if (!acs3SignatureMatches(covered, opts.accessKeySecret, auth.signature)) throw mismatch();
  if (!opts.outbox.claimNonce(headers['x-acs-signature-nonce'] ?? '')) {
    throw new PopError(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
  }
  return { action: headers['x-acs-action'] ?? '', version: headers['x-acs-version'] ?? '' };
}
