import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { coachProfiles } from '../../db/schema';
import { login, openid } from '../../test/test-app';

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
