import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { publicOrigin } from '../../platform/origin';
import { route } from '../../platform/route';
import { NOTIFY_PATH } from '../commerce/commerce.routes';
import { bookHours, bookingOf, cancelBooking, markDone, myBookings, rateBooking } from './bookings.service';
import { conversations, readMessages, sendMessage } from './messages.service';

/** Coach-for-hire (issue 15), the booking's side: booking and paying, cancelling, done, rating, messages. */
export function trainBookingRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  // Where WeChat Pay tells us about the payment and refunds.
  const notifyUrl = (request: FastifyRequest) => `${publicOrigin(deps.config, request)}/api${NOTIFY_PATH}`;

  route(app, db, e.trainBook, async ({ user, body, request }) => bookHours(deps, user, body, notifyUrl(request)));
  route(app, db, e.trainBookings, async ({ user, query }) => myBookings(deps, user, query));
  route(app, db, e.trainBooking, async ({ user, query }) => bookingOf(deps, user, query.id));
  route(app, db, e.trainCancel, async ({ user, body, request }) =>
    cancelBooking(deps, user, body.id, notifyUrl(request)),
  );
  route(app, db, e.trainDone, async ({ user, body }) => markDone(deps, user, body.id));
  route(app, db, e.trainRate, async ({ user, body }) => rateBooking(deps, user, body));

  route(app, db, e.trainConversations, async ({ user }) => conversations(db, user));
  route(app, db, e.trainMessages, async ({ user, query }) => readMessages(db, user, query.booking_id, query.after));
  route(app, db, e.trainSend, async ({ user, body }) => sendMessage(db, user, body.booking_id, body.body));
}
