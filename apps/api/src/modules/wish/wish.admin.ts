import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { setWishHidden, wishesForConsole } from './wish-moderation.service';

/** The wish wall in the console (content, admin): reported wishes, hiding and showing again, audited. */
export function wishAdminRoutes(api: FastifyInstance, { db }: Deps): void {
  adminRoute(api, db, e.adminWishes, async ({ query }) => wishesForConsole(db, query));

  adminRoute(api, db, e.adminWishHide, async ({ body, operator, audited }) =>
    audited(
      body.hidden ? 'wish.hide' : 'wish.unhide',
      async (tx) => {
        const { wish, before, after } = await setWishHidden(tx, { ...body, by: operator.actor });
        return { result: wish, target: `wish:${body.id}`, before, after, detail: { reports: wish.report_count } };
      },
      `wish:${body.id}`,
    ),
  );
}
