import type { Buckets } from './buckets';
import { listObjectsV2 } from './list-objects';
import type { S3Reply } from './object-ops';
import { noSuchBucket, S3Error, unsupported } from './s3-error';

/** S3's naming rules: 3–63 lower-case letters, digits, dots and hyphens, a letter or digit at each end, no IP. */
export const validBucketName = (name: string) =>
  /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(name) && !/^\d+\.\d+\.\d+\.\d+$/.test(name) && !name.includes('..');

/**
 * CreateBucket's region check: the LocationConstraint in the body must name the endpoint's region, and
 * may be left out only in us-east-1.
 */
function checkLocation(body: Buffer, region: string): void {
  const constraint = /<LocationConstraint>([^<]*)<\/LocationConstraint>/.exec(body.toString('utf8'))?.[1] ?? '';
  const expected = region === 'us-east-1' ? '' : region;
  if (constraint === expected) return;
  throw new S3Error(
    400,
    'IllegalLocationConstraintException',
    `The ${constraint || 'unspecified'} location constraint is incompatible for the region specific endpoint this request was sent to.`,
  );
}

/** CreateBucket, HeadBucket and ListObjectsV2; the rest (deleting, policies, ListObjects v1, …) is not here. */
export async function bucketOperation(
  buckets: Buckets,
  r: { method: string; bucket: string; query: Map<string, string>; body: Buffer; region: string },
): Promise<S3Reply> {
  if (!validBucketName(r.bucket)) {
    throw new S3Error(400, 'InvalidBucketName', 'The specified bucket is not valid.', [['BucketName', r.bucket]]);
  }
  // x-id names the SDK's operation and X-Amz-* carry a presigned signature: neither is a subresource.
  const named = [...r.query.keys()].find((name) => name !== 'x-id' && !/^x-amz-/i.test(name));
  if (r.method === 'PUT' && !named) {
    checkLocation(r.body, r.region);
    if (!(await buckets.create(r.bucket))) {
      throw new S3Error(
        409,
        'BucketAlreadyOwnedByYou',
        'Your previous request to create the named bucket succeeded and you already own it.',
        [['BucketName', r.bucket]],
      );
    }
    return { status: 200, headers: { location: `/${r.bucket}` } };
  }
  const listing = r.method === 'GET' && r.query.get('list-type') === '2';
  if ((r.method === 'HEAD' && !named) || listing) {
    if (!(await buckets.exists(r.bucket))) throw noSuchBucket(r.bucket);
    if (listing) return listObjectsV2(buckets, r.bucket, r.query);
    return { status: 200, headers: { 'x-amz-bucket-region': r.region } };
  }
  throw unsupported(`${r.method} bucket${named ? `?${named}` : ''}`);
}
