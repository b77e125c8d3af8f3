import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens, users } from '../../db/schema';

export const TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export type User = typeof users.$inferSelect;

/** Issues an opaque 256-bit token; only its hash is stored. */
export async function issueToken(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accessTokens).values({
    tokenHash: hash(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  return token;
}

export async function userForToken(db: Db, token: string, now = new Date()): Promise<User | null> {
  const [row] = await db
    .select({ user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(eq(accessTokens.tokenHash, hash(token)), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)),
    )
    .limit(1);
  return row?.user ?? null;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(eq(accessTokens.tokenHash, hash(token)));
}
