import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** Coach-for-hire (issue 15), the booking's side: booking and paying, cancelling, done, rating, messages. */
export function trainBookingRoutes(_app: FastifyInstance, _deps: Deps): void {}
