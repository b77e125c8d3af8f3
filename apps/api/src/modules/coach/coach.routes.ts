import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** The coach endpoints of the coach workspace (issue 6). */
export function coachRoutes(_app: FastifyInstance, _deps: Deps): void {}
