import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { AppError } from '../../platform/errors';
import { LIGHT_RESET, lightSetTarget, resetLightSet } from './light-set-changes';
import { fieldSet, importSet, listSets } from './light-sets.service';

/**
 * The console's lighting sets (reviewer, admin): the same rules as `light:export`, `light:import` and
 * `light:reset` (light.ops.ts), audited with the set before and after.
 */
export function lightAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const prepareVoices = () => deps.jobs.send('prepare-light-voices', null);

  adminRoute(api, db, e.adminLightSets, async () => listSets(db));

  adminRoute(api, db, e.adminLightSetFile, async ({ query }) => {
    const { own, version, set } = await fieldSet(db, query.field_id);
    return { field_id: query.field_id, own, version, content: `${JSON.stringify(set, null, 2)}\n` };
  });

  adminRoute(api, db, e.adminLightSetImport, async ({ body, audited }) => {
    const result = await audited(
      'light.import',
      async (tx) => {
        const imported = await importSet(tx, body.field_id, body.content);
        if (!imported.ok) {
          throw new AppError(422, 'import_invalid', { count: String(imported.errors.length) }, imported);
        }
        const { changed, before, after } = imported;
        return {
          result: { field_id: body.field_id, own: true, version: after.version, changed },
          target: `light-set:${body.field_id}`,
          before,
          after,
        };
      },
      `light-set:${body.field_id}`,
    );
    // After the commit: the voices are made in the background, before students ask where possible.
    if (result.changed) await prepareVoices();
    return result;
  });

  adminRoute(api, db, e.adminLightSetReset, async ({ body, audited }) =>
    audited(LIGHT_RESET, (tx) => resetLightSet(tx, body.field_id), lightSetTarget(body.field_id)),
  );
}
