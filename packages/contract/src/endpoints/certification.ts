import { z } from 'zod';
import { paged } from '../content-schemas';
import { get, post } from '../endpoint';
import { num, page } from '../exam-schemas';
import { HashId, id } from '../schemas';

/** Coach certification, the public coach check ('/yan'), the coach's portrait and driving schools (issue 6). */

// Only endpoints are exported: the contract index spreads this module into `endpoints`.

const CertState = z.enum(['none', 'pending', 'approved', 'rejected']);

const CertStatus = z.object({
  /** Whether the coach has a profile (made by phone verification); without one they verify their phone first. */
  profile: z.boolean(),
  status: CertState,
  /** Why the last certification was rejected ('' otherwise). */
  reason: z.string(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});

/**
 * `POST v1/user/examine`: multipart/form-data with the image files id_front, id_back and licence
 * (JPEG, PNG or WebP judged from their bytes, 8 MB each). Answers the new state: pending.
 */
export const certUpload = post('/v1/user/examine', { auth: true, response: CertStatus });

/** `GET v1/coach/has-auth`: the coach's certification state. */
export const certStatus = get('/v1/coach/has-auth', { auth: true, response: CertStatus });

/** `POST v3/my/up`: the coach's portrait, multipart field `file`; cropped square and served publicly. */
export const portraitUpload = post('/v3/my/up', { auth: true, response: z.object({ photo: z.string() }) });

/** `GET v2/crede/info`: the public check of a coach from the did on a link or poster (no login). */
export const credeInfo = get('/v2/crede/info', {
  auth: false,
  query: z.object({ did: HashId.pipe(z.string()) }),
  response: z.object({
    verified: z.boolean(),
    /** verified; not_certified: a coach here, but not (yet) certified; not_coach: no coach has this id. */
    state: z.enum(['verified', 'not_certified', 'not_coach']),
    /** The real name, partly masked (张*明); null when not a coach. */
    name: z.string().nullable(),
    school: z.string().nullable(),
    /** The portrait, only for a certified coach. */
    photo: z.string().nullable(),
    certified_at: z.string().nullable(),
  }),
});

const School = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  intro: z.string(),
  /** Added by the caller: only then may they edit it. */
  mine: z.boolean(),
});

/** The limits of the school form; the web form checks the same before sending. */
const SCHOOL_LIMITS = { name: [2, 40], city: [2, 20], address: [0, 100], phone: [0, 20], intro: [0, 500] } as const;
const text = (k: keyof typeof SCHOOL_LIMITS) => z.string().trim().min(SCHOOL_LIMITS[k][0]).max(SCHOOL_LIMITS[k][1]);

/** `GET v3/school/edit`: the coach's school (or, with id, one they added) for the edit form. */
export const schoolEditGet = get('/v3/school/edit', {
  auth: true,
  query: z.object({ id: id.optional() }),
  response: z.object({ school: School.nullable(), editable: z.boolean() }),
});

/** `POST v3/school/edit`: adds a school (and makes it the coach's), or edits one the coach added. */
export const schoolEdit = post('/v3/school/edit', {
  auth: true,
  body: z.object({
    id: id.optional(),
    name: text('name'),
    city: text('city'),
    address: text('address').default(''),
    phone: text('phone').default(''),
    intro: text('intro').default(''),
  }),
  response: School,
});

/** `GET v3/school/coach-info`: the coach with their school, for '/coach-userinfo' and '/coach-addsch'. */
export const schoolCoachInfo = get('/v3/school/coach-info', {
  auth: true,
  response: z.object({
    profile: z.boolean(),
    real_name: z.string(),
    /** Masked: 138****5678. */
    phone: z.string(),
    nickname: z.string(),
    photo: z.string(),
    cert_status: CertState,
    cert_reason: z.string(),
    certified_at: z.string().nullable(),
    /** The coach's own hash id: their public check page is '/yan?did=…'. */
    did: z.string(),
    school: School.nullable(),
  }),
});

/** `POST v3/school/form`: the coach picks an existing school. */
export const schoolPick = post('/v3/school/form', {
  auth: true,
  body: z.object({ school_id: id }),
  response: z.object({ school: School }),
});

/** `GET v1/coach/all-school?id`: schools by name or city, newest first; with id, that one school. */
export const allSchool = get('/v1/coach/all-school', {
  auth: true,
  query: z.object({
    id: id.optional(),
    keyword: z.string().trim().max(40).optional(),
    page,
    num,
  }),
  response: paged(School),
});
