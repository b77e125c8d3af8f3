import { accessDenied, hexBytes, notImplemented, S3Error } from './s3-error';
import {
  ALGORITHM,
  canonicalRequest,
  isoSeconds,
  parseAmzDate,
  type Scope,
  type SignedParts,
  sameSignature,
  signatureOf,
  stringToSign,
} from './sigv4';

/** The one account the stand-in has: its key pair and the region its endpoint belongs to. */
export interface S3Account {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** A request as the signature check needs it. */
export interface S3Request {
  method: string;
  rawPath: string;
  /** The query's parameters, decoded, in the order sent. */
  query: [string, string][];
  /** Every header by lower-case name (repeated ones joined with ','). */
  headers: Record<string, string>;
}

/** S3 accepts a request time up to 15 minutes from its clock. */
const MAX_SKEW_MS = 15 * 60_000;
/** A presigned URL lives at most a week. */
const MAX_EXPIRES_S = 604_800;

const STREAMING_SIGNED = /^STREAMING-AWS4-(HMAC-SHA256|ECDSA-P256-SHA256)-PAYLOAD(-TRAILER)?$/;
const PAYLOAD_HASH = /^([0-9a-f]{64}|UNSIGNED-PAYLOAD|STREAMING-UNSIGNED-PAYLOAD-TRAILER)$/;

type Style = 'header' | 'query';

/** AuthorizationHeaderMalformed or AuthorizationQueryParametersError, as S3 words each. */
function malformed(style: Style, detail: string, details: [string, string][] = []): S3Error {
  return style === 'header'
    ? new S3Error(400, 'AuthorizationHeaderMalformed', `The authorization header is malformed; ${detail}`, details)
    : new S3Error(
        400,
        'AuthorizationQueryParametersError',
        `Error parsing the X-Amz-Credential parameter; ${detail}`,
        details,
      );
}

/** `<key id>/<date>/<region>/s3/aws4_request`, checked against this account. */
function checkCredential(account: S3Account, style: Style, credential: string, amzDate: string): Scope {
  const parts = credential.split('/');
  if (parts.length !== 5) {
    throw malformed(
      style,
      'the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".',
    );
  }
  const [keyId, date, region, service, terminal] = parts as [string, string, string, string, string];
  if (date !== amzDate.slice(0, 8)) {
    throw malformed(style, 'Invalid credential date. Date is not the same as X-Amz-Date.');
  }
  if (region !== account.region) {
    throw malformed(style, `the region '${region}' is wrong; expecting '${account.region}'`, [
      ['Region', account.region],
    ]);
  }
  if (service !== 's3') throw malformed(style, `incorrect service "${service}". This endpoint belongs to "s3".`);
  if (terminal !== 'aws4_request') {
    throw malformed(style, `incorrect terminal "${terminal}". This endpoint uses "aws4_request".`);
  }
  if (keyId !== account.accessKeyId) {
    throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', [
      ['AWSAccessKeyId', keyId],
    ]);
  }
  return { date, region, service, terminal };
}

/** S3 refuses x-amz-* headers (and the host) that the signature does not cover. */
function checkAllSigned(request: S3Request, signed: string[]): void {
  const unsigned = Object.keys(request.headers).filter(
    (name) => (name === 'host' || name.startsWith('x-amz-')) && !signed.includes(name),
  );
  if (unsigned.length) {
    throw new S3Error(403, 'AccessDenied', 'There were headers present in the request which were not signed', [
      ['HeadersNotSigned', unsigned.join(', ')],
    ]);
  }
}

function checkSignature(account: S3Account, parts: SignedParts, amzDate: string, scope: Scope, given: string): void {
  const canonical = canonicalRequest(parts);
  const toSign = stringToSign(amzDate, scope, canonical);
  if (sameSignature(signatureOf(account.secretAccessKey, scope, toSign), given)) return;
  throw new S3Error(
    403,
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    [
      ['AWSAccessKeyId', account.accessKeyId],
      ['StringToSign', toSign],
      ['SignatureProvided', given],
      ['StringToSignBytes', hexBytes(toSign)],
      ['CanonicalRequest', canonical],
      ['CanonicalRequestBytes', hexBytes(canonical)],
    ],
  );
}

/** `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=a;b, Signature=…` (commas with or without spaces). */
function parseAuthorizationHeader(header: string) {
  const space = header.indexOf(' ');
  const algorithm = space < 0 ? header : header.slice(0, space);
  if (algorithm !== ALGORITHM) {
    throw new S3Error(
      400,
      'InvalidArgument',
      'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.',
      [
        ['ArgumentName', 'Authorization'],
        ['ArgumentValue', header],
      ],
    );
  }
  const fields = new Map(
    header
      .slice(space + 1)
      .split(',')
      .map((part) => {
        const eq = part.indexOf('=');
        return [part.slice(0, eq).trim(), part.slice(eq + 1).trim()] as const;
      }),
  );
  const credential = fields.get('Credential');
  const signedHeaders = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  if (!credential || !signedHeaders || !signature) {
    throw malformed(
      'header',
      'the authorization header requires three components: Credential, SignedHeaders, and Signature.',
    );
  }
  return { credential, signedHeaders: signedHeaders.split(';'), signature };
}

