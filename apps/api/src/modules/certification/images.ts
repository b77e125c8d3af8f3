import { randomBytes } from 'node:crypto';
import type { Sharp } from 'sharp';
import sharp from 'sharp';
import type { ObjectStore } from '../../adapters/object-store';
import { openImage, PIXEL_LIMITS } from '../../platform/image-guard';

/** Per uploaded file, before re-encoding. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** Smaller than this cannot show an ID card or a face legibly. */
export const MIN_SIDE = 200;

export type Checked =
  | { ok: true; image: Sharp }
  | { ok: false; reason: 'type' | 'unreadable' | 'too_small' }
  | { ok: false; reason: 'too_many_pixels'; size: string };

/**
 * Judges an uploaded photo from its first bytes and its header, nothing decoded yet: a JPEG, PNG or WebP
 * that is what it claims, at least MIN_SIDE on its shorter side and within the photo's pixel limit.
 */
export async function checkImage(bytes: Buffer): Promise<Checked> {
  const opened = await openImage(bytes, PIXEL_LIMITS.photo);
  if (!opened.ok) return opened;
  // Orientations 5–8 swap the sides, but the shorter side stays the shorter side.
  if (Math.min(opened.width, opened.height) < MIN_SIDE) return { ok: false, reason: 'too_small' };
  return { ok: true, image: opened.image };
}

/**
 * Decodes a checked photo and re-encodes it as a fresh JPEG (null when the pixels do not decode): EXIF
 * orientation applied, then every piece of metadata (EXIF with GPS, XMP, ICC, comments) left behind, because
 * sharp writes none unless asked. Re-encoding also means the stored bytes are pixels we produced, never a
 * file the uploader crafted.
 */
export async function reencodeImage(image: Sharp, shape: 'document' | 'portrait'): Promise<Buffer | null> {
  try {
    const oriented = image.rotate();
    const sized =
      shape === 'document'
        ? oriented.resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
        : oriented.resize({ width: 512, height: 512, fit: 'cover', position: sharp.strategy.attention });
    return await sized.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch {
    return null;
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
