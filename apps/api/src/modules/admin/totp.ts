import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * TOTP (RFC 6238) over HOTP (RFC 4226) with node's HMAC-SHA1: 30-second steps, 6 digits, what every
 * authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, 阿里云/腾讯身份验证器) reads from
 * an otpauth:// link. Written here rather than taken from a library: it is thirty lines, and the RFC's test
 * vectors check it (totp.test.ts).
 */
export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** Codes of the step before and after are accepted too: a phone's clock a little off, a code typed late. */
export const WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 bits (RFC 4226's recommended length for HMAC-SHA1), in base32. */
export function newSecret(): string {
  return base32Encode(randomBytes(20));
}

/** HOTP (RFC 4226 §5.3): HMAC over the 8-byte counter, dynamic truncation, the last `digits` digits. */
export function hotp(key: Buffer, counter: number, digits = DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1') {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step a moment falls in (T = floor(unix seconds / 30)). */
export const stepAt = (ms: number) => Math.floor(ms / 1000 / STEP_SECONDS);

/** The code for a moment. */
export function totp(secret: string, ms = Date.now()): string {
  return hotp(base32Decode(secret), stepAt(ms));
}

/**
 * The step a code is valid for within ±WINDOW steps of now, or null. A step at or before `usedStep` is
 * refused: a code, once accepted, is never accepted again (RFC 6238 §5.2).
 */
export function verifyTotp(secret: string, code: string, usedStep: number | null, ms = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = stepAt(ms);
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    if (usedStep !== null && step <= usedStep) continue;
    const expected = Buffer.from(hotp(key, step));
    if (timingSafeEqual(expected, Buffer.from(code))) return step;
  }
  return null;
}

/** The link authenticator apps read (the "Key Uri Format"): issuer and account in the label and the query. */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
