import { z } from 'zod';
import { get, post } from '../endpoint';
import { PhoneInput } from '../phone-schemas';
import { id } from '../schemas';
import {
  HdVideo,
  Panorama,
  PracticeApplication,
  RouteGuide,
  SiteVideo,
  YardHistory,
  YardInputEvent,
  YardItem,
  YardItemKey,
  YardLayout,
  YardRunResult,
} from '../site-schemas';

/**
 * The exam site in 3D and VR (issue 13): the subject-two yard, its panoramas and videos, interactive
 * videos, the subject-three route guide and on-site practice. Only endpoints are exported.
 *
 * The reads answer without sign-in (the `wx_` pages open from a shared link): with an access token, what
 * the student's field course unlocks opens and `field_id` defaults to the student's field; without one,
 * paid content is locked (previews only) and `field_id` is needed.
 */

const fieldQuery = z.object({ field_id: id.optional() });

const SiteField = z.object({
  field_id: z.number().int(),
  field_name: z.string(),
  city_name: z.string(),
  address: z.string(),
  /** The exam site's entrance, GCJ-02: where '/nav' guides to. */
  lng: z.number(),
  lat: z.number(),
  /** The field's course is bought (or nothing here is paid). */
  is_buy: z.union([z.literal(0), z.literal(1)]),
  /** The course's price in fen and its lesson, for the pay page. */
  price: z.number().int(),
  lesson_id: z.number().int().nullable(),
});

/** `v2/k2/info`: the field's subject-two overview: the items in exam order and what there is to see. */
export const k2Info = get('/v2/k2/info', {
  auth: false,
  query: fieldQuery,
  response: z.object({
    field: SiteField,
    items: z.array(z.object({ key: YardItemKey, name: z.string(), order: z.number().int() })),
    panoramas: z.number().int(),
    videos: z.number().int(),
    interactive: z.number().int(),
  }),
});

/** `v2/k2/land`: the landing pages' data: the panoramas of the field's stations and its how-to videos. */
export const k2Land = get('/v2/k2/land', {
  auth: false,
  query: fieldQuery,
  response: z.object({
    field: SiteField,
    /** The station a tour starts at. */
    start: z.string().nullable(),
    panoramas: z.array(Panorama),
    videos: z.array(SiteVideo.extend({ item_key: YardItemKey.nullable() })),
  }),
});

/** `v2/k2/five`: the five items with their measurements, reference points and videos, in exam order. */
export const k2Five = get('/v2/k2/five', {
  auth: false,
  query: fieldQuery,
  response: z.object({ field: SiteField, items: z.array(YardItem) }),
});

/** `v2/k2/map-info`: the yard's plan: where each item is, how big, which way, and the order of the stations. */
export const k2MapInfo = get('/v2/k2/map-info', {
  auth: false,
  query: fieldQuery,
  response: YardLayout,
});

/** The practice slots of a day at the field and how many places each has left. */
export const k2Slots = get('/v2/k2/kc-slots', {
  auth: true,
  query: z.object({ field_id: id, date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  response: z.array(z.object({ slot: z.string(), capacity: z.number().int(), left: z.number().int() })),
});

/**
 * `v2/k2/kc-apply`: applies to practise at the field on a day and slot. A past day, a slot that is full or
 * does not exist, or a second live application for the same day is refused; an operator decides, and the
 * decision is texted to the phone.
 */
export const k2Apply = post('/v2/k2/kc-apply', {
  auth: true,
  body: z.object({
    field_id: id,
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2026-12-01'),
    slot: z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, 'a slot like 08:00-10:00'),
    phone: PhoneInput,
  }),
  response: PracticeApplication,
});

/** The student's practice applications, latest first. */
export const k2Applications = get('/v2/k2/kc-list', { auth: true, response: z.array(PracticeApplication) });

/** Withdraws one of the student's applications while its slot has not begun; the place and the day are free again. */
export const k2Cancel = post('/v2/k2/kc-cancel', { auth: true, body: z.object({ id }), response: PracticeApplication });

/** `v3/hd/land`: the interactive videos (of the field, and general ones). */
export const hdLand = get('/v3/hd/land', {
  auth: false,
  query: fieldQuery,
  response: z.array(HdVideo.pick({ id: true, title: true, summary: true, cover: true, field_id: true })),
});

/** `v3/hd/info`: one interactive video with its clips and the choices that branch between them. */
export const hdInfo = get('/v3/hd/info', { auth: false, query: z.object({ id }), response: HdVideo });

/** `v2/lky/preview`: the field's subject-three routes with their maps, stops, video and the voice prompts along them. */
export const lkyPreview = get('/v2/lky/preview', {
  auth: false,
  query: fieldQuery,
  response: z.object({ field: SiteField, routes: z.array(RouteGuide) }),
});

/** A coach picks the route a student of theirs should practise ('/jlroute'). */
export const lkyPick = post('/v2/lky/pick', {
  auth: true,
  body: z.object({ student_id: id, route_id: id }),
  response: z.object({ student_id: z.number().int(), route_id: z.number().int() }),
});

/** The routes this coach picked, one per student of theirs ('/jlroute' shows a student's current one). */
export const lkyPicks = get('/v2/lky/picks', {
  auth: true,
  response: z.array(z.object({ student_id: z.number().int(), route_id: z.number().int(), picked_at: z.string() })),
});

/** The route the student's coach picked for them, if any. */
export const lkyPicked = get('/v2/lky/picked', {
  auth: true,
  response: z.object({
    route: RouteGuide.nullable(),
    coach: z.object({ nickname: z.string(), head_portrait: z.string() }).nullable(),
    picked_at: z.string().nullable(),
  }),
});

/**
 * A drive through one yard item ('/fivevr'): the server replays the input log through @xueche/yard-rules and
 * keeps the verdict it computes; nothing the phone concluded is taken on trust.
 */
export const yardRun = post('/v2/k2/yard-run', {
  auth: true,
  body: z.object({
    field_id: id,
    item: YardItemKey,
    events: z.array(YardInputEvent).max(4000),
    ticks: z.number().int().min(1).max(24_000),
  }),
  response: YardRunResult,
});

/**
 * The student's own drives at a field (`field_id`, else their field): per item in exam order the runs,
 * passes, best score, the last drive and whether it is weak (docs/yard-driving.md#history-and-weak-items),
 * and the last 10 drives.
 */
export const yardRuns = get('/v2/k2/yard-runs', { auth: true, query: fieldQuery, response: YardHistory });
