import { z } from 'zod';
import { get, post } from '../endpoint';
import { City, ExamField, Flag, id, Lang, Notice, UserInfo } from '../schemas';
import { PracticeState } from '../site-schemas';

export const userBase = get('/v1/user/base', { auth: true, response: UserInfo });

export const userField = get('/v1/user/field', { auth: true, response: ExamField.nullable() });

/** Provinces and their cities that have exam fields, for the field picker. */
export const userLoc = get('/v1/user/loc', {
  auth: true,
  response: z.object({
    provinces: z.array(z.object({ name: z.string(), cities: z.array(City.extend({ field_count: z.number().int() })) })),
  }),
});

/** A city and its exam fields. */
export const userTopInfo = get('/v1/user/top-info', {
  auth: true,
  query: z.object({ city_id: id }),
  response: z.object({ city: City, fields: z.array(ExamField) }),
});

export const updateField = post('/v1/user/update-field', {
  auth: true,
  body: z.object({ field_id: id }),
  response: z.object({ code: z.literal(1), field: ExamField }),
});

export const upInfo = post('/v1/user/up-info', {
  auth: true,
  body: z
    .object({
      nickname: z.string().trim().min(1).max(20).optional(),
      head_portrait: z
        .url({ protocol: /^https?$/ })
        .max(512)
        .optional(),
      lang: Lang.optional(),
    })
    .refine((v) => v.nickname !== undefined || v.head_portrait !== undefined || v.lang !== undefined, {
      message: 'nothing to update',
      path: ['nickname'],
    }),
  response: UserInfo,
});

export const userNotice = get('/v1/user/notice', {
  auth: true,
  query: z.object({ id }),
  response: Notice,
});

export const noticeList = get('/v1/user/notice-list', {
  auth: true,
  response: z.object({ list: z.array(Notice) }),
});

/** Switch data: follow state, coach-registration flag, official-account dialog and the current notice. */
export const userSwitch = get('/v1/user/switch', {
  auth: true,
  response: z.object({
    is_gzh: Flag,
    is_reg: Flag,
    /** Whether the official-account follow dialog is turned on, with its name and QR code. */
    gzh: z.object({ on: Flag, name: z.string(), qr: z.string() }),
    notice: Notice.nullable(),
  }),
});

export const cityByLocation = post('/v1/user/city-by-location', {
  auth: true,
  body: z.object({ province: z.string().trim().min(1).max(32), city: z.string().trim().max(32).default('') }),
  response: z.object({
    city: City,
    fields: z.array(z.object({ id: z.number().int(), name: z.string(), tag: z.string() })),
  }),
});

/** Ends this session: the token is revoked at once. */
export const logout = post('/v1/user/logout', { auth: true, response: z.object({}) });

/**
 * The new-member offer (home shows it to those it applies to). The rule is operators' settings: `new_member.product` (a
 * product's slug; empty turns the offer off), `new_member.price_fen` and `new_member.days`. It applies to a student
 * within `days` of their first login who has never bought a course, a VIP set or a bundle (coach-for-hire hours do not
 * count); while it applies, the product lists (v3/product/land) show that product at the offer price and an order for
 * it (v1/order/confrim) is charged exactly that price.
 */
export const newMember = get('/v1/user/new-member', {
  auth: true,
  response: z.object({
    applies: z.boolean(),
    /** Why (not): ok, not_student, off (no offer set up or its product is off sale), expired, bought. */
    reason: z.enum(['ok', 'not_student', 'off', 'expired', 'bought']),
    /** The reason as a sentence, in the person's language. */
    note: z.string(),
    /** The offered product, whether or not the offer applies to this person; null when no offer is set up. */
    product_id: z.number().int().nullable(),
    /** The offer, when it applies. */
    offer: z
      .object({
        product_id: z.number().int(),
        title: z.string(),
        kind: z.enum(['course', 'vip', 'bundle']),
        /** Fen: what the order charges. */
        price: z.number().int(),
        /** Fen: the product's usual price. */
        list_price: z.number().int(),
        /** When the offer ends (first login + days), ISO 8601. */
        until: z.string(),
        days: z.number().int(),
      })
      .nullable(),
  }),
});

/**
 * v2/user/un-did: whether the person is a student who has no coach yet ("un-did": no coach's
 * did has bound them). Students are bound by a coach's link at first login or first order, or on
 * '/bindCoach'; home offers an unbound student a card to '/bindCoach'. `state` says which case holds:
 * unbound (un_did 1), bound (with the coach), or coach (coaches are not bound as students; un_did 0).
 */
export const unDid = get('/v2/user/un-did', {
  auth: true,
  response: z.object({
    un_did: Flag,
    state: z.enum(['unbound', 'bound', 'coach']),
    coach: z.object({ nickname: z.string(), head_portrait: z.string(), bound_at: z.string() }).nullable(),
  }),
});

const count = z.number().int();

/**
 * Everything the person owns across the areas, for their centre ('/center', '/coach-center'): each with how
 * many and what waits on it, so every booking, trip, application, result, order, refund and wish is one more
 * tap away with its state.
 */
export const userRecords = get('/v1/user/records', {
  auth: true,
  response: z.object({
    /** Orders of every kind: to pay (still open), with money back (part or whole). */
    orders: z.object({ total: count, unpaid: count, refunded: count }),
    /** Coach-for-hire bookings as a student: to pay, paid and ahead, over and not rated yet. */
    train: z.object({ total: count, unpaid: count, upcoming: count, to_rate: count }),
    /** A coach's own listing (live or not) and their students' paid sessions ahead; null for a student. */
    train_coach: z.object({ listed: z.boolean(), upcoming: count }).nullable(),
    /** Shuttle seats as a passenger: of trips ahead, waiting for the owner or confirmed. */
    pin: z.object({ total: count, pending: count, confirmed: count }),
    /** Shuttle trips as an owner: ahead and not called off. */
    pin_trips: z.object({ total: count, upcoming: count }),
    /** On-site practice applications, with the latest one. */
    practice: z.object({
      total: count,
      latest: z.object({ date: z.string(), slot: z.string(), status: PracticeState }).nullable(),
    }),
    /** Lighting mock exams taken and passed, and the best score. */
    light: z.object({ exams: count, passed: count, best: z.number().int().nullable() }),
    /** The person's field's 3D/VR yard: whether it has one and whether it is open to them; null without a field. */
    vr: z.object({ field_name: z.string(), has_yard: z.boolean(), unlocked: z.boolean() }).nullable(),
    /** Wishes the person made. */
    wishes: z.object({ total: count }),
  }),
});
