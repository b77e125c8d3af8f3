import { z } from 'zod';
import { Order } from './order-schemas';
import { RateBp } from './schemas';

/**
 * Coach-for-hire (陪练, issue 15): shapes shared by its endpoints. Money is integer fen; times are ISO
 * strings; a coach is named by their public hash id (`member_id`, the `did` of their share links).
 */

/** What a coach offers (the listing's kinds; a student filters by one). */
export const TrainType = z.enum(['novice', 'pre_exam', 'auto', 'manual', 'female', 'highway', 'parking', 'night']);
export type TrainType = z.infer<typeof TrainType>;

export const TrainCar = z.object({
  model: z.string().trim().min(1).max(30),
  transmission: z.enum(['manual', 'auto']),
  /** Shown masked to students (京A·***45). */
  plate: z.string(),
});
export type TrainCar = z.infer<typeof TrainCar>;

/** The coach's three checks, each reviewed by an operator. */
export const TrainBadges = z.object({ identity: z.boolean(), plate: z.boolean(), licence: z.boolean() });

/** A coach as the listings show them. */
export const TrainCoach = z.object({
  member_id: z.string(),
  nickname: z.string(),
  head_portrait: z.string(),
  intro: z.string(),
  photos: z.array(z.string()),
  car: TrainCar,
  /** Per hour, in fen. */
  price_fen: z.number().int(),
  city: z.string(),
  district: z.string(),
  /** Where the coach meets students, in words. */
  area: z.string(),
  types: z.array(TrainType),
  badges: TrainBadges,
  /** Average stars 1–5 (one decimal); null before the first review. */
  rating: z.number().nullable(),
  reviews: z.number().int(),
  /** Metres from the point the search was made from; null without one. */
  distance_m: z.number().int().nullable(),
  /** The earliest free hour in the next 14 days; null when none. */
  next_free: z.string().nullable(),
});
export type TrainCoach = z.infer<typeof TrainCoach>;

export const TrainReview = z.object({
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  nickname: z.string(),
  created_at: z.string(),
});
export type TrainReview = z.infer<typeof TrainReview>;

/** An hour a student may book, or a run of them. */
export const TrainSlot = z.object({ start: z.string(), end: z.string() });
export type TrainSlot = z.infer<typeof TrainSlot>;

/** The rules shown before paying (settings): full refund until `refund_hours` before the start, none after. */
export const TrainRules = z.object({
  refund_hours: z.number().int(),
  /** The platform's share of a session's price, in basis points (the coach earns the rest). */
  fee_bp: RateBp,
  /** How long an unpaid booking holds its hours. */
  hold_minutes: z.number().int(),
  /** The rule in words, as the pay page shows it. */
  text: z.string(),
});
export type TrainRules = z.infer<typeof TrainRules>;

export const TrainBookingState = z.enum(['unpaid', 'paid', 'done', 'cancelled', 'expired']);
export type TrainBookingState = z.infer<typeof TrainBookingState>;

export const TrainBooking = z.object({
  id: z.number().int(),
  /** The caller's side. */
  role: z.enum(['student', 'coach']),
  coach: TrainCoach.pick({ member_id: true, nickname: true, head_portrait: true, car: true, area: true }).extend({
    /** Shown to the student once paid. */
    phone: z.string().nullable(),
  }),
  /** The student, as the coach sees them (name and phone once paid). */
  student: z.object({ nickname: z.string(), phone: z.string().nullable() }),
  start: z.string(),
  end: z.string(),
  hours: z.number().int(),
  amount_fen: z.number().int(),
  status: TrainBookingState,
  order: Order,
  /** Until when a cancellation refunds in full; null once it cannot. */
  refundable_until: z.string().nullable(),
  /** What a cancellation refunded (fen), once cancelled. */
  refunded_fen: z.number().int(),
  /** The coach's earnings from it (price less the fee), once done. */
  earned_fen: z.number().int().nullable(),
  /** The student may rate it now: its hours are over and it is not rated yet (always false for the coach). */
  rateable: z.boolean(),
  review: TrainReview.pick({ stars: true, text: true, created_at: true }).nullable(),
  /** Messages in its conversation the caller has not read. */
  unread: z.number().int(),
  created_at: z.string(),
});
export type TrainBooking = z.infer<typeof TrainBooking>;

export const TrainCheckState = z.enum(['none', 'pending', 'approved', 'rejected']);

/** The coach's own listing, for the edit pages. */
export const TrainListing = z.object({
  intro: z.string(),
  photos: z.array(z.string()),
  car: TrainCar.extend({ plate: z.string() }),
  price_fen: z.number().int(),
  city: z.string(),
  district: z.string(),
  area: z.string(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  types: z.array(TrainType),
  /** Weekly hours: weekday 1 (Monday) – 7, whole hours from–to. */
  weekly: z.array(z.object({ weekday: z.number().int(), from: z.number().int(), to: z.number().int() })),
  /** Listed: verified on all three checks, and the listing complete. */
  listed: z.boolean(),
  checks: z.object({
    identity: z.object({ status: TrainCheckState, reason: z.string() }),
    plate: z.object({ status: TrainCheckState, reason: z.string() }),
    licence: z.object({ status: TrainCheckState, reason: z.string() }),
  }),
});
export type TrainListing = z.infer<typeof TrainListing>;

export const TrainMessage = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  from_me: z.boolean(),
  body: z.string(),
  created_at: z.string(),
});
export type TrainMessage = z.infer<typeof TrainMessage>;

export const TrainConversation = z.object({
  booking_id: z.number().int(),
  role: z.enum(['student', 'coach']),
  other: z.object({ nickname: z.string(), head_portrait: z.string() }),
  status: TrainBookingState,
  start: z.string(),
  last: TrainMessage.nullable(),
  unread: z.number().int(),
});
export type TrainConversation = z.infer<typeof TrainConversation>;
