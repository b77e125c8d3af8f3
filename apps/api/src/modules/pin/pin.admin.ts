import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { notFound } from '../../platform/errors';
import { publicOrigin } from '../../platform/origin';
import { notifyOperatorCancel, operatorCancelBooking } from './bookings.service';
import { ownersForReview } from './owner.service';
import { decideOwner, OWNER_REVIEW, ownerTarget } from './owner-decision';
import { bookingForConsole, bookingsForConsole, tripForConsole, tripsForConsole } from './pin-console.service';
import { notifyOperatorCallOff, operatorCancelTrip } from './trips.service';

/**
 * The shuttle in the console (reviewer, admin): the review of car owners — the same rules as `pin:pending`
 * and `pin:review` (pin.ops.ts); the owner is texted after the decision commits, so its audit line follows
 * it — and every trip and booking, which an operator may cancel (docs/shuttle.md "Operators").
 */
export function pinAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db, config, storage } = deps;

  adminRoute(api, db, e.adminPinOwners, async ({ query, request, note }) => {
    const owners = await ownersForReview(db, storage, publicOrigin(config, request), query.status);
    await note('pin.owner.list', { status: query.status, owners: owners.list.map((o) => o.user_id) });
    return owners;
  });

  adminRoute(api, db, e.adminPinOwnerDecide, async ({ body, operator, auditedAfter }) =>
    auditedAfter(
      OWNER_REVIEW,
      () => decideOwner(deps, { userId: body.id, decision: body.decision, reason: body.reason }, operator.actor),
      ownerTarget(body.id),
    ),
  );

  adminRoute(api, db, e.adminPinTrips, async ({ query }) => tripsForConsole(db, query));
  adminRoute(api, db, e.adminPinBookings, async ({ query }) => bookingsForConsole(db, query));

  // The texts go once the cancellation and its audit line have committed.
  adminRoute(api, db, e.adminPinBookingCancel, async ({ body, audited }) => {
    const booking = await audited(
      'pin.booking.cancel',
      async (tx) => {
        const { before, after } = await operatorCancelBooking(tx, body.id);
        const view = await bookingForConsole(tx, body.id);
        if (!view) throw notFound('pin_booking_not_found');
        return {
          result: view,
          target: `pin-booking:${body.id}`,
          before: { status: before.status, cancelled_by: before.cancelledBy },
          after: { status: after.status, cancelled_by: after.cancelledBy },
          detail: { reason: body.reason, trip_id: view.trip.id, phone: view.phone },
        };
      },
      `pin-booking:${body.id}`,
    );
    notifyOperatorCancel(deps, booking.id);
    return booking;
  });

  adminRoute(api, db, e.adminPinTripCancel, async ({ body, audited }) => {
    const { trip, cancelled } = await audited(
      'pin.trip.cancel',
      async (tx) => {
        const before = await tripForConsole(tx, body.id);
        const cancelled = await operatorCancelTrip(tx, body.id);
        const after = await tripForConsole(tx, body.id);
        if (!before || !after) throw notFound('pin_trip_not_found');
        return {
          result: { trip: after, cancelled: cancelled.map((b) => b.id) },
          target: `pin-trip:${body.id}`,
          before: { status: before.status, seats_taken: before.seats_taken },
          after: { status: after.status, seats_taken: after.seats_taken },
          detail: { reason: body.reason, cancelled_bookings: cancelled.map((b) => b.id) },
        };
      },
      `pin-trip:${body.id}`,
    );
    notifyOperatorCallOff(deps, trip.id, cancelled);
    return { ...trip, cancelled_bookings: cancelled.length };
  });
}
