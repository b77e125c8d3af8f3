import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { settingsForConsole, updateSetting } from './settings-admin.service';

/** The console's settings screen (admin). */
export function settingsAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  adminRoute(api, db, e.adminSettings, async () => ({ list: await settingsForConsole(db) }));

  adminRoute(api, db, e.adminSettingUpdate, async ({ body, audited }) =>
    audited(
      'setting.update',
      async (tx) => {
        const { before, after } = await updateSetting(tx, body.key, body.value);
        return { result: after, target: `setting:${body.key}`, before: before.value, after: after.value };
      },
      `setting:${body.key}`,
    ),
  );
}
