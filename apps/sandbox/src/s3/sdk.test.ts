import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_S3 } from '../index';
import { closeSandbox, startSandbox } from '../test/sandbox';

// The AWS SDK for JavaScript v3, unchanged, against the stand-in on a real port and the real clock (the
// SDK dates its requests itself). The endpoint carries the mount path; path-style addressing puts the
// bucket after it, and the SDK signs the whole path.
let app: FastifyInstance;
let endpoint: string;
let s3: S3Client;
beforeAll(async () => {
  app = await startSandbox();
  await app.listen({ host: '127.0.0.1', port: 0 });
  endpoint = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sandbox/s3`;
  s3 = client();
});
afterAll(() => closeSandbox(app));

const Bucket = SANDBOX_S3.bucket;

function client(credentials: { accessKeyId?: string; secretAccessKey?: string; region?: string } = {}) {
  return new S3Client({
    endpoint,
    forcePathStyle: true,
    region: credentials.region ?? SANDBOX_S3.region,
    credentials: {
      accessKeyId: credentials.accessKeyId ?? SANDBOX_S3.accessKeyId,
      secretAccessKey: credentials.secretAccessKey ?? SANDBOX_S3.secretAccessKey,
    },
    // One attempt: a refusal is the answer under test, not something to retry.
    maxAttempts: 1,
  });
}

/** The SDK's error for a refused call: its S3 code, status and the XML fields it read. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof S3ServiceException)) throw new Error(`expected an S3 refusal, got ${String(error)}`);
  return { name: error.name, status: error.$metadata.httpStatusCode, error };
}

/** An S3 XML error body's elements. */
function xmlFields(xml: string): Record<string, string> {
  return Object.fromEntries([...xml.matchAll(/<(\w[\w-]*)>([^<]*)<\/\1>/g)].map((m) => [m[1], m[2]]));
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

describe('objects through the AWS SDK', () => {
  it('puts, heads, gets (whole and a range) and deletes an object', async () => {
    const Key = 'photos/张三 a+b~c.jpg';
    const data = Buffer.from('not really a JPEG, but bytes all the same');
    const put = await s3.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: data,
        ContentType: 'image/jpeg',
        CacheControl: 'private, max-age=60',
        Metadata: { owner: 'coach-7' },
      }),
    );
    expect(put.ETag).toBe(`"${md5(data)}"`);
    expect(put.ChecksumCRC32).toEqual(expect.any(String));

    const head = await s3.send(new HeadObjectCommand({ Bucket, Key }));
    expect(head).toMatchObject({ ContentLength: data.length, ContentType: 'image/jpeg', ETag: put.ETag });

    const got = await s3.send(new GetObjectCommand({ Bucket, Key }));
    expect(
      Buffer.from(
        await (got.Body as Readable & { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      ),
    ).toEqual(data);
    expect(got).toMatchObject({
      ContentType: 'image/jpeg',
      CacheControl: 'private, max-age=60',
      Metadata: { owner: 'coach-7' },
      ChecksumCRC32: put.ChecksumCRC32,
    });

    const part = await s3.send(new GetObjectCommand({ Bucket, Key, Range: 'bytes=4-9' }));
    expect(part.ContentRange).toBe(`bytes 4-9/${data.length}`);
    expect(await part.Body?.transformToString()).toBe('really');

    const beyond = await refusal(s3.send(new GetObjectCommand({ Bucket, Key, Range: 'bytes=900-' })));
    expect([beyond.name, beyond.status]).toEqual(['InvalidRange', 416]);

    await s3.send(new DeleteObjectCommand({ Bucket, Key }));
    const gone = await refusal(s3.send(new GetObjectCommand({ Bucket, Key })));
    expect([gone.name, gone.status, gone.error.message]).toEqual([
      'NoSuchKey',
      404,
      'The specified key does not exist.',
    ]);
    // HEAD answers have no body: the SDK names the status.
    const headGone = await refusal(s3.send(new HeadObjectCommand({ Bucket, Key })));
    expect([headGone.name, headGone.status]).toEqual(['NotFound', 404]);
  });

  it('takes a stream of unknown checksum (aws-chunked, CRC32 in a trailer)', async () => {
    const parts = [Buffer.from('first part, '), Buffer.from('second part')];
    const Key = 'streams/two-parts.txt';
    await s3.send(
      new PutObjectCommand({ Bucket, Key, Body: Readable.from(parts), ContentLength: 23, ContentType: 'text/plain' }),
    );
    const got = await s3.send(new GetObjectCommand({ Bucket, Key }));
    expect(await got.Body?.transformToString()).toBe('first part, second part');
    // The transfer encoding is not kept as the object's.
    expect(got.ContentEncoding).toBeUndefined();
  });

  it('creates and heads buckets, and names a missing one', async () => {
    const name = `photos-${Date.now().toString(36)}`;
    await s3.send(new CreateBucketCommand({ Bucket: name }));
    expect((await s3.send(new HeadBucketCommand({ Bucket: name }))).$metadata.httpStatusCode).toBe(200);
    const again = await refusal(s3.send(new CreateBucketCommand({ Bucket: name })));
    expect([again.name, again.status]).toEqual(['BucketAlreadyOwnedByYou', 409]);

    const missing = await refusal(s3.send(new GetObjectCommand({ Bucket: 'no-such-bucket', Key: 'a.jpg' })));
    expect([missing.name, missing.status]).toEqual(['NoSuchBucket', 404]);
  });
});

describe('listing', () => {
  it('lists keys in order under a prefix, a page at a time, folding at a delimiter', async () => {
    const bucket = `listing-${Date.now().toString(36)}`;
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const keys = ['cert/b.jpg', 'cert/a.jpg', 'cert/old/c.jpg', 'portraits/p.jpg', 'readme.txt'];
    for (const Key of keys) await s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: Key }));

    const first = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'cert/', MaxKeys: 2 }));
    expect(first.Contents?.map((c) => c.Key)).toEqual(['cert/a.jpg', 'cert/b.jpg']);
    expect(first).toMatchObject({ IsTruncated: true, KeyCount: 2 });
    expect(first.Contents?.[0]).toMatchObject({ Size: 10, ETag: `"${md5(Buffer.from('cert/a.jpg'))}"` });
    const rest = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: 'cert/', ContinuationToken: first.NextContinuationToken }),
    );
    expect(rest.Contents?.map((c) => c.Key)).toEqual(['cert/old/c.jpg']);
    expect(rest.IsTruncated).toBe(false);

    const top = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Delimiter: '/' }));
    expect(top.Contents?.map((c) => c.Key)).toEqual(['readme.txt']);
    expect(top.CommonPrefixes?.map((p) => p.Prefix)).toEqual(['cert/', 'portraits/']);
  });
});

describe('signatures', () => {
  it('refuses a wrong secret, an unknown key id and another region', async () => {
    const wrongSecret = await refusal(
      client({ secretAccessKey: 'not-the-secret' }).send(new PutObjectCommand({ Bucket, Key: 'x.txt', Body: 'x' })),
    );
    expect([wrongSecret.name, wrongSecret.status]).toEqual(['SignatureDoesNotMatch', 403]);
    expect(wrongSecret.error.message).toBe(
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
    // Nothing was stored by the refused call.
    expect((await refusal(s3.send(new HeadObjectCommand({ Bucket, Key: 'x.txt' })))).status).toBe(404);

    const unknown = await refusal(client({ accessKeyId: 'someone-else' }).send(new HeadBucketCommand({ Bucket })));
    expect(unknown.status).toBe(403);
    const unknownGet = await refusal(
      client({ accessKeyId: 'someone-else' }).send(new GetObjectCommand({ Bucket, Key: 'x.txt' })),
    );
    expect(unknownGet.name).toBe('InvalidAccessKeyId');

    const elsewhere = await refusal(client({ region: 'eu-west-1' }).send(new GetObjectCommand({ Bucket, Key: 'x' })));
    expect([elsewhere.name, elsewhere.status]).toEqual(['AuthorizationHeaderMalformed', 400]);
    expect(elsewhere.error.message).toContain("the region 'eu-west-1' is wrong; expecting 'us-east-1'");
  });

  it('refuses a request without a signature: every bucket is private', async () => {
    const res = await fetch(`${endpoint}/${Bucket}/anything.jpg`);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('application/xml');
    expect(xmlFields(await res.text())).toMatchObject({ Code: 'AccessDenied', Message: 'Access Denied' });
  });
});

describe('presigned URLs fetched with plain fetch', () => {
  const Key = 'cert/licence.jpg';
  const data = Buffer.from('a licence photo');
  beforeAll(async () => {
    await s3.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType: 'image/jpeg' }));
  });

  it('serves the object to whoever holds a live URL, with the answer headers it names', async () => {
    const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket, Key }), { expiresIn: 600 });
    expect(url.startsWith(`${endpoint}/${Bucket}/cert/licence.jpg?`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(data);

    const download = await getSignedUrl(
      s3,
      new GetObjectCommand({ Bucket, Key, ResponseContentDisposition: 'attachment; filename="licence.jpg"' }),
      { expiresIn: 60 },
    );
    expect((await fetch(download)).headers.get('content-disposition')).toBe('attachment; filename="licence.jpg"');
  });

  it('refuses an expired URL with S3’s "Request has expired"', async () => {
    // Signed an hour ago for 60 seconds: expired 59 minutes ago, whatever the machine's speed.
    const signedAt = new Date(Date.now() - 3600_000);
    const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket, Key }), { expiresIn: 60, signingDate: signedAt });
    const res = await fetch(url);
    expect(res.status).toBe(403);
    const fields = xmlFields(await res.text());
    expect(fields).toMatchObject({
      Code: 'AccessDenied',
      Message: 'Request has expired',
      'X-Amz-Expires': '60',
      Expires: `${new Date(Math.floor(signedAt.getTime() / 1000) * 1000 + 60_000).toISOString().slice(0, 19)}Z`,
    });
    expect(fields.ServerTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(fields.RequestId).toMatch(/^[A-Z0-9]{16}$/);
  });

  it('refuses a URL changed after signing: another key, a longer life, another signature', async () => {
    const url = new URL(await getSignedUrl(s3, new GetObjectCommand({ Bucket, Key }), { expiresIn: 60 }));
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace('licence.jpg', 'id-front.jpg');
    const longer = new URL(url);
    longer.searchParams.set('X-Amz-Expires', '604800');
    const forged = new URL(url);
    const signature = forged.searchParams.get('X-Amz-Signature') as string;
    forged.searchParams.set('X-Amz-Signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    for (const tampered of [otherKey, longer, forged]) {
      const res = await fetch(tampered);
      expect(res.status, tampered.toString()).toBe(403);
      const fields = xmlFields(await res.text());
      expect(fields.Code).toBe('SignatureDoesNotMatch');
      expect(fields.StringToSign).toContain('AWS4-HMAC-SHA256');
    }
  });

  it('refuses a URL signed with a wrong secret, and one that would live past a week', async () => {
    const wrong = await getSignedUrl(client({ secretAccessKey: 'guessed' }), new GetObjectCommand({ Bucket, Key }), {
      expiresIn: 60,
    });
    const res = await fetch(wrong);
    expect(res.status).toBe(403);
    expect(xmlFields(await res.text()).Code).toBe('SignatureDoesNotMatch');

    const tooLong = new URL(await getSignedUrl(s3, new GetObjectCommand({ Bucket, Key }), { expiresIn: 60 }));
    tooLong.searchParams.set('X-Amz-Expires', '604801');
    const refused = await fetch(tooLong);
    expect(refused.status).toBe(400);
    expect(xmlFields(await refused.text())).toMatchObject({
      Code: 'AuthorizationQueryParametersError',
      Message: 'X-Amz-Expires must be less than a week (in seconds) that is; 604800 seconds',
    });
  });
});
