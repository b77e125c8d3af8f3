import { opsEndpoints as o } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { opsRoute } from '../../platform/ops-route';
import { refundOrder } from './refund.service';

/**
 * Refunds for operators, inside /api/ops (refund; docs/money.md): the same refund_no refunds once. The
 * console refunds through the same refundOrder; WeChat Pay is asked, so the line follows the change.
 */
export function commerceOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  opsRoute(ops, deps.db, o.opsRefund, async ({ body, auditedAfter }) =>
    auditedAfter(
      'order.refund',
      async () => {
        const result = await refundOrder(deps, {
          orderNo: body.order_no,
          amountFen: body.amount,
          refundNo: body.refund_no,
          reason: body.reason ?? '',
        });
        return { result, target: `order:${body.order_no}`, detail: { ...body, status: result.status } };
      },
      `order:${body.order_no}`,
    ),
  );
}
