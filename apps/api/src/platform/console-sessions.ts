import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { operatorSessions, operators } from '../db/schema';

/** A console session ends 12 hours after sign-in, or after 2 hours without a request. */
export const SESSION_MAX_MS = 12 * 3600_000;
export const SESSION_IDLE_MS = 2 * 3600_000;
/** lastSeenAt is written at most this often: a busy console does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session: the random token goes into the cookie, only its hash into the table. */
export async function openSession(db: Db, operatorId: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_MAX_MS);
  await db
    .insert(operatorSessions)
    .values({ tokenHash: hashToken(token), operatorId, csrfToken, expiresAt, createdAt: now, lastSeenAt: now });
  return { token, csrfToken, expiresAt };
}

export interface LiveSession {
  tokenHash: string;
  csrfToken: string;
  expiresAt: Date;
  operator: { id: number; username: string; role: string };
}

/**
 * The live session a cookie's token opens, or null: not ended, not past its end or its idle time, and its
 * operator not disabled. Seen now (written at most once a minute).
 */
export async function sessionFor(db: Db, token: string, now = new Date()): Promise<LiveSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.endedAt)));
  if (!row) return null;
  const { session, operator } = row;
  if (operator.disabledAt || session.expiresAt <= now) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.tokenHash, tokenHash));
  }
  return {
    tokenHash,
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt,
    operator: { id: operator.id, username: operator.username, role: operator.role },
  };
}

export async function endSession(db: Db, tokenHash: string, now = new Date()): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ endedAt: now })
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.endedAt)));
}

/** Every session of an operator ends (disabled, reset), but `keep` (their own, changing their password). */
export async function endSessionsOf(db: Db, operatorId: number, keep?: string, now = new Date()): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.endedAt),
        ...(keep ? [ne(operatorSessions.tokenHash, keep)] : []),
      ),
    );
}
