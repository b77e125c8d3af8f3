import { hash as digest, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { accessTokens, users } from '../db/schema';
import type { Broadcast } from './broadcast';
import { type SessionCache, sessionCache } from './session-cache';

export const TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

// One call, no Hash object: this runs on every authenticated request.
const hash = (token: string) => digest('sha256', token, 'hex');

import type { User } from './user';

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

/** Runs on a cache miss: prepared once per database (no query building, no re-planning). */
const tokenLookups = new WeakMap<Db, ReturnType<typeof prepareTokenLookup>>();

function prepareTokenLookup(db: Db) {
  return db
    .select({ user: users, expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('hash')),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql.placeholder('now')),
        // A disabled account's tokens stop working (its cached row is dropped when it is disabled).
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('user_for_token');
}

/** The sessions an app keeps in memory for its database (buildApp attaches them). */
const caches = new WeakMap<Db, SessionCache>();

export function attachSessionCache(db: Db, broadcast: Broadcast): void {
  caches.set(db, sessionCache(broadcast));
}

/**
 * The signed-in user from memory, or undefined when the database must be asked (`userForToken`): most
 * authenticated requests end here, with no promise to wait for.
 */
export function cachedUserForToken(db: Db, token: string): User | undefined {
  return caches.get(db)?.get(hash(token), Date.now());
}

export async function userForToken(db: Db, token: string, now = new Date()): Promise<User | null> {
  const tokenHash = hash(token);
  const cache = caches.get(db);
  const cached = cache?.get(tokenHash, now.getTime());
  if (cached) return cached;
  let lookup = tokenLookups.get(db);
  if (!lookup) {
    lookup = prepareTokenLookup(db);
    tokenLookups.set(db, lookup);
  }
  const mark = cache?.mark() ?? 0;
  const [row] = await lookup.execute({ hash: tokenHash, now });
  if (!row) return null;
  cache?.put(mark, tokenHash, row.user, row.expiresAt);
  return row.user;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  const tokenHash = hash(token);
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.tokenHash, tokenHash));
  await caches.get(db)?.forgetToken(tokenHash);
}

/**
 * Every write to a `users` row calls this after it is committed (with the app's db, not a transaction's),
 * or the signed-in user keeps seeing the old row until the cache's safety net expires.
 */
export async function forgetUser(db: Db, userId: number): Promise<void> {
  // Inside the transaction another request could still read, and cache, the row as it was.
  if (db instanceof PgTransaction) throw new Error('forgetUser runs after the commit, with the app db');
  await caches.get(db)?.forgetUser(userId);
}
