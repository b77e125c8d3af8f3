import type { Deps } from '../../deps';
import type { Change } from '../../platform/audit-trail';
import { ownerOf, reviewOwner } from './owner.service';

export const OWNER_REVIEW = 'pin.owner.review';
export const ownerTarget = (userId: number) => `pin-owner:${userId}`;

/**
 * An operator's decision on a car owner and its audit line, for the console and the operator commands alike.
 * The owner is texted after the decision commits, so run it inside `auditedAfter()`.
 */
export async function decideOwner(
  deps: Deps,
  input: { userId: number; decision: 'approve' | 'reject'; reason: string },
  reviewer: string,
) {
  const before = await ownerOf(deps.db, input.userId);
  const result = await reviewOwner(deps, { ...input, reviewer });
  return {
    result,
    target: ownerTarget(input.userId),
    before: { status: before.status, reason: before.reason },
    after: { status: result.status, reason: result.reason },
    detail: { decision: input.decision },
  } satisfies Change<typeof result>;
}
