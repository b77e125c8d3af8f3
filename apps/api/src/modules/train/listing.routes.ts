import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** Coach-for-hire (issue 15), the coach's side: listings, weekly hours, photos, checks; coaches and a coach's page. */
export function trainListingRoutes(_app: FastifyInstance, _deps: Deps): void {}
