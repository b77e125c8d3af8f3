import { z } from 'zod';
import { paged } from '../content-schemas';
import { get, post } from '../endpoint';
import { num, page } from '../exam-schemas';
import { PhoneInput } from '../phone-schemas';
import { id } from '../schemas';
import {
  TrainBooking,
  TrainCoach,
  TrainConversation,
  TrainListing,
  TrainMessage,
  TrainReview,
  TrainRules,
  TrainSlot,
  TrainType,
} from '../train-schemas';

/**
 * Coach-for-hire (陪练, issue 15): verified coaches list themselves with a price per hour and weekly hours;
 * students book hours and pay through WeChat Pay (a `train` order in commerce, the same notification,
 * receipt and refund path as courses). Only endpoints are exported.
 */

const memberId = z.string().regex(/^[A-Za-z0-9]{4,32}$/, 'a coach id from a listing or a share link');
const coordinate = z.coerce.number();

/**
 * Listed coaches (verified on all three checks), by area and kind, sorted by distance from `lng`/`lat`,
 * by rating or by price. No sign-in needed ('/train/index_g').
 */
export const trainCoaches = get('/v1/train/coaches', {
  auth: false,
  query: z.object({
    city: z.string().trim().max(20).optional(),
    district: z.string().trim().max(20).optional(),
    type: TrainType.optional(),
    sort: z.enum(['distance', 'rating', 'price']).default('rating'),
    lng: coordinate.pipe(z.number().min(73).max(136)).optional(),
    lat: coordinate.pipe(z.number().min(3).max(54)).optional(),
    page,
    num,
  }),
  response: paged(TrainCoach),
});

/** One coach's page: the listing, the latest reviews, the free hours of the next 14 days and the rules. */
export const trainCoach = get('/v1/train/coach', {
  auth: false,
  query: z.object({ member_id: memberId }),
  response: TrainCoach.extend({
    latest_reviews: z.array(TrainReview),
    free: z.array(TrainSlot),
    rules: TrainRules,
  }),
});

/**
 * Books `hours` whole hours from `start` (one of the coach's free hours) and opens a WeChat Pay order for
 * them: the hours are held while the order waits (TrainRules.hold_minutes), then freed. Two students can
 * never hold overlapping hours of one coach, even paying at the same moment; a coach cannot book themself.
 */
export const trainBook = post('/v1/train/book', {
  auth: true,
  body: z.object({
    member_id: memberId,
    start: z.iso.datetime({ offset: true }),
    hours: z.coerce.number().int().min(1).max(4),
    phone: PhoneInput,
  }),
  response: z.object({
    booking: TrainBooking,
    prepay_id: z.string(),
    /** For WeixinJSBridge getBrandWCPayRequest inside WeChat (as `v1/order/confrim`). */
    pay: z.object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal('RSA'),
      paySign: z.string(),
    }),
  }),
});

/** The caller's bookings, as a student or as the coach, latest start first. */
export const trainBookings = get('/v1/train/bookings', {
  auth: true,
  query: z.object({ role: z.enum(['student', 'coach']).default('student'), page, num }),
  response: paged(TrainBooking),
});

/** One booking ('/train/train-info/{id}'): only its student and its coach (404 for anyone else). */
export const trainBooking = get('/v1/train/booking', { auth: true, query: z.object({ id }), response: TrainBooking });

/**
 * The student cancels: a paid booking refunds in full until TrainRules.refund_hours before its start
 * (through commerce's refund path, shown in the ledger), nothing after; an unpaid one just frees its hours.
 */
export const trainCancel = post('/v1/train/booking/cancel', {
  auth: true,
  body: z.object({ id }),
  response: TrainBooking,
});

/** The coach marks a paid session done once it has ended: its price less the fee enters their ledger. */
export const trainDone = post('/v1/train/booking/done', { auth: true, body: z.object({ id }), response: TrainBooking });

/** The student rates a done session, once. */
export const trainRate = post('/v1/train/booking/rate', {
  auth: true,
  body: z.object({ id, stars: z.coerce.number().int().min(1).max(5), text: z.string().trim().max(300).default('') }),
  response: TrainBooking,
});

/** The coach's own listing and checks, for the edit pages ('/train/edit', '/train/edit2', '/train/driving'). */
export const trainListing = get('/v1/train/listing', { auth: true, response: TrainListing });

/** Saves the listing (a coach only). */
export const trainListingSave = post('/v1/train/listing', {
  auth: true,
  body: z.object({
    intro: z.string().trim().min(10).max(500),
    car: z.object({
      model: z.string().trim().min(1).max(30),
      transmission: z.enum(['manual', 'auto']),
      plate: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/, 'a plate like 京A12345'),
    }),
    price_fen: z.coerce.number().int().min(1000).max(100_000),
    city: z.string().trim().min(2).max(20),
    district: z.string().trim().max(20).default(''),
    area: z.string().trim().min(2).max(60),
    lng: z.coerce.number().min(73).max(136).optional(),
    lat: z.coerce.number().min(3).max(54).optional(),
    types: z.array(TrainType).min(1).max(8),
  }),
  response: TrainListing,
});

/** The weekly hours ('/train/train-edit'): weekday 1–7, whole hours 6–22, no overlaps within a day. */
export const trainAvailability = post('/v1/train/availability', {
  auth: true,
  body: z.object({
    weekly: z
      .array(
        z.object({
          weekday: z.coerce.number().int().min(1).max(7),
          from: z.coerce.number().int().min(6).max(21),
          to: z.coerce.number().int().min(7).max(22),
        }),
      )
      .max(21),
  }),
  response: TrainListing,
});

/** Listing photos: multipart `file` (JPEG, PNG or WebP judged from its bytes, 8 MB), re-encoded; at most 6. */
export const trainPhotoAdd = post('/v1/train/photos', { auth: true, response: TrainListing });

export const trainPhotoRemove = post('/v1/train/photos/remove', {
  auth: true,
  body: z.object({ index: z.coerce.number().int().min(0).max(5) }),
  response: TrainListing,
});

/** `POST v1/train/idenf`: multipart `front` and `back` of the ID card; pending until reviewed. */
export const trainIdenf = post('/v1/train/idenf', { auth: true, response: TrainListing });

/** `POST v1/train/plate`: multipart `vehicle_licence` and `plate` (a photo of the car's plate). */
export const trainPlate = post('/v1/train/plate', { auth: true, response: TrainListing });

/** `POST v1/train/driving`: multipart `licence`, the driving licence. */
export const trainDriving = post('/v1/train/driving', { auth: true, response: TrainListing });

/** The caller's booking conversations, latest first, with unread counts and their sum. */
export const trainConversations = get('/v1/train/conversations', {
  auth: true,
  response: z.object({ list: z.array(TrainConversation), unread: z.number().int() }),
});

/** One booking's messages after `after`, oldest first; reading marks them read. Only its two people. */
export const trainMessages = get('/v1/train/messages', {
  auth: true,
  query: z.object({ booking_id: id, after: z.coerce.number().int().min(0).default(0) }),
  response: z.object({
    list: z.array(TrainMessage),
    other: z.object({ nickname: z.string(), head_portrait: z.string() }),
  }),
});

export const trainSend = post('/v1/train/messages', {
  auth: true,
  body: z.object({ booking_id: id, body: z.string().trim().min(1).max(500) }),
  response: TrainMessage,
});
