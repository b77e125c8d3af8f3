import { z } from 'zod';

/**
 * Input shapes of the SMS and phone-binding endpoints (issue 6). Kept out of the endpoint files, whose
 * every export is an endpoint. The server checks the number is a mainland mobile and the code is 6
 * digits itself, so a person reads a sentence about the number, not a pattern.
 */

/** A phone number as typed: the spaces and dashes of a 3-4-4 display are dropped. */
export const PhoneInput = z
  .string()
  .max(20)
  .transform((v) => v.replace(/[\s-]/g, ''));

/** An SMS code as typed. */
export const SmsCodeInput = z.string().trim().max(12);

/** What a code is for: a code only works for the purpose (and phone) it was sent for. */
export const SmsPurpose = z.enum(['coach_register', 'student_register', 'bind_phone', 'coach_verify']);
export type SmsPurpose = z.infer<typeof SmsPurpose>;

/** A code was sent: where to (masked), how long it works and when the next may be asked for, in seconds. */
export const SmsSent = z.object({
  phone: z.string(),
  expires_in: z.number().int(),
  resend_in: z.number().int(),
});

/** A coach as a student sees them before and after binding (and the registration page its inviter). */
export const CoachCard = z.object({
  /** The coach's public code (user number), which a student may type to bind. */
  uid: z.string(),
  did: z.string(),
  name: z.string(),
  head_portrait: z.string(),
  school: z.string().nullable(),
  certified: z.boolean(),
});
export type CoachCard = z.infer<typeof CoachCard>;

/** The coach's own account: what registration and phone verification wrote. */
export const CoachAccount = z.object({
  name: z.string(),
  /** Masked, e.g. 138****0000; empty before the coach verified a phone. */
  phone: z.string(),
  school: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  cert_status: z.enum(['none', 'pending', 'approved', 'rejected']),
});
export type CoachAccount = z.infer<typeof CoachAccount>;
