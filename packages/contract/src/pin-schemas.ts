import { z } from 'zod';

/**
 * The exam-site shuttle (拼车, issue 14): shapes shared by its endpoints. Points are GCJ-02, as AMap
 * gives and takes them.
 */

/** One point of a route (docs/product.md#shuttle). */
export const PinPoint = z.object({
  /** What the person picked or typed: a place name or a street address. */
  address: z.string().trim().min(1).max(120),
  lng: z.number().min(73).max(136),
  lat: z.number().min(3).max(54),
  province: z.string().trim().max(40),
  city: z.string().trim().max(40),
  district: z.string().trim().max(40),
});
export type PinPoint = z.infer<typeof PinPoint>;

/** A trip's route: where it sets off, where it passes (passengers may board there), and the exam site. */
export const PinRoute = z.object({
  origin: PinPoint,
  waypoints: z.array(PinPoint).max(5),
  target: PinPoint,
});
export type PinRoute = z.infer<typeof PinRoute>;

/** A mainland number plate (京A12345; new-energy plates have six characters after the letter). */
export const PinPlate = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/, 'a plate like 京A12345');

export const PinCar = z.object({
  plate: PinPlate,
  model: z.string().trim().min(1).max(30),
  colour: z.string().trim().min(1).max(10),
});
export type PinCar = z.infer<typeof PinCar>;

export const PinVerifyState = z.enum(['none', 'pending', 'approved', 'rejected']);
export type PinVerifyState = z.infer<typeof PinVerifyState>;

/** A car owner's details and verification. */
export const PinOwner = z.object({
  status: PinVerifyState,
  /** Why the last verification was rejected ('' otherwise). */
  reason: z.string(),
  name: z.string(),
  phone: z.string(),
  car: PinCar.nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type PinOwner = z.infer<typeof PinOwner>;

export const PinBookingState = z.enum(['pending', 'confirmed', 'declined', 'cancelled']);
export type PinBookingState = z.infer<typeof PinBookingState>;

/** Someone on the other side of a booking. Their phone is shown only once the booking is confirmed. */
export const PinPerson = z.object({
  nickname: z.string(),
  head_portrait: z.string(),
  phone: z.string().nullable(),
});

export const PinBooking = z.object({
  id: z.number().int(),
  trip_id: z.number().int(),
  seats: z.number().int(),
  status: PinBookingState,
  /** The passenger as the owner sees them (the passenger sees themself). */
  passenger: PinPerson,
  created_at: z.string(),
  decided_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Messages in this booking's conversation the caller has not read. */
  unread: z.number().int(),
});
export type PinBooking = z.infer<typeof PinBooking>;

export const PinTripState = z.enum(['open', 'full', 'departed', 'cancelled']);
export type PinTripState = z.infer<typeof PinTripState>;

export const PinTrip = z.object({
  id: z.number().int(),
  owner: PinPerson.extend({ verified: z.boolean() }),
  field: z.object({ field_id: z.number().int(), field_name: z.string(), city_name: z.string() }),
  route: PinRoute,
  depart_at: z.string(),
  /**
   * Until when a passenger may cancel a booking here (departure less the cut-off, setting `pin.cancel_cutoff_minutes`).
   */
  cancel_until: z.string(),
  seats: z.number().int(),
  seats_left: z.number().int(),
  /** Per seat, in fen; agreed in the app, paid between the people (decision 007). */
  fare_fen: z.number().int(),
  car: PinCar,
  notes: z.string(),
  status: PinTripState,
  /** Metres from the point the search was made from to the nearest boarding point; null without one. */
  distance_m: z.number().int().nullable(),
  /** The driving route's length and time (the map service's estimate); null when it could not say. */
  route_m: z.number().int().nullable(),
  route_s: z.number().int().nullable(),
  /** The caller published it. */
  mine: z.boolean(),
  /** The caller's own live booking on it, if any. */
  my_booking: PinBooking.nullable(),
  created_at: z.string(),
});
export type PinTrip = z.infer<typeof PinTrip>;

/** A saved place ('/pin/usualAddress'). */
export const PinPlace = PinPoint.extend({ id: z.number().int(), label: z.string() });
export type PinPlace = z.infer<typeof PinPlace>;

export const PinMessage = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  from_me: z.boolean(),
  body: z.string(),
  created_at: z.string(),
});
export type PinMessage = z.infer<typeof PinMessage>;

/** One booking's conversation as the list shows it. */
export const PinConversation = z.object({
  booking_id: z.number().int(),
  trip_id: z.number().int(),
  /** The caller's side of the booking. */
  role: z.enum(['owner', 'passenger']),
  other: PinPerson,
  status: PinBookingState,
  depart_at: z.string(),
  /** The exam site the trip goes to. */
  target: z.string(),
  last: PinMessage.nullable(),
  unread: z.number().int(),
});
export type PinConversation = z.infer<typeof PinConversation>;

/** A place the map service suggests for what was typed (input tips). */
export const MapTip = PinPoint.extend({ name: z.string() });
export type MapTip = z.infer<typeof MapTip>;