function checkHeaderAuth(account: S3Account, request: S3Request, now: number): string {
  const auth = parseAuthorizationHeader(request.headers.authorization ?? '');
  const amzDate = request.headers['x-amz-date'] ?? '';
  const at = parseAmzDate(amzDate);
  if (Number.isNaN(at)) {
    throw new S3Error(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  }
  const scope = checkCredential(account, 'header', auth.credential, amzDate);
  if (Math.abs(now - at) > MAX_SKEW_MS) {
    throw new S3Error(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
      [
        ['RequestTime', amzDate],
        ['ServerTime', isoSeconds(now)],
        ['MaxAllowedSkewMilliseconds', String(MAX_SKEW_MS)],
      ],
    );
  }
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (payloadHash === undefined) {
    throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  }
  if (STREAMING_SIGNED.test(payloadHash)) throw notImplemented('x-amz-content-sha256');
  if (!PAYLOAD_HASH.test(payloadHash)) {
    throw new S3Error(
      400,
      'InvalidArgument',
      'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-UNSIGNED-PAYLOAD-TRAILER, STREAMING-AWS4-HMAC-SHA256-PAYLOAD, STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER, STREAMING-AWS4-ECDSA-P256-SHA256-PAYLOAD, STREAMING-AWS4-ECDSA-P256-SHA256-PAYLOAD-TRAILER or a valid sha256 value.',
      [
        ['ArgumentName', 'x-amz-content-sha256'],
        ['ArgumentValue', payloadHash],
      ],
    );
  }
  checkAllSigned(request, auth.signedHeaders);
  const parts = { ...request, signedHeaders: auth.signedHeaders, payloadHash };
  checkSignature(account, parts, amzDate, scope, auth.signature);
  return payloadHash;
}

const QUERY_PARAMS = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Signature',
  'X-Amz-Date',
  'X-Amz-SignedHeaders',
  'X-Amz-Expires',
] as const;

function checkQueryAuth(account: S3Account, request: S3Request, now: number): string {
  const params = new Map(request.query);
  if (params.get('X-Amz-Algorithm') !== ALGORITHM) {
    throw new S3Error(400, 'AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  }
  if (QUERY_PARAMS.some((name) => !params.get(name))) {
    throw new S3Error(
      400,
      'AuthorizationQueryParametersError',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  const expiresText = params.get('X-Amz-Expires') as string;
  const expires = /^-?\d+$/.test(expiresText) ? Number(expiresText) : Number.NaN;
  if (Number.isNaN(expires)) {
    throw new S3Error(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires should be a number');
  }
  if (expires < 0) throw new S3Error(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be non-negative');
  if (expires > MAX_EXPIRES_S) {
    throw new S3Error(
      400,
      'AuthorizationQueryParametersError',
      `X-Amz-Expires must be less than a week (in seconds) that is; ${MAX_EXPIRES_S} seconds`,
    );
  }
  const amzDate = params.get('X-Amz-Date') as string;
  const at = parseAmzDate(amzDate);
  if (Number.isNaN(at)) {
    throw new S3Error(
      400,
      'AuthorizationQueryParametersError',
      "X-Amz-Date must be in the ISO8601 Long Format \"yyyyMMdd'T'HHmmss'Z'\"",
    );
  }
  const scope = checkCredential(account, 'query', params.get('X-Amz-Credential') as string, amzDate);
  const times: [string, string][] = [
    ['Expires', isoSeconds(at + expires * 1000)],
    ['ServerTime', isoSeconds(now)],
  ];
  if (at - now > MAX_SKEW_MS) {
    throw new S3Error(403, 'AccessDenied', 'Request is not yet valid', [['X-Amz-Date', String(at)], ...times]);
  }
  if (now > at + expires * 1000) {
    throw new S3Error(403, 'AccessDenied', 'Request has expired', [['X-Amz-Expires', expiresText], ...times]);
  }
  const signedHeaders = (params.get('X-Amz-SignedHeaders') as string).split(';');
  checkAllSigned(request, signedHeaders);
  const payloadHash = params.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  const query = request.query.filter(([name]) => name !== 'X-Amz-Signature');
  const parts = { ...request, query, signedHeaders, payloadHash };
  checkSignature(account, parts, amzDate, scope, params.get('X-Amz-Signature') as string);
  return payloadHash;
}

/**
 * Checks a request signed in its Authorization header or presigned in its query, as S3 does, and returns
 * the payload hash it declared (for the body check). An unsigned request is refused: every bucket here
 * is private.
 */
export function authenticate(account: S3Account, request: S3Request, now: number): { payloadHash: string } {
  const byHeader = request.headers.authorization !== undefined;
  const byQuery = request.query.some(([name]) => name === 'X-Amz-Algorithm' || name === 'X-Amz-Signature');
  if (byHeader && byQuery) {
    throw new S3Error(
      400,
      'InvalidArgument',
      'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
      [
        ['ArgumentName', 'Authorization'],
        ['ArgumentValue', request.headers.authorization ?? ''],
      ],
    );
  }
  if (byHeader) return { payloadHash: checkHeaderAuth(account, request, now) };
  if (byQuery) return { payloadHash: checkQueryAuth(account, request, now) };
  throw accessDenied();
}
