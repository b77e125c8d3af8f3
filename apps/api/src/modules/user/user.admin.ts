import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { forgetUser } from '../../platform/sessions';
import { searchUsers, setUserDisabled, userDetail } from './users-admin.service';

/** The console's users (admin): search, one person's page, disabling and enabling an account. */
export function userAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  adminRoute(api, db, e.adminUsers, async ({ query }) => searchUsers(db, query));
  adminRoute(api, db, e.adminUser, async ({ query }) => userDetail(db, query.id));

  adminRoute(api, db, e.adminUserDisable, async ({ body, audited }) => {
    const user = await audited(
      body.disabled ? 'user.disable' : 'user.enable',
      async (tx) => {
        const { before, after, user } = await setUserDisabled(tx, body);
        return { result: user, target: `user:${body.id}`, before, after, detail: { reason: body.reason } };
      },
      `user:${body.id}`,
    );
    // After the commit, in every API process: their next call reads the row as it is now.
    await forgetUser(db, body.id);
    return user;
  });
}
