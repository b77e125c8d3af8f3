import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trainChecks } from '../../db/schema';
import type { Change } from '../../platform/audit-trail';
import { isListed, reviewCheck } from './checks.service';

export const CHECK_REVIEW = 'train.check.review';
export const checkTarget = (id: number) => `train-check:${id}`;

async function checkState(db: Db, id: number) {
  const [row] = await db
    .select({ status: trainChecks.status, reason: trainChecks.reason, userId: trainChecks.userId })
    .from(trainChecks)
    .where(eq(trainChecks.id, id));
  return row ? { status: row.status, reason: row.reason, listed: await isListed(db, row.userId) } : null;
}

/**
 * An operator's decision on a coach-for-hire check and its audit line, for the console and the operator
 * commands alike. reviewCheck commits on its own and then asks whether the coach is listed, so run it inside
 * `auditedAfter()`.
 */
export async function decideCheck(
  db: Db,
  input: { id: number; decision: 'approve' | 'reject'; reason: string },
  reviewer: string,
) {
  const before = await checkState(db, input.id);
  const result = await reviewCheck(db, { ...input, reviewer });
  return {
    result,
    target: checkTarget(input.id),
    before,
    after: { status: result.status, reason: result.reason, listed: result.listed },
    detail: { kind: result.kind, user_id: result.user_id, decision: input.decision },
  } satisfies Change<typeof result>;
}
