import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { audit } from '../../platform/audit';
import { ok } from '../../platform/envelope';
import { opsBody } from '../../platform/ops-input';
import { refundOrder } from './refund.service';

const RefundRequest = z.object({
  order_no: z.string().regex(/^[0-9A-Za-z_-]{6,32}$/),
  /** Fen; the whole unrefunded amount when left out. */
  amount: z.number().int().positive().optional(),
  /** The idempotency key: the same number refunds once. */
  refund_no: z.string().regex(/^[0-9A-Za-z_\-|*@]{1,64}$/),
  reason: z.string().max(80).optional(),
});

/**
 * Refunds for operators, inside /api/ops (the operator token is checked there; docs/money.md):
 *   POST /ops/refunds   {"order_no","refund_no","amount"?,"reason"?}: the same refund_no refunds once
 */
export function commerceOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  ops.post('/refunds', async (request) => {
    const input = opsBody(RefundRequest, request.body);
    const { order_no, amount, refund_no, reason } = input;
    const result = await refundOrder(deps, {
      orderNo: order_no,
      amountFen: amount,
      refundNo: refund_no,
      reason: reason ?? '',
    }).catch(async (error: unknown) => {
      await audit(db, 'ops-token', 'order.refund', { ...input, error: (error as Error).message });
      throw error;
    });
    await audit(db, 'ops-token', 'order.refund', { ...input, status: result.status });
    return ok(result);
  });
}
