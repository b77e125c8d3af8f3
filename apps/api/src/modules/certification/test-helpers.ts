import { randomInt } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { SANDBOX_S3 } from '@xueche/sandbox';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { diskStore } from '../../adapters/object-store-disk';
import { s3Store } from '../../adapters/object-store-s3';
import type { Db } from '../../db/client';
import { coachProfiles } from '../../db/schema';
import { login, openid, type TestApp } from '../../test/test-app';

export interface Part {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipart(parts: Part[], fields: Record<string, string> = {}) {
  const boundary = `----xueche${randomInt(1e9)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\ncontent-type: ${p.type}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A photo-like image: a gradient, so the encoder has something to do. */
export async function photo(
  format: 'jpeg' | 'png' | 'webp',
  width = 1200,
  height = 900,
  exif?: Record<string, Record<string, string>>,
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  }
  let img = sharp(raw, { raw: { width, height, channels: 3 } });
  img = format === 'jpeg' ? img.jpeg() : format === 'png' ? img.png() : img.webp();
  if (exif) img = img.withExif(exif);
  return img.toBuffer();
}

/** The tags of a JPEG's EXIF IFD0 (sharp's `metadata().exif` is "Exif\0\0" + a TIFF structure). */
export function exifTags(exif: Buffer | undefined): number[] {
  if (!exif || exif.length < 14) return [];
  const tiff = exif.subarray(6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  const tags: number[] = [];
  for (let i = 0; i < u16(ifd); i++) tags.push(u16(ifd + 2 + i * 12));
  return tags;
}
export const GPS_IFD_TAG = 0x8825;

export const GPS_EXIF = {
  IFD0: { Make: 'TestCam', Model: 'Phone X' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '39/1 54/1 2700/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '116/1 23/1 0/1',
  },
};

/** A coach who has verified their phone: logged in as user type 2, with a coach_profiles row. */
export async function makeCoach(app: FastifyInstance, db: Db, realName = '张三明') {
  const { token, result } = await login(app, { openid: openid('coach'), type: 2 });
  const phone = `139${String(randomInt(1e8)).padStart(8, '0')}`;
  await db.insert(coachProfiles).values({ userId: result.analysis.id, realName, phone });
  return { token, id: result.analysis.id, did: result.did, phone };
}

export type StoreKind = 'disk' | 's3';

/**
 * The test app's uploads as a second reader sees them: the same folder, or the same bucket on the
 * sandbox's stand-in through the AWS SDK. `signedAnHourAgo` signs links on a clock an hour behind.
 */
export function storeReader(kind: StoreKind, t: TestApp, opsToken: string, opts: { signedAnHourAgo?: boolean } = {}) {
  const now = opts.signedAnHourAgo ? () => Date.now() - 3600_000 : Date.now;
  const s3 = {
    endpoint: () => `${t.url}/sandbox/s3`,
    region: SANDBOX_S3.region,
    bucket: SANDBOX_S3.bucket,
    accessKeyId: SANDBOX_S3.accessKeyId,
    secretAccessKey: SANDBOX_S3.secretAccessKey,
    forcePathStyle: true,
  };
  const store =
    kind === 'disk' ? diskStore({ root: join(t.dataDir, 'uploads'), secret: opsToken, now }) : s3Store({ ...s3, now });
  return {
    signedUrl: (key: string, ttlSeconds: number) => store.signedUrl(key, ttlSeconds),
    async bytes(key: string): Promise<Buffer> {
      const object = await store.get(key);
      if (!object) throw new Error(`nothing stored at ${key}`);
      return Buffer.from(await buffer(object.body));
    },
    /** The file names stored in a folder. */
    async names(folder: 'cert' | 'portraits'): Promise<string[]> {
      if (kind === 'disk') {
        const dir = join(t.dataDir, 'uploads', folder);
        return existsSync(dir) ? readdirSync(dir) : [];
      }
      const client = new S3Client({
        ...s3,
        endpoint: s3.endpoint(),
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      });
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${folder}/` }));
      client.destroy();
      return (listed.Contents ?? []).map((c) => String(c.Key).slice(folder.length + 1));
    },
  };
}
