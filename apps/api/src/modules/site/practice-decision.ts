import type { Deps } from '../../deps';
import type { Change } from '../../platform/audit-trail';
import { decideApplication } from './practice.service';

export const PRACTICE_DECIDE = 'site.practice.decide';
export const practiceTarget = (id: number) => `site-practice:${id}`;

/**
 * An operator's decision on an on-site practice application and its audit line, for the console and the
 * operator commands alike. The student is texted after it commits, so run it inside `auditedAfter()`.
 */
export async function decidePractice(
  deps: Deps,
  input: { id: number; decision: 'approve' | 'reject'; reply: string },
  operator: string,
) {
  const result = await decideApplication(deps, { ...input, operator });
  return {
    result,
    target: practiceTarget(input.id),
    // Only a pending application is decided (409 otherwise).
    before: { status: 'pending' },
    after: { status: result.status, reply: result.reply },
    detail: { decision: input.decision },
  } satisfies Change<typeof result>;
}
