import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const OPS_TOKEN_FILE = 'ops-token';

/**
 * The operator token: OPS_TOKEN when configured; otherwise one made at first start and kept in
 * DATA_DIR/ops-token (readable by this user only), where the command-line tools find it.
 */
export function resolveOpsToken(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, OPS_TOKEN_FILE);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 16) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(24).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison of a presented bearer token with the operator token. */
export function isOpsToken(presented: string | undefined, token: string): boolean {
  if (!presented) return false;
  return timingSafeEqual(digest(presented), digest(token));
}
