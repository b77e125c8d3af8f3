import type { PinCar, PinRoute } from '@xueche/contract';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookingChat } from './chat';
import { createdAt, id, instant, updatedAt } from './columns';
import { users } from './core';
import { fieldRef, ownedBy } from './refs';

// ── The exam-site shuttle ('/pin/*', issue 14): car owners, their trips, passengers' bookings, saved
//    places and each booking's conversation ──

/**
 * A person as a car owner: their details, usual car and verification. The three photos are object-store
 * keys (`pin/<32 hex>.jpg`, re-encoded JPEGs); only operators see them, through signed links.
 */
export const pinOwners = pgTable('pin_owners', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  car: jsonb('car').$type<PinCar>(),
  /** Driving licence, vehicle licence, a photo of the car showing its plate. */
  licence: text('licence'),
  vehicleLicence: text('vehicle_licence'),
  platePhoto: text('plate_photo'),
  /** none | pending | approved | rejected */
  status: text('status').notNull().default('none'),
  reason: text('reason').notNull().default(''),
  submittedAt: instant('submitted_at'),
  reviewedAt: instant('reviewed_at'),
  reviewedBy: text('reviewed_by'),
  createdAt,
  updatedAt,
});

/**
 * A published trip to an exam site. `status` is open or cancelled (called off by the owner); full and
 * departed are read from the bookings and the clock. Seats left are the seats minus the live bookings'
 * (pending and confirmed), counted under this row's lock when someone books.
 */
export const pinTrips = pgTable(
  'pin_trips',
  {
    id,
    ownerId: ownedBy('owner_id'),
    fieldId: fieldRef(),
    /** The contract's PinRoute: origin, waypoints (where passengers may also board), target (the exam site). */
    route: jsonb('route').$type<PinRoute>().notNull(),
    departAt: instant('depart_at').notNull(),
    seats: smallint('seats').notNull(),
    /** Per seat, in fen; agreed in the app, paid between the people (decision 007). */
    fareFen: integer('fare_fen').notNull(),
    car: jsonb('car').$type<PinCar>().notNull(),
    notes: text('notes').notNull().default(''),
    /** open | cancelled */
    status: text('status').notNull().default('open'),
    cancelledAt: instant('cancelled_at'),
    /** The map service's driving estimate at publishing; null when it could not say. */
    routeM: integer('route_m'),
    routeS: integer('route_s'),
    createdAt,
  },
  (t) => [
    index('pin_trips_field').on(t.fieldId, t.departAt),
    index('pin_trips_owner').on(t.ownerId, t.departAt),
    index('pin_trips_depart').on(t.departAt),
  ],
);

/**
 * A passenger's booking of seats on a trip: pending until the owner confirms or declines; cancelled by
 * the passenger (before the cut-off) or when the trip is called off. One live booking per trip and person.
 */
export const pinBookings = pgTable(
  'pin_bookings',
  {
    id,
    tripId: integer('trip_id')
      .notNull()
      .references(() => pinTrips.id, { onDelete: 'cascade' }),
    passengerId: ownedBy('passenger_id'),
    seats: smallint('seats').notNull(),
    /** The number the passenger gave for this trip; shown to the owner once confirmed. */
    phone: text('phone').notNull(),
    /** pending | confirmed | declined | cancelled */
    status: text('status').notNull().default('pending'),
    /** passenger | owner (the trip was called off) */
    cancelledBy: text('cancelled_by'),
    decidedAt: instant('decided_at'),
    cancelledAt: instant('cancelled_at'),
    createdAt,
  },
  (t) => [
    index('pin_bookings_trip').on(t.tripId, t.status),
    index('pin_bookings_passenger').on(t.passengerId, t.createdAt),
    uniqueIndex('pin_bookings_live').on(t.tripId, t.passengerId).where(sql`status in ('pending', 'confirmed')`),
  ],
);

/** Saved places ('/pin/usualAddress'). */
export const pinPlaces = pgTable(
  'pin_places',
  {
    id,
    userId: ownedBy(),
    label: text('label').notNull(),
    address: text('address').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    createdAt,
  },
  (t) => [index('pin_places_user').on(t.userId, t.id)],
);

/** Each booking's conversation between its two people, and their read markers. */
export const { messages: pinMessages, reads: pinReads } = bookingChat('pin', () => pinBookings.id);
