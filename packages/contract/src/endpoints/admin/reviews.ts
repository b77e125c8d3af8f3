import { z } from 'zod';
import { adminGet, adminPost } from '../../endpoint';
import { PinCar } from '../../pin-schemas';
import { id } from '../../schemas';
import { PracticeApplication, PracticeState } from '../../site-schemas';

/**
 * The console's reviews: one list and one decision per kind, each kind behind the role that decides it.
 * Lists are oldest first (the one waiting longest on top); a decision on something already decided is a 409.
 * Photos come as links that open for 15 minutes without any other credential (`links_expire_at`).
 */

const REVIEWERS = ['reviewer', 'admin'] as const;
const FINANCE = ['finance', 'admin'] as const;

const Status = z.enum(['pending', 'approved', 'rejected']);
const statusQuery = z.object({ status: Status.default('pending') });

/** Approve, or reject with a reason the person reads (required for a rejection; the area says so in a 400). */
const Decision = z.object({
  id,
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(200).default(''),
});

const int = z.number().int();

// ── Coach certifications (the three photos side by side) ──

export const CertificationItem = z.object({
  id: int,
  coach_id: int,
  uid: z.string(),
  nickname: z.string(),
  real_name: z.string(),
  phone: z.string(),
  school: z.string(),
  submitted_at: z.string(),
  files: z.object({ id_front: z.string(), id_back: z.string(), licence: z.string() }),
});

export const adminCertifications = adminGet('/admin/reviews/certifications', {
  operator: REVIEWERS,
  response: z.object({ list: z.array(CertificationItem), links_expire_at: z.string() }),
});

export const adminCertificationDecide = adminPost('/admin/reviews/certifications/decide', {
  operator: REVIEWERS,
  body: Decision,
  response: z.object({
    id: int,
    coach_id: int,
    uid: z.string(),
    real_name: z.string(),
    status: z.string(),
    reason: z.string(),
  }),
});

// ── Withdrawals above the review threshold ──

export const WithdrawalItem = z.object({
  id: int,
  coach_id: int,
  name: z.string(),
  phone: z.string(),
  amount: int,
  created_at: z.string(),
  /** The coach's balance with this amount already taken out. */
  balance_after: int,
});

export const adminWithdrawals = adminGet('/admin/reviews/withdrawals', {
  operator: FINANCE,
  response: z.object({ list: z.array(WithdrawalItem) }),
});

export const adminWithdrawalDecide = adminPost('/admin/reviews/withdrawals/decide', {
  operator: FINANCE,
  body: Decision,
  response: z.object({
    id: int,
    amount: int,
    /** transferring, wait_user_confirm, success after an approval (WeChat Pay is asked at once); failed after a rejection. */
    status: z.string(),
    fail_reason: z.string(),
    trail: z.array(z.object({ event: z.string(), actor: z.string(), at: z.string() })),
  }),
});

// ── Students' offline-class applications ('/apply' on a field's lessons) ──

export const ClassApplicationItem = z.object({
  id: int,
  user_id: int,
  uid: z.string(),
  nickname: z.string(),
  field_id: int,
  field_name: z.string(),
  name: z.string(),
  phone: z.string(),
  note: z.string(),
  /** The student's coach (their referral), when they have one. */
  coach: z.string().nullable(),
  status: Status,
  reason: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});

export const adminClassApplications = adminGet('/admin/reviews/class-applications', {
  operator: REVIEWERS,
  query: statusQuery,
  response: z.object({ list: z.array(ClassApplicationItem) }),
});

/** The student is texted the outcome (and the reason of a rejection) at the phone they applied with. */
export const adminClassApplicationDecide = adminPost('/admin/reviews/class-applications/decide', {
  operator: REVIEWERS,
  body: Decision,
  response: ClassApplicationItem,
});

// ── Coaches' theory-course applications (v3/apply/kt) ──

export const TheoryApplicationItem = z.object({
  id: int,
  coach_id: int,
  coach_name: z.string(),
  student_name: z.string(),
  student_phone: z.string(),
  /** 1 or 4: approval opens that subject's VIP sets for the student. */
  subject: int,
  field_id: int.nullable(),
  field_name: z.string().nullable(),
  note: z.string(),
  /** The account that has bound this phone: who approval unlocks for (none yet: approval waits for them). */
  student: z.object({ id: int, uid: z.string(), nickname: z.string() }).nullable(),
  status: Status,
  reason: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});

export const adminTheoryApplications = adminGet('/admin/reviews/theory-applications', {
  operator: REVIEWERS,
  query: statusQuery,
  response: z.object({ list: z.array(TheoryApplicationItem) }),
});

/**
 * Approve: the student whose account has the phone gets the subject's VIP as an entitlement recorded with its
 * reason (the application); reject: the reason shows on the coach's '/coach-audit'.
 */
export const adminTheoryApplicationDecide = adminPost('/admin/reviews/theory-applications/decide', {
  operator: REVIEWERS,
  body: Decision,
  response: TheoryApplicationItem,
});

// ── Shuttle car owners (the three photos side by side) ──

export const PinOwnerItem = z.object({
  user_id: int,
  uid: z.string(),
  nickname: z.string(),
  name: z.string(),
  phone: z.string(),
  car: PinCar.nullable(),
  status: z.string(),
  reason: z.string(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  files: z.object({
    licence: z.string().nullable(),
    vehicle_licence: z.string().nullable(),
    plate: z.string().nullable(),
  }),
});

export const adminPinOwners = adminGet('/admin/reviews/pin-owners', {
  operator: REVIEWERS,
  query: statusQuery,
  response: z.object({ list: z.array(PinOwnerItem), links_expire_at: z.string() }),
});

/** `id` is the owner's user id. The owner is texted the outcome. */
export const adminPinOwnerDecide = adminPost('/admin/reviews/pin-owners/decide', {
  operator: REVIEWERS,
  body: Decision,
  response: z.object({ user_id: int, uid: z.string(), name: z.string(), status: z.string(), reason: z.string() }),
});

// ── On-site practice applications (exam site) ──

export const SitePracticeItem = PracticeApplication.extend({ user_id: int, uid: z.string(), nickname: z.string() });

export const adminSitePractice = adminGet('/admin/reviews/site-practice', {
  operator: REVIEWERS,
  query: z.object({ status: PracticeState.default('pending') }),
  response: z.object({ list: z.array(SitePracticeItem) }),
});

/** The reason is the reply the student reads (needed for a rejection); they are texted. */
export const adminSitePracticeDecide = adminPost('/admin/reviews/site-practice/decide', {
  operator: REVIEWERS,
  body: Decision,
  response: PracticeApplication,
});
