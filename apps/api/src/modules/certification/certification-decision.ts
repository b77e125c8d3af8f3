import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachCertifications } from '../../db/schema';
import type { Change } from '../../platform/audit-trail';
import { reviewCertification } from './certification.service';

export const CERT_REVIEW = 'coach.cert.review';
export const certificationTarget = (id: number) => `certification:${id}`;

/** A certification's review state, for the audit line's `before`. */
async function reviewState(db: Db, id: number) {
  const [row] = await db
    .select({ status: coachCertifications.status, reason: coachCertifications.reason })
    .from(coachCertifications)
    .where(eq(coachCertifications.id, id));
  return row ?? null;
}

/**
 * An operator's decision on a certification and its audit line, the console's (`reviewer` is
 * `operator:<name>`) and the operator commands' (`ops-token`) alike: run it inside `audited()`.
 */
export async function decideCertification(
  db: Db,
  input: { id: number; decision: 'approve' | 'reject'; reason: string },
  reviewer: string,
) {
  const before = await reviewState(db, input.id);
  const result = await reviewCertification(db, { ...input, reviewer });
  return {
    result,
    target: certificationTarget(input.id),
    before,
    after: { status: result.status, reason: result.reason },
    detail: { coach_id: result.coach_id, decision: input.decision },
  } satisfies Change<typeof result>;
}
