import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { consoleRoute, routeDetailsOfField, updateRoute } from '../lessons';
import {
  citiesForConsole,
  consoleField,
  fieldsForConsole,
  saveCity,
  saveField,
  setFieldRetired,
} from './field-editing.service';

/** The console's exam fields and cities (content, admin): the rules are field-editing.service's. */
export function fieldsAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  adminRoute(api, db, e.adminCities, async () => ({ list: await citiesForConsole(db) }));

  adminRoute(api, db, e.adminCitySave, async ({ body, audited }) =>
    audited(
      body.id ? 'city.edit' : 'city.create',
      async (tx) => {
        const { before, after } = await saveCity(tx, body);
        return { result: after, target: `city:${after.id}`, before, after };
      },
      body.id ? `city:${body.id}` : undefined,
    ),
  );

  adminRoute(api, db, e.adminFields, async ({ query }) => ({ list: await fieldsForConsole(db, query.city_id) }));

  adminRoute(api, db, e.adminFieldSave, async ({ body, audited }) =>
    audited(
      body.id ? 'field.edit' : 'field.create',
      async (tx) => {
        const { before, after } = await saveField(tx, body);
        return { result: after, target: `field:${after.id}`, before, after };
      },
      body.id ? `field:${body.id}` : undefined,
    ),
  );

  adminRoute(api, db, e.adminFieldRetire, async ({ body, audited }) =>
    audited(
      body.retired ? 'field.retire' : 'field.reopen',
      async (tx) => {
        const { before, after } = await setFieldRetired(tx, body.id, body.retired);
        return { result: after, target: `field:${body.id}`, before, after };
      },
      `field:${body.id}`,
    ),
  );

  adminRoute(api, db, e.adminFieldRoutes, async ({ query }) => {
    await consoleField(db, query.field_id); // 404 for no such field
    return { list: (await routeDetailsOfField(db, query.field_id)).map(consoleRoute) };
  });

  adminRoute(api, db, e.adminRouteSave, async ({ body, audited }) =>
    audited(
      'route.edit',
      async (tx) => {
        const { before, after } = await updateRoute(tx, body);
        return { result: after, target: `route:${body.id}`, before, after };
      },
      `route:${body.id}`,
    ),
  );
}
