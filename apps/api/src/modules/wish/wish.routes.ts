import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { route } from '../../platform/route';
import { addWish, listWishes, reportWish, voteWish } from './wish.service';

/** The wish wall ('/wish'): students and coaches say what they want from the product, vote and report. */
export function wishRoutes(app: FastifyInstance, { db }: Deps): void {
  route(app, db, e.wishList, async ({ user, query }) => listWishes(db, user.id, query.sort, query.page, query.num));
  route(app, db, e.wishAdd, async ({ user, body }) => addWish(db, user.id, body.content));
  route(app, db, e.wishVote, async ({ user, body }) => voteWish(db, user.id, body.id, body.on));
  route(app, db, e.wishReport, async ({ user, body }) => reportWish(db, user.id, body));
}
