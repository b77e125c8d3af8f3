import { z } from 'zod';
import { adminGet, adminPost } from '../../endpoint';
import { id } from '../../schemas';
import { OperatorName, OperatorRoleSchema } from './session';

export const OperatorRow = z.object({
  id: z.number().int(),
  username: z.string(),
  role: OperatorRoleSchema,
  /** Whether the authenticator is set up (it is at the first sign-in). */
  totp: z.boolean(),
  disabled: z.boolean(),
  locked_until: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string(),
});

/** A password shown once: to the admin who made or reset the account, never stored in the clear. */
const WithPassword = z.object({ operator: OperatorRow, one_time_password: z.string() });

export const adminOperators = adminGet('/admin/operators', {
  operator: ['admin'],
  response: z.object({ list: z.array(OperatorRow) }),
});

export const adminOperatorAdd = adminPost('/admin/operators', {
  operator: ['admin'],
  body: z.object({ username: OperatorName, role: OperatorRoleSchema }),
  response: WithPassword,
});

/** Disable (every session of theirs ends at once) or enable an account. */
export const adminOperatorDisable = adminPost('/admin/operators/disable', {
  operator: ['admin'],
  body: z.object({ id, disabled: z.boolean() }),
  response: z.object({ operator: OperatorRow }),
});

/** A lost phone: the authenticator is set up again at the next sign-in; their sessions end. */
export const adminOperatorResetTotp = adminPost('/admin/operators/reset-totp', {
  operator: ['admin'],
  body: z.object({ id }),
  response: z.object({ operator: OperatorRow }),
});

/** A forgotten password: a new one-time password; their sessions end and a lock-out is lifted. */
export const adminOperatorResetPassword = adminPost('/admin/operators/reset-password', {
  operator: ['admin'],
  body: z.object({ id }),
  response: WithPassword,
});
