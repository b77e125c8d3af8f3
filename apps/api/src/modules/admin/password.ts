import { randomBytes, randomInt, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Operators' passwords, hashed with scrypt (node:crypto: memory-hard, no native dependency). Each hash
 * carries its own parameters — `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` — so the ones below can be raised:
 * older hashes still verify, and `needsRehash` tells sign-in to store a new hash with the current ones.
 *
 * N = 2^17, r = 8, p = 1 is 128 MiB and about 0.2–0.4 s a hash on this kind of machine (OWASP's scrypt
 * minimum is N = 2^17 with r = 8, p = 1): slow for a guesser, tolerable for a person signing in.
 */
export const CURRENT = { logN: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

interface Params {
  logN: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  const N = 2 ** params.logN;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params: Params = CURRENT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.logN, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): (Params & { salt: Buffer; key: Buffer }) | null {
  const [kind, logN, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return null;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  // Bounds keep a damaged or hostile row from asking for gigabytes.
  if (!(params.logN >= 10 && params.logN <= 22 && params.r >= 1 && params.r <= 32 && params.p >= 1 && params.p <= 16))
    return null;
  return { ...params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Whether the password matches the stored hash (constant-time comparison of the derived keys). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** A hash made with weaker parameters than the current ones: re-hash at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.logN < CURRENT.logN || parsed.r < CURRENT.r || parsed.p < CURRENT.p;
}

/**
 * A hash nobody's password matches, made once: an unknown username is checked against it, so a sign-in
 * with an unknown name takes as long as one with a wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
}

/** A one-time password to hand to a new operator: 20 characters without look-alikes (about 110 bits). */
export function oneTimePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]).join('');
}
