import { randomBytes } from 'node:crypto';

const urlSafe = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Random url-safe text of the given length (64 symbols, so every byte maps evenly). */
export function randomText(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += urlSafe[byte & 63];
  return out;
}

/** An openid shaped like WeChat's: `o` and 27 url-safe characters. */
export const newOpenid = (): string => `o${randomText(27)}`;
