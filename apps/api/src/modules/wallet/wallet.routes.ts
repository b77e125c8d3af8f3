import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** The wallet endpoints of the coach workspace (issue 6). */
export function walletRoutes(_app: FastifyInstance, _deps: Deps): void {}
