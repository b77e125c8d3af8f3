import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { coachBalances, coachLedger } from './ledger-admin.service';
import { decideWithdrawal, withdrawalAction, withdrawalTarget } from './withdrawal-decision';
import { pendingWithdrawals, withdrawalHistory } from './withdrawal-review.service';

/**
 * The console's review of withdrawals above the threshold (finance, admin): the same rules as
 * `withdrawal:pending` and `withdrawal:review` (wallet.ops.ts). Approval asks WeChat Pay for the transfer at
 * once, so the decision commits on its own and its audit line follows; the withdrawal's own trail names the
 * operator too.
 */
export function walletAdminRoutes(api: FastifyInstance, deps: Deps): void {
  adminRoute(api, deps.db, e.adminWithdrawals, async () => ({ list: await pendingWithdrawals(deps.db) }));

  adminRoute(api, deps.db, e.adminWithdrawalDecide, async ({ body, operator, auditedAfter }) => {
    const { row, trail } = await auditedAfter(
      withdrawalAction(body.decision),
      () => decideWithdrawal(deps, body, operator.actor),
      withdrawalTarget(body.id),
    );
    return { id: row.id, amount: row.amountFen, status: row.status, fail_reason: row.failReason, trail };
  });

  // Finance: each coach's ledger, and every withdrawal with its trail.
  adminRoute(api, deps.db, e.adminLedgerCoaches, async ({ query }) => coachBalances(deps.db, query));
  adminRoute(api, deps.db, e.adminLedger, async ({ query }) =>
    coachLedger(deps.db, query.coach_id, query.page, query.num),
  );
  adminRoute(api, deps.db, e.adminWithdrawalHistory, async ({ query }) => withdrawalHistory(deps.db, query));
}
