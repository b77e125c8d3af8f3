import { z } from 'zod';
import { adminGet, adminPost } from '../../endpoint';
import { id } from '../../schemas';

/**
 * The console's review of coach-for-hire checks (issue 15: identity, car, driving licence), as `train:pending`
 * and `train:review` do it. A coach shows to students once all three are approved and the listing is complete.
 */

const REVIEWERS = ['reviewer', 'admin'] as const;
const int = z.number().int();

export const TrainCheckKind = z.enum(['identity', 'plate', 'licence']);
const Status = z.enum(['pending', 'approved', 'rejected']);

export const TrainCheckItem = z.object({
  id: int,
  kind: TrainCheckKind,
  user_id: int,
  uid: z.string(),
  nickname: z.string(),
  member_id: z.string(),
  /** The plate the coach's listing names: what the car check's photos should show. */
  plate: z.string().nullable(),
  status: Status,
  reason: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** Photo part (front, back, vehicle_licence, plate, licence) → a link that opens for 15 minutes. */
  files: z.record(z.string(), z.string()),
});

export const adminTrainChecks = adminGet('/admin/reviews/train-checks', {
  operator: REVIEWERS,
  query: z.object({ status: Status.default('pending') }),
  response: z.object({ list: z.array(TrainCheckItem), links_expire_at: z.string() }),
});

/** Approve, or reject with the reason the coach reads (and may upload again). `listed`: the coach shows now. */
export const adminTrainCheckDecide = adminPost('/admin/reviews/train-checks/decide', {
  operator: REVIEWERS,
  body: z.object({
    id,
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(200).default(''),
  }),
  response: z.object({
    id: int,
    kind: TrainCheckKind,
    user_id: int,
    uid: z.string(),
    nickname: z.string(),
    status: Status,
    reason: z.string(),
    reviewed_at: z.string(),
    listed: z.boolean(),
  }),
});
