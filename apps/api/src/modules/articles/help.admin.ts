import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { allEvents, allHelpEntries, saveEvent, saveHelpEntry } from './help-editing.service';

/** The console's help centre entries and campaign pages (content, admin). */
export function helpAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  adminRoute(api, db, e.adminHelpEntries, async () => ({ list: await allHelpEntries(db) }));
  adminRoute(api, db, e.adminHelpEntrySave, async ({ body, audited }) =>
    audited(body.id ? 'help.edit' : 'help.create', async (tx) => {
      const { before, after } = await saveHelpEntry(tx, body);
      return { result: after, target: `help:${after.id}`, before, after };
    }),
  );
  adminRoute(api, db, e.adminEvents, async () => ({ list: await allEvents(db) }));
  adminRoute(api, db, e.adminEventSave, async ({ body, audited }) =>
    audited(body.id ? 'event.edit' : 'event.create', async (tx) => {
      const { before, after } = await saveEvent(tx, body);
      return { result: after, target: `event:${after.id}`, before, after };
    }),
  );
}
