import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { route } from '../../platform/route';
import { lightAnswer, submitAttempt } from './light.service';

/** Night-lighting practice: a field's instruction set, and attempts judged by the server. */
export function lightRoutes(app: FastifyInstance, { db }: Deps): void {
  route(app, db, e.lightAnswer, async ({ query }) => lightAnswer(db, query.field_id));
  route(app, db, e.lightUp, async ({ user, body }) => submitAttempt(db, user.id, body));
}
