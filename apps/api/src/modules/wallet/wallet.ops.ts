import { opsEndpoints as o } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { opsRoute } from '../../platform/ops-route';
import { describeWithdrawal } from './withdrawal.service';
import { decideWithdrawal, withdrawalAction, withdrawalTarget } from './withdrawal-decision';
import { pendingWithdrawals } from './withdrawal-review.service';

/**
 * Operator actions on withdrawals (withdrawal:pending, withdrawal:review), inside /api/ops: the list waiting
 * for review, and the decision the console makes too (withdrawal-decision.ts), in the audit log under the
 * name the command line sends, besides the withdrawal's own trail.
 */
export function walletOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  opsRoute(ops, deps.db, o.opsWithdrawals, async () => ({ list: await pendingWithdrawals(deps.db) }));

  opsRoute(ops, deps.db, o.opsWithdrawalReview, async ({ body, actAs, auditedAfter }) => {
    const { operator, ...input } = body;
    actAs(operator);
    const { row, trail } = await auditedAfter(
      withdrawalAction(input.decision),
      async () => {
        const change = await decideWithdrawal(deps, input, operator);
        return { ...change, detail: { ...change.detail, id: input.id, status: change.result.row.status } };
      },
      withdrawalTarget(input.id),
    );
    return { withdrawal: describeWithdrawal(deps, row), trail };
  });
}
