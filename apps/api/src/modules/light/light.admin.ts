import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { AppError } from '../../platform/errors';
import { fieldSet, importSet, listSets, resetSet } from './light-sets.service';

/**
 * The console's lighting sets (content, admin): the same rules as `light:*` (light.ops.ts). An import is whole
 * or nothing (a 422 lists every problem by path); a change is audited with the set before and after, and the
 * new set's voices are queued after it commits.
 */
export function lightAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  adminRoute(api, db, e.adminLightSets, async () => listSets(db));

  adminRoute(api, db, e.adminLightSet, async ({ query }) => {
    const { own, version, set } = await fieldSet(db, query.field_id);
    return { field_id: query.field_id, own, version, set };
  });

  adminRoute(api, db, e.adminLightImport, async ({ body, audited }) => {
    const result = await audited('light.import', async (tx) => {
      const imported = await importSet(tx, body.field_id, JSON.stringify(body.set ?? null));
      if (!imported.ok) {
        throw new AppError(422, 'import_invalid', { count: String(imported.errors.length) }, { errors: imported.errors });
      }
      const { changed, before, after } = imported;
      return {
        result: { field_id: body.field_id, own: true, version: after.version, changed },
        target: `field:${body.field_id}`,
        before,
        after,
      };
    });
    if (result.changed) await deps.jobs.send('prepare-light-voices', null);
    return result;
  });

  adminRoute(api, db, e.adminLightReset, async ({ body, audited }) =>
    audited('light.reset', async (tx) => {
      const { changed, before, after } = await resetSet(tx, body.field_id);
      return {
        result: { field_id: body.field_id, own: false, version: after.version, changed },
        target: `field:${body.field_id}`,
        before,
        after,
      };
    }),
  );
}
