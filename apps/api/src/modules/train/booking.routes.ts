import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { route } from '../../platform/route';
import { bookHours } from './book.service';
import { bookingOf, markDone, myBookings, rateBooking } from './bookings.service';
import { cancelBooking } from './cancel.service';
import { conversations, readMessages, sendMessage } from './messages.service';

/** Coach-for-hire (issue 15), the booking's side: booking and paying, cancelling, done, rating, messages. */
export function trainBookingRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  route(app, db, e.trainBook, async ({ user, body }) => bookHours(deps, user, body));
  route(app, db, e.trainBookings, async ({ user, query }) => myBookings(deps, user, query));
  route(app, db, e.trainBooking, async ({ user, query }) => bookingOf(deps, user, query.id));
  route(app, db, e.trainCancel, async ({ user, body }) => cancelBooking(deps, user, body.id));
  route(app, db, e.trainDone, async ({ user, body }) => markDone(deps, user, body.id));
  route(app, db, e.trainRate, async ({ user, body }) => rateBooking(deps, user, body));

  route(app, db, e.trainConversations, async ({ user }) => conversations(db, user));
  route(app, db, e.trainMessages, async ({ user, query }) => readMessages(db, user, query.booking_id, query.after));
  route(app, db, e.trainSend, async ({ user, body }) => sendMessage(db, user, body.booking_id, body.body));
}
