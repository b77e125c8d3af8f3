import { randomBytes, randomInt } from 'node:crypto';

const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A user's hash id ("did"): short, unguessable, safe in a URL. Uniqueness is the database's job. */
export function newHashId(): string {
  const bytes = randomBytes(12);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

/** The user number people see and quote to support: 8 digits, not sequential. */
export function newUid(): string {
  return String(randomInt(10_000_000, 99_999_999));
}
