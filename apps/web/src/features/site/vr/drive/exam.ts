import type { Verdict } from '@xueche/yard-rules';

/** Subject two's pass mark for small cars (C1/C2): 80 of 100 (docs/domain.md). */
export const EXAM_PASS_MARK = 80;

/**
 * The whole subject-two exam from its items' verdicts: 100 less every point taken; any item failed fails
 * the exam, and so does an exam not driven to its last item.
 */
export function examScore(verdicts: Verdict[], total: number): { passed: boolean; score: number } {
  const taken = verdicts.flatMap((v) => v.faults).reduce((sum, f) => sum + f.points, 0);
  const failed = verdicts.some((v) => !v.passed);
  const score = failed ? 0 : Math.max(0, 100 - taken);
  return { passed: !failed && verdicts.length === total && score >= EXAM_PASS_MARK, score };
}
