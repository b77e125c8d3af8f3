import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** The posters endpoints of the coach workspace (issue 6). */
export function posterRoutes(_app: FastifyInstance, _deps: Deps): void {}
