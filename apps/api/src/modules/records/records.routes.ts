import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { langOf } from '../../platform/messages';
import { route } from '../../platform/route';
import { myRecords } from './records.service';

/** The centre's "my records" card: what a person owns in every area, one read. */
export function recordsRoutes(app: FastifyInstance, { db }: Deps): void {
  route(app, db, e.userRecords, async ({ user, request }) => myRecords(db, user, langOf(request)));
}
