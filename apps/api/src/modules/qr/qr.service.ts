import QRCode from 'qrcode';
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

/** A PNG of a QR code holding `link`, `size` pixels square (medium error correction, a 2-module margin). */
export async function qrPng(link: string, size: number): Promise<Buffer> {
  return QRCode.toBuffer(link, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: size });
}
