import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { invalidField } from '../../platform/errors';

/**
 * The link a QR code may hold: a path on this app ("/poster-info/3?did=…"), or an absolute http(s) URL
 * on its own origin. Anything else (another site, "//host", javascript:, data:) is refused, naming `url`.
 */
export function allowedLink(raw: string, origin: string): string {
  const self = new URL(origin);
  const refuse = () => invalidField('url', 'qr_url_not_allowed');
  // A path must be a path: "//host" and "/\host" are other sites to a browser.
  if (raw.startsWith('//') || raw.startsWith('/\\')) throw refuse();
  let url: URL;
  try {
    url = new URL(raw, self);
  } catch {
    throw refuse();
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== self.origin) throw refuse();
  if (url.username || url.password) throw refuse();
  return url.toString();
}

const MARGIN = 2;

/**
 * A PNG of a QR code holding `link`, `size` pixels square (medium error correction, a 2-module margin; never
 * smaller than one pixel a module). Only the code's modules are laid out here (a few milliseconds); scaling
 * and PNG encoding run in sharp's worker threads, so a large code does not hold the event loop: drawn
 * whole by the qrcode package, a 1024 px code took 180–270 ms of it.
 */
export async function drawQrPng(link: string, size: number): Promise<Buffer> {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const side = n + 2 * MARGIN;
  const pixels = Buffer.alloc(side * side, 255);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) if (modules.data[y * n + x]) pixels[(y + MARGIN) * side + x + MARGIN] = 0;
  }
  const width = Math.max(size, side);
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .resize(width, width, { kernel: 'nearest' })
    .png({ palette: true, colours: 2, dither: 0, effort: 1 })
    .toBuffer();
}

export interface QrImage {
  png: Buffer;
  /** A strong validator, from the bytes. */
  etag: string;
}

/**
 * Codes already drawn, most recently used last. Posters and share pages ask for the same few links again
 * and again; a code is a few KB, so a few hundred of them cost little. A draw in progress is shared by
 * everyone asking for the same code meanwhile.
 */
export function qrCache(capacity = 500) {
  const drawn = new Map<string, Promise<QrImage>>();
  return {
    get(link: string, size: number): Promise<QrImage> {
      const key = `${size} ${link}`;
      const hit = drawn.get(key);
      if (hit) {
        drawn.delete(key);
        drawn.set(key, hit);
        return hit;
      }
      const image = drawQrPng(link, size).then((png) => ({
        png,
        etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"`,
      }));
      drawn.set(key, image);
      image.catch(() => drawn.delete(key));
      while (drawn.size > capacity) drawn.delete(drawn.keys().next().value as string);
      return image;
    },
  };
}
