import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { AppError } from '../../platform/errors';
import { orderDetail, orderMoney, productChoices, searchOrders } from './orders-admin.service';
import { chinaToday, reconcileDay } from './reconciliation.service';
import { refundOrder } from './refund.service';

/** The refusal over the remainder, in yuan as the console's operators type amounts. */
function inYuan(error: unknown): never {
  if (error instanceof AppError && error.key === 'refund_too_much') {
    const max = (Number(error.params.max) / 100).toFixed(2);
    // The amount field's sentence is rendered from the same key and parameters as the message.
    throw new AppError(400, 'admin_refund_too_much', { max }, { errors: { amount: 'admin_refund_too_much' } });
  }
  throw error;
}

/**
 * The console's orders (finance, admin): search, one order, a refund from its page and the daily
 * reconciliation with WeChat Pay. A refund is the CLI's (`npm run ops -- refund`): refund.service reverses the
 * commission and asks WeChat Pay, committing on its own, so its audit line follows.
 */
export function commerceAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  adminRoute(api, db, e.adminOrders, async ({ query }) => {
    const [found, products] = await Promise.all([searchOrders(db, query), productChoices(db)]);
    return { ...found, products };
  });

  adminRoute(api, db, e.adminOrder, async ({ query }) => orderDetail(db, query.order_no));

  adminRoute(api, db, e.adminOrderRefund, async ({ body, auditedAfter }) =>
    auditedAfter(
      'order.refund',
      async () => {
        const before = await orderMoney(db, body.order_no);
        const result = await refundOrder(deps, {
          orderNo: body.order_no,
          amountFen: body.amount,
          refundNo: body.refund_no,
          reason: body.reason,
        }).catch(inYuan);
        return {
          result,
          target: `order:${body.order_no}`,
          before,
          after: { status: result.order_status, refunded: result.order_refunded },
          detail: { refund_no: result.refund_no, amount: result.amount, reason: body.reason, refund: result.status },
        };
      },
      `order:${body.order_no}`,
    ),
  );

  adminRoute(api, db, e.adminReconciliation, async ({ query }) => reconcileDay(deps, query.day ?? chinaToday()));
}
