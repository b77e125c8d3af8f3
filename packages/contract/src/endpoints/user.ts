import { z } from 'zod';
import { get, post } from '../endpoint';
import { City, ExamField, Flag, id, Lang, Notice, UserInfo } from '../schemas';

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
