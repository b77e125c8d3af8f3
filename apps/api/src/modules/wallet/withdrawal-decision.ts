import type { Deps } from '../../deps';
import type { Change } from '../../platform/audit-trail';
import { invalidField } from '../../platform/errors';
import { reviewWithdrawal, withdrawalTrail } from './withdrawal-review.service';

export const withdrawalAction = (decision: 'approve' | 'reject') => `withdrawal.${decision}`;
export const withdrawalTarget = (id: number) => `withdrawal:${id}`;

/**
 * An operator's decision on a held withdrawal and its audit line, for the console and the operator commands
 * alike. Approval asks WeChat Pay for the transfer at once, so the decision commits on its own: run it inside
 * `auditedAfter()`. The withdrawal's own trail names the operator too.
 */
export async function decideWithdrawal(
  deps: Deps,
  input: { id: number; decision: 'approve' | 'reject'; reason: string },
  operator: string,
) {
  // The coach reads why: a rejection must say.
  if (input.decision === 'reject' && !input.reason) throw invalidField('reason', 'review_reason_required');
  const row = await reviewWithdrawal(deps, { ...input, operator });
  const trail = await withdrawalTrail(deps.db, input.id);
  return {
    result: { row, trail },
    target: withdrawalTarget(input.id),
    // Only a withdrawal held for review is decided (409 otherwise).
    before: { status: 'reviewing' },
    after: { status: row.status, fail_reason: row.failReason },
    detail: { reason: input.reason, amount: row.amountFen, coach_id: row.coachId },
  } satisfies Change<{ row: typeof row; trail: typeof trail }>;
}
