import { z } from 'zod';
import { adminGet, adminPost, OPERATOR_ROLES } from '../../endpoint';

/** Console endpoints every signed-in operator may call, whatever their role. */
export const EVERY_ROLE = OPERATOR_ROLES;

export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);

/** Letters, digits, '.', '_' and '-'; kept in lower case. */
export const OperatorName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{2,32}$/);

/** A password an operator chooses: long enough to resist guessing even if the hash leaked. */
export const NewPassword = z.string().min(12).max(128);

export const SignedInOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  role: OperatorRoleSchema,
});

/** What the console holds while signed in: who, the token every write sends back, until when. */
export const ConsoleSession = z.object({
  operator: SignedInOperator,
  /** Sent back in the `x-csrf-token` header of every write. */
  csrf_token: z.string(),
  expires_at: z.string(),
});

/**
 * Signing in: username and password, and the authenticator's 6-digit code once it is set up. The first
 * sign-in answers with the setup step instead (a secret as an otpauth:// link and a QR code); signing in
 * again with a code from it confirms the authenticator and opens the session. Wrong input of any part is one
 * answer (401), never saying which; the 5th failure in a row locks the account for 15 minutes (429).
 */
export const adminSignIn = adminPost('/admin/session', {
  operator: 'anyone',
  body: z.object({
    username: OperatorName,
    password: z.string().min(1).max(128),
    code: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .string()
        .trim()
        .regex(/^\d{6}$/)
        .optional(),
    ),
  }),
  response: z.discriminatedUnion('step', [
    ConsoleSession.extend({ step: z.literal('signed_in') }),
    z.object({
      step: z.literal('totp_setup'),
      /** For authenticator apps: otpauth://totp/…?secret=…&issuer=… */
      otpauth_uri: z.string(),
      /** The same link as a QR code (a PNG data: URL). */
      qr_data_url: z.string(),
      /** The secret in base32, for typing in by hand. */
      secret: z.string(),
    }),
  ]),
});

/** The session of the cookie this request carries (401 without one): the console reads its CSRF token here. */
export const adminSession = adminGet('/admin/session', {
  operator: EVERY_ROLE,
  response: ConsoleSession,
});

/** Ends this session: the cookie is cleared and the session can never be used again. */
export const adminSignOut = adminPost('/admin/sign-out', {
  operator: EVERY_ROLE,
  response: z.object({ signed_out: z.literal(true) }),
});

/** An operator changes their own password (the one-time password `operator:add` printed, say). */
export const adminPassword = adminPost('/admin/session/password', {
  operator: EVERY_ROLE,
  body: z.object({ current: z.string().min(1).max(128), next: NewPassword }),
  response: z.object({ changed: z.literal(true) }),
});
