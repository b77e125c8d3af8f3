import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { ObjectStore } from '../../adapters/object-store';

/** Per uploaded file, before re-encoding. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** Decompression bombs: a small file can claim a huge canvas; sharp refuses past this before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Smaller than this cannot show an ID card or a face legibly. */
export const MIN_SIDE = 200;

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The type from the file's first bytes (magic numbers); the name and the browser's content type are not trusted. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export type Prepared = { ok: true; jpeg: Buffer } | { ok: false; reason: 'type' | 'unreadable' | 'too_small' };

/**
 * Sniffs, decodes and re-encodes an uploaded photo as a fresh JPEG: EXIF orientation applied, then every
 * piece of metadata (EXIF with GPS, XMP, ICC, comments) left behind, because sharp writes none unless asked.
 * Re-encoding also means the stored bytes are pixels we produced, never a file the uploader crafted.
 */
export async function prepareImage(bytes: Buffer, shape: 'document' | 'portrait'): Promise<Prepared> {
  const type = sniffImage(bytes);
  if (!type) return { ok: false, reason: 'type' };
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    // The bytes must decode as the type they claim (a PNG header glued onto something else is refused).
    if (meta.format !== type || !meta.width || !meta.height) return { ok: false, reason: 'unreadable' };
    // Orientations 5–8 swap the sides, but the shorter side stays the shorter side.
    if (Math.min(meta.width, meta.height) < MIN_SIDE) return { ok: false, reason: 'too_small' };
    const oriented = input.rotate();
    const sized =
      shape === 'document'
        ? oriented.resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
        : oriented.resize({ width: 512, height: 512, fit: 'cover', position: sharp.strategy.attention });
    const jpeg = await sized.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { ok: true, jpeg };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/**
 * Stores re-encoded JPEGs under random keys, `<folder>/<32 hex digits>.jpg` (nothing about the person in
 * the name, nothing guessable), all of them or none; returns the keys.
 */
export async function storeImages(
  store: ObjectStore,
  folder: 'cert' | 'portraits' | 'pin' | 'train' | 'train-checks' | 'content',
  images: Buffer[],
): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const image of images) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.jpg`;
      await store.put(key, image, 'image/jpeg');
      keys.push(key);
    }
  } catch (error) {
    // The failed write is what to report; a leftover the cleanup could not remove is only unreferenced.
    await removeImages(store, keys).catch(() => undefined);
    throw error;
  }
  return keys;
}

export async function removeImages(store: ObjectStore, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => store.delete(key)));
}
