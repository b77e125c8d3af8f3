import sharp, { type Metadata, type Sharp } from 'sharp';

/**
 * Uploaded images are judged from their header before a pixel is decoded (docs/storage.md#limits). Decoding
 * costs memory and time in proportion to the pixels, and the file's size says little about them: a PNG of one
 * colour declaring 7000×7000 (interlaced, with alpha) is 210 KB, and decoding it took 1.6 s of CPU and 230 MB.
 */

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The most pixels one use takes, and the limit as a person reads it. */
export interface PixelLimit {
  pixels: number;
  zh: string;
  en: string;
}

export const PIXEL_LIMITS = {
  /**
   * Phone photos (certification, the shuttle, coach for hire, portraits, the console's article images): a
   * phone's usual photo is 12 MP (4000×3000) or 24 MP (an iPhone's 5712×4284), a 32 MP front camera's
   * 6528×4896; the 48–200 MP full-sensor modes are refused (their JPEGs rarely fit the 8 MB anyway).
   */
  photo: { pixels: 32_000_000, zh: '3200 万像素', en: '32 megapixels' },
  /** The exam site's panoramas: the largest their rule allows (2:1, 1024–8192 px wide; docs/exam-site.md). */
  panorama: { pixels: 8192 * 4096, zh: '8192×4096 像素', en: '8192×4096 pixels' },
  /** A video's cover, shown at 1280 at most: a frame of a video of 4K or less. */
  cover: { pixels: 4096 * 4096, zh: '4096×4096 像素', en: '4096×4096 pixels' },
} as const satisfies Record<string, PixelLimit>;

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

export type Opened =
  | { ok: true; type: ImageType; width: number; height: number; image: Sharp }
  | { ok: false; reason: 'type' | 'unreadable' }
  | { ok: false; reason: 'too_many_pixels'; size: string };

/**
 * Sniffs an uploaded image and reads its header (sharp's metadata() decodes no pixels, whatever size is
 * declared); refuses one of another type than it claims, or with more pixels than `limit`. Otherwise returns
 * the sharp input to decode it, itself limited to as many pixels should the header have lied.
 */
export async function openImage(bytes: Buffer, limit: PixelLimit): Promise<Opened> {
  const type = sniffImage(bytes);
  if (!type) return { ok: false, reason: 'type' };
  let meta: Metadata;
  try {
    // No limit on reading the header: the refusal below names the declared size.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const { width, height } = meta;
  // The bytes must decode as the type they claim (a PNG header glued onto something else is refused).
  if (meta.format !== type || !width || !height) return { ok: false, reason: 'unreadable' };
  if (width * height > limit.pixels) return { ok: false, reason: 'too_many_pixels', size: `${width}×${height}` };
  return { ok: true, type, width, height, image: sharp(bytes, { limitInputPixels: limit.pixels, failOn: 'error' }) };
}

/** A too-many-pixels refusal's words (message `upload_too_many_pixels`), beside the field's name. */
export const pixelWords = (size: string, limit: PixelLimit) => ({ size, max_zh: limit.zh, max_en: limit.en });
