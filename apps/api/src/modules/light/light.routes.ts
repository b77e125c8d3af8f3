import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { route } from '../../platform/route';
import { lightAnswer, submitAttempt } from './light.service';
import { lightErrs, lightIndex } from './light-history.service';

/** Night-lighting practice: a field's instruction set, and attempts judged by the server. */
export function lightRoutes(app: FastifyInstance, { db }: Deps): void {
  route(app, db, e.lightAnswer, async ({ query }) => lightAnswer(db, query.field_id));
  route(app, db, e.lightUp, async ({ user, body }) => submitAttempt(db, user.id, body));
  route(app, db, e.lightErrs, async ({ user, query }) => lightErrs(db, user.id, query.page, query.num));
  route(app, db, e.lightIndex, async ({ user }) => lightIndex(db, user.id));
}
