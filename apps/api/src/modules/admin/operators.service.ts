import type { OperatorRole } from '@xueche/contract';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';
import { endSessionsOf } from '../../platform/console-sessions';
import { AppError, tooMany } from '../../platform/errors';
import { decoyHash, hashPassword, needsRehash, oneTimePassword, verifyPassword } from './password';
import { newSecret, verifyTotp } from './totp';

export type OperatorRow = typeof operators.$inferSelect;

/** Failed sign-ins in a row that lock an account, and for how long. */
export const LOCK_AFTER = 5;
export const LOCK_MS = 15 * 60_000;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** An account as the console and the CLI show it: never its hash or secret. */
export function describeOperator(row: OperatorRow, now = new Date()) {
  return {
    id: row.id,
    username: row.username,
    role: row.role as OperatorRole,
    totp: row.totpSecret !== null,
    disabled: row.disabledAt !== null,
    locked_until: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    last_sign_in_at: iso(row.lastSignInAt),
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
  };
}
export type OperatorView = ReturnType<typeof describeOperator>;

async function byId(db: Db, id: number): Promise<OperatorRow> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  if (!row) throw new AppError(404, 'operator_not_found');
  return row;
}

export async function listOperators(db: Db): Promise<OperatorView[]> {
  const rows = await db.select().from(operators).orderBy(asc(operators.id));
  return rows.map((r) => describeOperator(r));
}

/**
 * A new account with a one-time password (returned once, to be handed over; stored only as its hash). The
 * authenticator is set up at the first sign-in.
 */
export async function createOperator(db: Db, input: { username: string; role: OperatorRole; createdBy: string }) {
  const password = oneTimePassword();
  const [row] = await db
    .insert(operators)
    .values({
      username: input.username,
      role: input.role,
      passwordHash: await hashPassword(password),
      createdBy: input.createdBy,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(409, 'operator_exists', { username: input.username });
  return { operator: describeOperator(row), password };
}

export async function operatorByName(db: Db, username: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.username, username));
  return row ?? null;
}

async function update(db: Db, id: number, set: Partial<typeof operators.$inferInsert>): Promise<OperatorRow> {
  const [row] = await db.update(operators).set(set).where(eq(operators.id, id)).returning();
  if (!row) throw new AppError(404, 'operator_not_found');
  return row;
}

/** Disabling ends every session of theirs at once; enabling lets them sign in again. */
export async function setDisabled(db: Db, id: number, disabled: boolean) {
  const before = describeOperator(await byId(db, id));
  const row = await update(db, id, { disabledAt: disabled ? new Date() : null });
  if (disabled) await endSessionsOf(db, id);
  return { before, after: describeOperator(row) };
}

/** A lost phone: the authenticator is set up again at the next sign-in; their sessions end. */
export async function resetTotp(db: Db, id: number) {
  const before = describeOperator(await byId(db, id));
  const row = await update(db, id, { totpSecret: null, totpPending: null, totpLastStep: null });
  await endSessionsOf(db, id);
  return { before, after: describeOperator(row) };
}

/** A forgotten password: a new one-time password; sessions end and a lock-out is lifted. */
export async function resetPassword(db: Db, id: number) {
  const before = describeOperator(await byId(db, id));
  const password = oneTimePassword();
  const row = await update(db, id, {
    passwordHash: await hashPassword(password),
    failedAttempts: 0,
    lockedUntil: null,
  });
  await endSessionsOf(db, id);
  return { before, after: describeOperator(row), password };
}

/** An operator's own change of password: the current one first. Other sessions of theirs end. */
export async function changePassword(db: Db, id: number, current: string, next: string, keepSession: string) {
  const row = await byId(db, id);
  if (!(await verifyPassword(current, row.passwordHash))) {
    throw new AppError(400, 'operator_password_wrong', {}, { errors: { current: 'operator_password_wrong' } });
  }
  await update(db, id, { passwordHash: await hashPassword(next) });
  await endSessionsOf(db, id, keepSession);
}

export type SignInResult = { step: 'signed_in'; operator: OperatorRow } | { step: 'totp_setup'; secret: string };

const signInFailed = () => new AppError(401, 'admin_sign_in_failed');
const locked = (until: Date, now: Date) => tooMany('admin_locked', (until.getTime() - now.getTime()) / 1000);

/**
 * Signing in: password, then the authenticator's code. Wrong input of any kind is one answer (401), and an
 * unknown or disabled name costs the same scrypt as a wrong password. Each try is counted before the password
 * is checked (a conditional increment that a locked row refuses), so however many arrive at once — across
 * processes too — at most LOCK_AFTER are checked before the lock: the LOCK_AFTER-th failure in a row locks
 * the account for LOCK_MS and says so (429). Success resets the count.
 *
 * No authenticator yet: with the right password and no code, the answer is the setup step (a secret kept as
 * pending, the same one until it is confirmed); signing in again with a code from it confirms it.
 */
export async function signIn(
  db: Db,
  input: { username: string; password: string; code?: string },
  now = new Date(),
): Promise<SignInResult> {
  const row = await operatorByName(db, input.username);
  if (!row || row.disabledAt) {
    await verifyPassword(input.password, await decoyHash());
    throw signInFailed();
  }
  const [claimed] = await db
    .update(operators)
    .set({ failedAttempts: sql`${operators.failedAttempts} + 1` })
    .where(and(eq(operators.id, row.id), or(isNull(operators.lockedUntil), lte(operators.lockedUntil, now))))
    .returning({ attempts: operators.failedAttempts });
  if (!claimed) throw locked(row.lockedUntil ?? now, now);
  const lock = async (): Promise<never> => {
    const until = new Date(now.getTime() + LOCK_MS);
    await db.update(operators).set({ failedAttempts: 0, lockedUntil: until }).where(eq(operators.id, row.id));
    throw locked(until, now);
  };
  // Tries already under way hold the other places: past the limit, the account locks without a check.
  if (claimed.attempts > LOCK_AFTER) return lock();
  const fail = async (): Promise<never> => (claimed.attempts >= LOCK_AFTER ? lock() : Promise.reject(signInFailed()));

  if (!(await verifyPassword(input.password, row.passwordHash))) return fail();

  const secret = row.totpSecret ?? row.totpPending ?? newSecret();
  if (!row.totpSecret && !input.code) {
    // The password is right and there is no authenticator yet: the setup step, not a failure.
    await update(db, row.id, { totpPending: secret, failedAttempts: 0 });
    return { step: 'totp_setup', secret };
  }
  const step = input.code
    ? verifyTotp(secret, input.code, row.totpSecret ? row.totpLastStep : null, now.getTime())
    : null;
  if (step === null) return fail();

  const signedIn = await update(db, row.id, {
    totpSecret: secret,
    totpPending: null,
    totpLastStep: step,
    failedAttempts: 0,
    lockedUntil: null,
    lastSignInAt: now,
    // Parameters raised since this hash was made: store one made with the current ones.
    ...(needsRehash(row.passwordHash) ? { passwordHash: await hashPassword(input.password) } : {}),
  });
  return { step: 'signed_in', operator: signedIn };
}
