import type { Buckets, ObjectMeta } from './buckets';
import type { Payload } from './payload';
import { noSuchKey, notImplemented, S3Error, unsupported } from './s3-error';

/** An answer to send: status, headers and, except for HEAD, a body. */
export interface S3Reply {
  status: number;
  headers: Record<string, string>;
  body?: Buffer | string;
}

/** An object operation's request, parsed. */
export interface ObjectRequest {
  method: string;
  bucket: string;
  key: string;
  /** Decoded query parameters (the last of a repeated name). */
  query: Map<string, string>;
  headers: Record<string, string>;
  payload: Payload;
  now: number;
}

/** Headers S3 keeps with an object when they come with the upload. */
const KEPT = ['cache-control', 'content-disposition', 'content-encoding', 'content-language', 'expires'];

/** Query parameters of a presigned or signed GET that replace a stored header in the answer. */
const OVERRIDES = [
  ['response-content-type', 'content-type'],
  ['response-content-language', 'content-language'],
  ['response-expires', 'expires'],
  ['response-cache-control', 'cache-control'],
  ['response-content-disposition', 'content-disposition'],
  ['response-content-encoding', 'content-encoding'],
] as const;

function keptHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (KEPT.includes(name) || name.startsWith('x-amz-meta-')) kept[name] = value;
  }
  // aws-chunked describes how this upload travelled, not the object: S3 drops it.
  const encoding = (kept['content-encoding'] ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e && e !== 'aws-chunked')
    .join(',');
  if (encoding) kept['content-encoding'] = encoding;
  else delete kept['content-encoding'];
  return kept;
}

async function putObject(buckets: Buckets, r: ObjectRequest): Promise<S3Reply> {
  if (r.headers['x-amz-copy-source'] !== undefined) throw notImplemented('x-amz-copy-source');
  const meta = await buckets.put(r.bucket, r.key, r.payload.data, {
    lastModified: r.now,
    contentType: r.headers['content-type'] || 'binary/octet-stream',
    headers: keptHeaders(r.headers),
    checksum: r.payload.checksum,
  });
  const checksum = meta.checksum ? { [`x-amz-checksum-${meta.checksum.algorithm}`]: meta.checksum.value } : {};
  return { status: 200, headers: { etag: meta.etag, ...checksum } };
}

const etagMatches = (list: string, etag: string) =>
  list.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag || `"${t}"` === etag;
  });

/** S3's order: If-Match, then If-Unmodified-Since (412); If-None-Match, then If-Modified-Since (304). */
function preconditionReply(meta: ObjectMeta, headers: Record<string, string>): S3Reply | null {
  const modified = Math.floor(meta.lastModified / 1000) * 1000;
  const failed = (condition: string) =>
    new S3Error(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', [
      ['Condition', condition],
    ]);
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined && !etagMatches(ifMatch, meta.etag)) throw failed('If-Match');
  const unmodifiedSince = Date.parse(headers['if-unmodified-since'] ?? '');
  if (ifMatch === undefined && modified > unmodifiedSince) throw failed('If-Unmodified-Since');
  const notModified = { status: 304, headers: { etag: meta.etag, 'last-modified': new Date(modified).toUTCString() } };
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return etagMatches(ifNoneMatch, meta.etag) ? notModified : null;
  const modifiedSince = Date.parse(headers['if-modified-since'] ?? '');
  return modified <= modifiedSince ? notModified : null;
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else (several ranges, bad syntax) is ignored. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const m = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const unsatisfiable = () =>
    new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable', [
      ['RangeRequested', header as string],
      ['ActualObjectSize', String(size)],
    ]);
  if (m[1] === '') {
    const last = Number(m[2]);
    if (last === 0 || size === 0) throw unsatisfiable();
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(m[1]);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) throw unsatisfiable();
  return { start, end: m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1) };
}

async function readObject(buckets: Buckets, r: ObjectRequest): Promise<S3Reply> {
  const stored = await buckets.get(r.bucket, r.key);
  if (!stored) throw noSuchKey(r.key);
  const { meta, data } = stored;
  const unchanged = preconditionReply(meta, r.headers);
  if (unchanged) return unchanged;
  const headers: Record<string, string> = {
    'content-type': meta.contentType,
    etag: meta.etag,
    'last-modified': new Date(meta.lastModified).toUTCString(),
    'accept-ranges': 'bytes',
    ...meta.headers,
  };
  for (const [param, header] of OVERRIDES) {
    const value = r.query.get(param);
    if (value !== undefined) headers[header] = value;
  }
  const range = byteRange(r.headers.range, meta.size);
  // A presigned URL carries the x-amz-* headers it was signed with in its query.
  const checksumMode = r.headers['x-amz-checksum-mode'] ?? r.query.get('x-amz-checksum-mode');
  if (checksumMode === 'ENABLED' && meta.checksum && !range) {
    headers[`x-amz-checksum-${meta.checksum.algorithm}`] = meta.checksum.value;
  }
  const body = range ? data.subarray(range.start, range.end + 1) : data;
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${meta.size}`;
  headers['content-length'] = String(body.length);
  return { status: range ? 206 : 200, headers, body: r.method === 'HEAD' ? undefined : body };
}

/** The query parameters that name another operation on the object (ACLs, tags, multipart uploads, …). */
const SUBRESOURCES = [
  'acl',
  'attributes',
  'legal-hold',
  'partNumber',
  'restore',
  'retention',
  'select',
  'tagging',
  'torrent',
  'uploadId',
  'uploads',
  'versionId',
];

/** PutObject, GetObject, HeadObject and DeleteObject; the bucket is known to exist. */
export async function objectOperation(buckets: Buckets, r: ObjectRequest): Promise<S3Reply> {
  const other = SUBRESOURCES.find((name) => r.query.has(name));
  if (other) throw unsupported(`?${other}`);
  if (Buffer.byteLength(r.key) > 1024) {
    throw new S3Error(400, 'KeyTooLongError', 'Your key is too long', [
      ['MaxSizeAllowed', '1024'],
      ['Size', String(Buffer.byteLength(r.key))],
    ]);
  }
  switch (r.method) {
    case 'PUT':
      return putObject(buckets, r);
    case 'GET':
    case 'HEAD':
      return readObject(buckets, r);
    case 'DELETE':
      await buckets.delete(r.bucket, r.key);
      return { status: 204, headers: {} };
    default:
      throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', [
        ['Method', r.method],
        ['ResourceType', 'OBJECT'],
      ]);
  }
}
