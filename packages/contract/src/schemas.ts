import { z } from 'zod';

/** Form-encoded bodies arrive as strings: numbers are coerced, then checked. */
export const id = z.coerce.number().int().positive();

/** A rate in whole basis points: 1 bp = 0.01 %, 10000 = the whole amount (a phone shows bp ÷ 100 as percent). */
export const RateBp = z.number().int().min(0).max(10_000);

export const UserType = z.union([z.literal(1), z.literal(2)]);
export type UserType = z.infer<typeof UserType>;

export const Flag = z.union([z.literal(0), z.literal(1)]);

/**
 * A referrer hash id (docs/product.md#input-and-display-rules): a comma list or an array keeps its last element.
 * Repeated query parameters arrive as an array.
 */
export const HashId = z.preprocess(
  (value) => {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
    const last = list
      .map((v) => String(v).trim())
      .filter(Boolean)
      .at(-1);
    return last;
  },
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{4,32}$/)
    .optional(),
);

export const UserInfo = z.object({
  id: z.number().int(),
  uid: z.string(),
  nickname: z.string(),
  head_portrait: z.string(),
  user_type: UserType,
  /** The chosen exam field's id, or null before one is chosen. */
  field: z.number().int().nullable(),
  is_gzh: Flag,
  lang: z.enum(['zh', 'en']),
  /** The bound mobile number, masked (138****0000); absent until one is bound by SMS code. */
  phone: z.string().optional(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const LoginResult = z.object({
  analysis: UserInfo,
  access_token: z.string(),
  /** The user's own hash id, put into the links they share. */
  did: z.string(),
  is_reg_coach: Flag,
  reg_img: z.array(z.object({ url: z.string() })),
});
export type LoginResult = z.infer<typeof LoginResult>;

export const ExamField = z.object({
  field_id: z.number().int(),
  field_name: z.string(),
  /** What is examined there, e.g. 科目二 / 科目三. */
  field_tag: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  is_buy: Flag,
  lesson_id: z.number().int().nullable(),
  /** Course price in fen (integer). */
  price: z.number().int(),
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
});
export type ExamField = z.infer<typeof ExamField>;

export const City = z.object({ id: z.number().int(), title: z.string() });
export type City = z.infer<typeof City>;

export const Notice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
});
export type Notice = z.infer<typeof Notice>;

export const MapPlace = z.object({
  formatted_address: z.string(),
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  township: z.string(),
  /** The nearest point of interest, when the map service knows one. */
  name: z.string(),
});
export type MapPlace = z.infer<typeof MapPlace>;

export const SharePayload = z.object({ title: z.string(), desc: z.string(), link: z.string(), imgUrl: z.string() });
export type SharePayload = z.infer<typeof SharePayload>;

export const Lang = z.enum(['zh', 'en']);
export type Lang = z.infer<typeof Lang>;
