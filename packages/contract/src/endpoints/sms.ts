import { z } from 'zod';
import { post } from '../endpoint';
import { PhoneInput, SmsPurpose, SmsSent } from '../phone-schemas';

/**
 * SMS verification codes (issue 6): 6 digits, valid 5 minutes, used once, for one phone and purpose.
 * Per phone at most 1 a minute, 5 an hour and 10 in 24 hours; per IP 20 an hour. Over a limit the reply
 * is HTTP 429 with the wait in the sentence, `data.retry_after` (seconds) and a Retry-After header.
 */
export const smsCodeSend = post('/v2/default/sms-code', {
  auth: true,
  body: z.object({ phone: PhoneInput, purpose: SmsPurpose }),
  response: SmsSent,
});

/** `POST v1/coach/code`: a code for registering as a coach or a coach verifying their phone. */
export const coachSmsCode = post('/v1/coach/code', {
  auth: true,
  body: z.object({ phone: PhoneInput, purpose: z.enum(['coach_register', 'coach_verify']).default('coach_verify') }),
  response: SmsSent,
});

/** `POST v1/user/code`: a code for a student binding or registering their phone. */
export const userSmsCode = post('/v1/user/code', {
  auth: true,
  body: z.object({ phone: PhoneInput, purpose: z.enum(['bind_phone', 'student_register']).default('bind_phone') }),
  response: SmsSent,
});
