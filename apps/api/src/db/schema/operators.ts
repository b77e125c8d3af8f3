import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';

// ── The operator console's accounts and sessions (issue 16; docs/operator-console.md) ──

/**
 * A person of the operations team. Signs in with a password and a TOTP code; `role` says which console
 * screens and endpoints are theirs. Never deleted (the audit log names them): disabled instead.
 */
export const operators = pgTable(
  'operators',
  {
    id,
    /** Lower case letters, digits, '.', '_', '-'. */
    username: text('username').notNull(),
    /**
     * `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url): the parameters travel with each hash, so raising
     * them re-hashes a password at its next successful sign-in and older hashes keep verifying.
     */
    passwordHash: text('password_hash').notNull(),
    /** admin | content | reviewer | finance */
    role: text('role').notNull(),
    /** The confirmed TOTP secret (base32); null until the authenticator is set up at the first sign-in. */
    totpSecret: text('totp_secret'),
    /** The secret offered at the first sign-in, until a code from it confirms it. */
    totpPending: text('totp_pending'),
    /** The last 30-second step a code was accepted for: a code is accepted once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    /** Failed sign-ins in a row; the 5th locks the account (lockedUntil) and starts the count again. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    lockedUntil: instant('locked_until'),
    disabledAt: instant('disabled_at'),
    lastSignInAt: instant('last_sign_in_at'),
    /** Who made the account: `ops-token` (the CLI) or `operator:<name>`. */
    createdBy: text('created_by').notNull(),
    createdAt,
  },
  (t) => [uniqueIndex('operators_username').on(t.username)],
);

/**
 * A signed-in console: the cookie holds a random token, this row its sha256. Ends at `expiresAt` (absolute)
 * or after idling (lastSeenAt), at sign-out, or when the operator is disabled or reset.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** Every write sends it back in `x-csrf-token`; the console reads it from GET /api/admin/session. */
    csrfToken: text('csrf_token').notNull(),
    createdAt,
    lastSeenAt: instant('last_seen_at').notNull().default(sql`now()`),
    expiresAt: instant('expires_at').notNull(),
    endedAt: instant('ended_at'),
  },
  (t) => [index('operator_sessions_operator').on(t.operatorId)],
);
