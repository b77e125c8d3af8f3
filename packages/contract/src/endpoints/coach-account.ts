import { z } from 'zod';
import { get, post } from '../endpoint';
import { CoachAccount, CoachCard, PhoneInput, SmsCodeInput } from '../phone-schemas';
import { Flag, HashId, id, UserInfo } from '../schemas';

/** An optional text field from a form: blank counts as absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

const regCoachBody = z.object({
  /** The coach's real name, as on their coaching licence. */
  name: z.string().trim().min(2).max(20),
  phone: PhoneInput,
  code: SmsCodeInput,
  /** An existing school picked from the list, or a new one by name. */
  school_id: id.optional(),
  school_name: optionalText(40),
  /** The inviting coach's hash id from the registration link. */
  did: HashId,
  /** The recruiting poster the link came from. */
  poster_id: id.optional(),
});

const regCoachReply = z.object({
  /** The user as they are now: user_type 2, with the phone bound. */
  user: UserInfo,
  coach: CoachAccount,
  /** The coach who recruited them (the first binding stands), if any. */
  recruiter: CoachCard.nullable(),
});

/**
 * '/coach-register': a student becomes a coach with their name, phone and SMS code (purpose
 * coach_register), school and the inviting coach. Closed while the setting coach.reg_open is off (403);
 * a phone bound to another account is 409.
 */
export const regCoachV2 = post('/v2/default/reg-coach', { auth: true, body: regCoachBody, response: regCoachReply });
export const regCoachV1 = post('/v1/coach/reg-coach', { auth: true, body: regCoachBody, response: regCoachReply });

/** Whether this user is a registered coach, whether registration is open, and their coach account. */
export const coachIsReg = post('/v1/coach/is-reg', {
  auth: true,
  response: z.object({ is_reg: Flag, reg_open: Flag, coach: CoachAccount.nullable() }),
});

/** Schools whose name contains the keyword, to pick one when registering (at most 20). */
export const regSchoolSearch = get('/v2/default/school-search', {
  auth: true,
  query: z.object({ keyword: z.string().trim().max(40).default('') }),
  response: z.object({
    list: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string() })),
  }),
});

/** '/phone-reg': a student registers their phone (purpose student_register); the name is optional. */
export const regStudentPhone = post('/v3/default/reg-stu', {
  auth: true,
  body: z.object({ phone: PhoneInput, code: SmsCodeInput, name: optionalText(20) }),
  response: z.object({ user: UserInfo }),
});

/** '/bindPhone': bind or change the phone (purpose bind_phone). */
export const userUpPhone = post('/v1/user/up-phone', {
  auth: true,
  body: z.object({ phone: PhoneInput, code: SmsCodeInput }),
  response: z.object({ user: UserInfo }),
});

/**
 * `GET v1/user/did?did`: the coach a hash id (or a coach's code) belongs to. Only coaches are
 * found: anyone else's did is 404.
 */
export const userDidLookup = get('/v1/user/did', {
  auth: true,
  query: z.object({ did: HashId, code: optionalText(20) }),
  response: CoachCard,
});

/**
 * '/bindCoach': bind to a coach by their code or by the did of their link. The first binding stands:
 * a student already bound gets `bound: false` and the coach they are bound to, and nothing changes.
 */
export const userBindCoach = post('/v1/user/bind-coach', {
  auth: true,
  body: z.object({ code: optionalText(20), did: HashId }),
  response: z.object({ bound: z.boolean(), coach: CoachCard }),
});

/** '/coach-phone-verify': a coach verifies their phone (purpose coach_verify); makes their profile if missing. */
export const coachPhoneVerify = post('/v1/coach/phone-verify', {
  auth: true,
  body: z.object({ phone: PhoneInput, code: SmsCodeInput }),
  response: z.object({ user: UserInfo, coach: CoachAccount }),
});
