import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { productsForConsole, saveProduct, setProductActive } from './products-admin.service';

/** The console's products and prices (finance, admin). */
export function productsAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  adminRoute(api, db, e.adminProducts, async () => ({ list: await productsForConsole(db) }));

  adminRoute(api, db, e.adminProductSave, async ({ body, audited }) =>
    audited(
      body.id ? 'product.edit' : 'product.create',
      async (tx) => {
        const { before, after } = await saveProduct(tx, body);
        return { result: after, target: `product:${after.id}`, before, after };
      },
      body.id ? `product:${body.id}` : `product:${body.slug}`,
    ),
  );

  adminRoute(api, db, e.adminProductRetire, async ({ body, audited }) =>
    audited(
      body.active ? 'product.restore' : 'product.retire',
      async (tx) => {
        const { before, after } = await setProductActive(tx, body.id, body.active);
        return {
          result: after,
          target: `product:${body.id}`,
          before: { active: before.active },
          after: { active: after.active },
        };
      },
      `product:${body.id}`,
    ),
  );
}
