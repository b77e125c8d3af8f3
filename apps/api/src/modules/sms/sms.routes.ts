import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** The sms endpoints of the coach workspace (issue 6). */
export function smsRoutes(_app: FastifyInstance, _deps: Deps): void {}
