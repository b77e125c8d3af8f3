import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** The coach-account endpoints of the coach workspace (issue 6). */
export function coachAccountRoutes(_app: FastifyInstance, _deps: Deps): void {}
