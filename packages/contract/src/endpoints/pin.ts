import { z } from 'zod';
import { paged } from '../content-schemas';
import { get, post } from '../endpoint';
import { num, page } from '../exam-schemas';
import { PhoneInput } from '../phone-schemas';
import {
  PinBooking,
  PinCar,
  PinConversation,
  PinMessage,
  PinOwner,
  PinPlace,
  PinPoint,
  PinRoute,
  PinTrip,
} from '../pin-schemas';
import { id } from '../schemas';

/**
 * The exam-site shuttle (拼车, issue 14): car owners publish trips to an exam site, passengers book seats.
 * Only endpoints are exported: the contract index spreads this module into `endpoints`.
 *
 * Not JSON, so not here: `GET /api/v1/map/route-image?points=lng,lat;lng,lat…&size=WxH` (signed in) answers
 * a PNG of the route through the points (2–7 of them: origin first, exam site last) with a marker at each,
 * drawn by the map service's static map; `size` is 50–1024 pixels a side, 600x360 by default. '/pin/map',
 * the publish form and '/nav' show it.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2026-12-01');
const coordinate = z.coerce.number();

/**
 * Upcoming trips, soonest first. With `lng`/`lat`, only trips that board within `radius_km` of that
 * point (the origin or any waypoint), nearest first within a day, to any exam site unless `field_id`
 * names one; without, trips to `field_id` or else to the caller's own exam field.
 */
export const pinTrips = get('/v1/pin/trips', {
  auth: true,
  query: z.object({
    field_id: id.optional(),
    date: day.optional(),
    lng: coordinate.pipe(z.number().min(73).max(136)).optional(),
    lat: coordinate.pipe(z.number().min(3).max(54)).optional(),
    radius_km: z.coerce.number().int().min(1).max(200).default(30),
    page,
    num,
  }),
  response: paged(PinTrip),
});

/** One trip; its owner also gets every booking on it. */
export const pinTrip = get('/v1/pin/trip', {
  auth: true,
  query: z.object({ id }),
  response: PinTrip.extend({ bookings: z.array(PinBooking) }),
});

/**
 * Publishes a trip (a verified owner only). Departure in the future and within 30 days; the exam site is
 * `field_id`, the route's target its place.
 */
export const pinPublish = post('/v1/pin/trip', {
  auth: true,
  body: z.object({
    field_id: id,
    route: PinRoute,
    depart_at: z.iso.datetime({ offset: true }),
    seats: z.coerce.number().int().min(1).max(6),
    fare_fen: z.coerce.number().int().min(0).max(100_000),
    car: PinCar,
    notes: z.string().trim().max(200).default(''),
  }),
  response: PinTrip,
});

/** The owner calls a trip off: its live bookings are cancelled and their passengers told. */
export const pinTripCancel = post('/v1/pin/trip/cancel', {
  auth: true,
  body: z.object({ id }),
  response: PinTrip,
});

/** The caller's own trips ('/pin/car-owner-fare-list'): upcoming soonest first, or past latest first. */
export const pinMyTrips = get('/v1/pin/my-trips', {
  auth: true,
  query: z.object({ scope: z.enum(['upcoming', 'past']).default('upcoming'), page, num }),
  response: paged(PinTrip.extend({ pending: z.number().int() })),
});

/**
 * Books seats: pending until the owner confirms. Never more seats than are left, even when many book the
 * last ones at once; not one's own trip, not a trip that has left or was called off, one live booking
 * per trip and person.
 */
export const pinBook = post('/v1/pin/book', {
  auth: true,
  body: z.object({ trip_id: id, seats: z.coerce.number().int().min(1).max(6), phone: PhoneInput }),
  response: PinBooking,
});

/** The passenger cancels, until the cut-off before departure (setting `pin.cancel_cutoff_minutes`). */
export const pinBookingCancel = post('/v1/pin/booking/cancel', {
  auth: true,
  body: z.object({ id }),
  response: PinBooking,
});

/** The owner confirms or declines a pending booking ('/pin/pin-notarize'). */
export const pinBookingDecide = post('/v1/pin/booking/decide', {
  auth: true,
  body: z.object({ id, decision: z.enum(['confirm', 'decline']) }),
  response: PinBooking,
});

/** The owner's bookings that wait for an answer, across their trips, soonest departure first. */
export const pinPending = get('/v1/pin/pending', {
  auth: true,
  response: z.array(PinBooking.extend({ trip: PinTrip })),
});

/** The caller's bookings as a passenger ('/pin/travel-records'), latest departure first. */
export const pinMyBookings = get('/v1/pin/bookings', {
  auth: true,
  query: z.object({ page, num }),
  response: paged(PinBooking.extend({ trip: PinTrip })),
});

/** The caller as a car owner: details and verification ('none' before they start). */
export const pinOwner = get('/v1/pin/owner', { auth: true, response: PinOwner });

/** '/pin/upinfo': the owner's name, phone and usual car. */
export const pinOwnerUpdate = post('/v1/pin/owner', {
  auth: true,
  body: z.object({ name: z.string().trim().min(2).max(20), phone: PhoneInput, car: PinCar }),
  response: PinOwner,
});

/**
 * '/pin/verify-uploading': multipart/form-data with the image files licence (driving licence),
 * vehicle_licence and plate (a photo of the car with its plate), JPEG, PNG or WebP judged from their
 * bytes, 8 MB each, re-encoded. Needs the owner's details first. Answers the new state: pending.
 */
export const pinVerify = post('/v1/pin/verify', { auth: true, response: PinOwner });

/** Saved places ('/pin/usualAddress'). */
export const pinPlaces = get('/v1/pin/places', { auth: true, response: z.array(PinPlace) });

export const pinPlaceAdd = post('/v1/pin/places', {
  auth: true,
  body: z.object({ label: z.string().trim().min(1).max(20), point: PinPoint }),
  response: PinPlace,
});

export const pinPlaceRemove = post('/v1/pin/places/remove', {
  auth: true,
  body: z.object({ id }),
  response: z.object({ removed: z.boolean() }),
});

/** The caller's booking conversations, latest message first, with unread counts and their sum. */
export const pinConversations = get('/v1/pin/conversations', {
  auth: true,
  response: z.object({ list: z.array(PinConversation), unread: z.number().int() }),
});

/**
 * One booking's messages after `after` (all without), oldest first; reading them marks them read. Only
 * the booking's two people (404 for anyone else). The page asks again every few seconds for new ones.
 */
export const pinMessages = get('/v1/pin/messages', {
  auth: true,
  query: z.object({ booking_id: id, after: z.coerce.number().int().min(0).default(0) }),
  response: z.object({
    list: z.array(PinMessage),
    other: z.object({ nickname: z.string(), head_portrait: z.string() }),
  }),
});

export const pinSend = post('/v1/pin/messages', {
  auth: true,
  body: z.object({ booking_id: id, body: z.string().trim().min(1).max(500) }),
  response: PinMessage,
});
