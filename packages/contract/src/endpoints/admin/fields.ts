import { z } from 'zod';
import { adminGet, adminPost } from '../../endpoint';
import { id } from '../../schemas';

/**
 * The console's exam fields and cities (content, admin): create and edit cities and fields, a field's price
 * (its course product's too) and its course's title, retire a field, and edit its subject-three routes.
 * A retired field stays with the students bound to it; new students cannot pick it.
 */

const CONTENT = ['content', 'admin'] as const;
const int = z.number().int();

const text = (max: number) => z.string().trim().min(1).max(max);
const lng = z.number().min(73).max(136);
const lat = z.number().min(3).max(54);

export const AdminCity = z.object({
  id: int,
  title: z.string(),
  province: z.string(),
  adcode: z.string(),
  lng: z.number(),
  lat: z.number(),
  sort: int,
  /** Its fields, and those still open (a city without open fields is not offered to students). */
  field_count: int,
  open_field_count: int,
});

export const adminCities = adminGet('/admin/fields/cities', {
  operator: CONTENT,
  response: z.object({ list: z.array(AdminCity) }),
});

/** A new city without `id`; the adcode (GB/T 2260, 6 digits) is unique. */
export const adminCitySave = adminPost('/admin/fields/cities/save', {
  operator: CONTENT,
  body: z.object({
    id: id.optional(),
    title: text(20),
    province: text(20),
    adcode: z.string().regex(/^\d{6}$/, '行政区划代码为 6 位数字'),
    lng,
    lat,
    sort: int.min(0).max(9999).default(0),
  }),
  response: AdminCity,
});

export const AdminField = z.object({
  id: int,
  city_id: int,
  city_name: z.string(),
  name: z.string(),
  /** What is examined there, e.g. 科目二, 科目三. */
  tag: z.string(),
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
  sort: int,
  /** The course's price in fen (its course product is kept at the same price). */
  price_fen: int,
  retired_at: z.string().nullable(),
  course: z.object({ id: int, title: z.string(), chapters: int, lessons: int }).nullable(),
  routes: int,
  /** Students whose field this is (they keep it when it is retired). */
  students: int,
});

export const adminFields = adminGet('/admin/fields', {
  operator: CONTENT,
  query: z.object({ city_id: id.optional() }),
  response: z.object({ list: z.array(AdminField) }),
});

/** A new field without `id`: its course and course product are made with it. A name is unique in its city. */
export const adminFieldSave = adminPost('/admin/fields/save', {
  operator: CONTENT,
  body: z.object({
    id: id.optional(),
    city_id: id,
    name: text(40),
    tag: text(20),
    address: z.string().trim().max(120).default(''),
    lng,
    lat,
    sort: int.min(0).max(9999).default(0),
    /** Fen; at most ¥100,000. */
    price_fen: int.min(0).max(10_000_000),
    /** The course's title ('' keeps it, or "<name>课程" for a new field). */
    course_title: z.string().trim().max(40).default(''),
  }),
  response: AdminField,
});

export const adminFieldRetire = adminPost('/admin/fields/retire', {
  operator: CONTENT,
  body: z.object({ id, retired: z.boolean() }),
  response: AdminField,
});

export const AdminRoute = z.object({
  id: int,
  field_id: int,
  name: z.string(),
  length_m: int,
  stops: z.array(z.string()),
  summary: z.string(),
  sort: int,
  waypoints: int,
  prompts: int,
  has_video: z.boolean(),
});

/** A field's subject-three routes in their order (the first one's video plays free). */
export const adminFieldRoutes = adminGet('/admin/fields/routes', {
  operator: CONTENT,
  query: z.object({ field_id: id }),
  response: z.object({ list: z.array(AdminRoute) }),
});

/** A route's words and order; its path, video and voice prompts come with the exam site's import. */
export const adminRouteSave = adminPost('/admin/fields/routes/save', {
  operator: CONTENT,
  body: z.object({
    id,
    name: text(40),
    length_m: int.min(100).max(50_000),
    stops: z.array(text(20)).min(1).max(30),
    summary: z.string().trim().max(500).default(''),
    sort: int.min(0).max(9999),
  }),
  response: AdminRoute,
});
