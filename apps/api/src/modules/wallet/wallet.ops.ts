import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { audit } from '../../platform/audit';
import { ok } from '../../platform/envelope';
import { opsBody } from '../../platform/ops-input';
import { describeWithdrawal } from './withdrawal.service';
import { pendingWithdrawals, reviewWithdrawal, withdrawalTrail } from './withdrawal-review.service';

const Review = z
  .object({
    id: z.number().int().positive(),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(80).default(''),
    /** Who decided, for the audit trail (the CLI sends the operator's login name). */
    operator: z.string().trim().min(1).max(40).default('ops'),
  })
  // The coach reads why: a rejection must say.
  .refine((r) => r.decision === 'approve' || r.reason.length > 0, { path: ['reason'], message: 'required' });

/**
 * Operator actions on withdrawals, registered inside /api/ops (which checks the operator token):
 * the list waiting for review, and approve or reject. Every decision goes into the ops audit log
 * besides the withdrawal's own trail.
 */
export function walletOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  ops.get('/withdrawals/pending', async () => ok({ list: await pendingWithdrawals(deps.db) }));

  ops.post('/withdrawals/review', async (request) => {
    const { id, decision, reason, operator } = opsBody(Review, request.body);
    const row = await reviewWithdrawal(deps, { id, decision, reason, operator }).catch(async (error: unknown) => {
      await audit(deps.db, `ops-token:${operator}`, `withdrawal.${decision}`, {
        id,
        reason,
        error: (error as Error).message,
      });
      throw error;
    });
    await audit(deps.db, `ops-token:${operator}`, `withdrawal.${decision}`, { id, reason, status: row.status });
    return ok({ withdrawal: describeWithdrawal(deps, row), trail: await withdrawalTrail(deps.db, id) });
  });
}
