import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** The certification endpoints of the coach workspace (issue 6). */
export function certificationRoutes(_app: FastifyInstance, _deps: Deps): void {}
