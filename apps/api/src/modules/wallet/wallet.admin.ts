import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { invalidField } from '../../platform/errors';
import { coachBalances, coachLedger } from './ledger-admin.service';
import { pendingWithdrawals, reviewWithdrawal, withdrawalHistory, withdrawalTrail } from './withdrawal-review.service';

/**
 * The console's review of withdrawals above the threshold (finance, admin): the same rules as
 * `withdrawal:pending` and `withdrawal:review` (wallet.ops.ts). Approval asks WeChat Pay for the transfer at
 * once, so the decision commits on its own and its audit line follows; the withdrawal's own trail names the
 * operator too.
 */
export function walletAdminRoutes(api: FastifyInstance, deps: Deps): void {
  adminRoute(api, deps.db, e.adminWithdrawals, async () => ({ list: await pendingWithdrawals(deps.db) }));

  adminRoute(api, deps.db, e.adminWithdrawalDecide, async ({ body, operator, auditedAfter }) =>
    auditedAfter(
      `withdrawal.${body.decision}`,
      async () => {
        if (body.decision === 'reject' && !body.reason) throw invalidField('reason', 'review_reason_required');
        const row = await reviewWithdrawal(deps, {
          id: body.id,
          decision: body.decision,
          reason: body.reason,
          operator: operator.actor,
        });
        const trail = await withdrawalTrail(deps.db, body.id);
        return {
          result: { id: row.id, amount: row.amountFen, status: row.status, fail_reason: row.failReason, trail },
          target: `withdrawal:${body.id}`,
          // Only a withdrawal held for review is decided (409 otherwise).
          before: { status: 'reviewing' },
          after: { status: row.status, fail_reason: row.failReason },
          detail: { reason: body.reason, amount: row.amountFen, coach_id: row.coachId },
        };
      },
      `withdrawal:${body.id}`,
    ),
  );

  // Finance: each coach's ledger, and every withdrawal with its trail.
  adminRoute(api, deps.db, e.adminLedgerCoaches, async ({ query }) => coachBalances(deps.db, query));
  adminRoute(api, deps.db, e.adminLedger, async ({ query }) =>
    coachLedger(deps.db, query.coach_id, query.page, query.num),
  );
  adminRoute(api, deps.db, e.adminWithdrawalHistory, async ({ query }) => withdrawalHistory(deps.db, query));
}
