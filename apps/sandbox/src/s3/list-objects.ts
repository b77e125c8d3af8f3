import { percentEncode } from '../sms/percent-encode';
import type { Buckets } from './buckets';
import type { S3Reply } from './object-ops';
import { S3Error } from './s3-error';
import { XML_DECLARATION, xmlElement } from './xml';

const PAGE_MAX = 1000;

/**
 * ListObjectsV2 (`GET /<bucket>?list-type=2`): keys in byte order after `start-after` or the continuation
 * token, filtered by `prefix`, folded at `delimiter` into common prefixes, `max-keys` (up to 1000) a page.
 * The continuation token is the last key of the page, base64: opaque to a client, as S3's is.
 */
export async function listObjectsV2(buckets: Buckets, bucket: string, query: Map<string, string>): Promise<S3Reply> {
  const prefix = query.get('prefix') ?? '';
  const delimiter = query.get('delimiter') ?? '';
  const maxKeysText = query.get('max-keys') ?? String(PAGE_MAX);
  if (!/^\d+$/.test(maxKeysText)) {
    throw new S3Error(400, 'InvalidArgument', 'Provided max-keys not an integer or within integer range', [
      ['ArgumentName', 'max-keys'],
      ['ArgumentValue', maxKeysText],
    ]);
  }
  const maxKeys = Math.min(Number(maxKeysText), PAGE_MAX);
  const token = query.get('continuation-token');
  const after = token !== undefined ? Buffer.from(token, 'base64').toString('utf8') : (query.get('start-after') ?? '');
  const urlEncoded = query.get('encoding-type') === 'url';
  const name = (key: string) => (urlEncoded ? percentEncode(key).replace(/%2F/g, '/') : key);

  const contents: string[] = [];
  const prefixes: string[] = [];
  let last = '';
  let truncated = false;
  for (const meta of await buckets.list(bucket)) {
    if (!meta.key.startsWith(prefix) || Buffer.compare(Buffer.from(meta.key), Buffer.from(after)) <= 0) continue;
    const cut = delimiter ? meta.key.indexOf(delimiter, prefix.length) : -1;
    const common = cut < 0 ? null : meta.key.slice(0, cut + delimiter.length);
    if (common !== null && prefixes.includes(common)) continue;
    if (contents.length + prefixes.length === maxKeys) {
      truncated = true;
      break;
    }
    if (common !== null) prefixes.push(common);
    else {
      contents.push(
        `<Contents>${[
          xmlElement('Key', name(meta.key)),
          xmlElement('LastModified', new Date(meta.lastModified).toISOString()),
          xmlElement('ETag', meta.etag),
          xmlElement('Size', String(meta.size)),
          xmlElement('StorageClass', 'STANDARD'),
        ].join('')}</Contents>`,
      );
    }
    // A folded prefix continues after every key under it.
    last = common === null ? meta.key : `${common}\u{10ffff}`;
  }

  const body = [
    xmlElement('Name', bucket),
    xmlElement('Prefix', name(prefix)),
    delimiter ? xmlElement('Delimiter', name(delimiter)) : '',
    xmlElement('MaxKeys', String(maxKeys)),
    urlEncoded ? xmlElement('EncodingType', 'url') : '',
    xmlElement('KeyCount', String(contents.length + prefixes.length)),
    xmlElement('IsTruncated', String(truncated)),
    token !== undefined ? xmlElement('ContinuationToken', token) : '',
    truncated ? xmlElement('NextContinuationToken', Buffer.from(last, 'utf8').toString('base64')) : '',
    query.has('start-after') ? xmlElement('StartAfter', name(query.get('start-after') ?? '')) : '',
    ...contents,
    ...prefixes.map((p) => `<CommonPrefixes>${xmlElement('Prefix', name(p))}</CommonPrefixes>`),
  ].join('');
  return {
    status: 200,
    headers: { 'content-type': 'application/xml' },
    body: `${XML_DECLARATION}<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${body}</ListBucketResult>`,
  };
}
