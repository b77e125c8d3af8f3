import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkKey, type ObjectStore } from './object-store';

export interface S3StoreOptions {
  /** The S3 endpoint (read at first use: the mounted sandbox's is known once the server listens). */
  endpoint: () => string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle: boolean;
  /** Milliseconds; injectable so tests can sign URLs that have already expired. */
  now?: () => number;
}

export interface S3Store extends ObjectStore {
  readonly kind: 's3';
  /** Resolves when the bucket answers a HeadBucket within `timeoutMs` (the health answer asks). */
  check(timeoutMs: number): Promise<void>;
}

/**
 * An S3-compatible bucket through the AWS SDK: AWS S3, Aliyun OSS, Tencent COS, MinIO, or the sandbox's
 * stand-in. Objects are written without an ACL, so they stay as private as the bucket.
 */
export function s3Store(opts: S3StoreOptions): S3Store {
  const now = opts.now ?? Date.now;
  let client: S3Client | undefined;
  const s3 = () => {
    client ??= new S3Client({
      endpoint: opts.endpoint(),
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
      // The SDK's default CRC32 headers (since 3.729) are refused by several S3-compatible stores; the
      // SigV4 payload hash already covers the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return client;
  };
  const Bucket = opts.bucket;

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await s3().send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const got = await s3().send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return {
          body: got.Body as Readable,
          contentType: got.ContentType ?? 'application/octet-stream',
          size: got.ContentLength ?? 0,
        };
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await s3().send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async signedUrl(key, ttlSeconds) {
      const command = new GetObjectCommand({ Bucket, Key: checkKey(key) });
      return getSignedUrl(s3(), command, { expiresIn: ttlSeconds, signingDate: new Date(now()) });
    },
    async check(timeoutMs) {
      await s3().send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
    },
    close() {
      client?.destroy();
    },
  };
}
