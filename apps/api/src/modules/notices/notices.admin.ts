import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { allNotices, saveNotice } from './notice-editing.service';

/** The console's notices (content, admin): publishing is the time window; an end of now takes one down. */
export function noticesAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  adminRoute(api, db, e.adminNotices, async () => ({ list: await allNotices(db) }));
  adminRoute(api, db, e.adminNoticeSave, async ({ body, audited }) =>
    audited(body.id ? 'notice.edit' : 'notice.create', async (tx) => {
      const { before, after } = await saveNotice(tx, body);
      return { result: after, target: `notice:${after.id}`, before, after };
    }),
  );
}
