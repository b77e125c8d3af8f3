import { z } from 'zod';
import { adminGet } from '../../endpoint';
import { EVERY_ROLE } from './session';

const int = z.number().int();

/** One day in China time (UTC+8): what happened on it. */
export const DashboardDay = z.object({
  /** YYYY-MM-DD, China time. */
  date: z.string(),
  new_users: int,
  paid_orders: int,
  /** Fen paid on that day's orders. */
  revenue_fen: int,
  refunds: int,
  refunded_fen: int,
});

/** What waits for an operator, by kind of review. */
export const PendingReviews = z.object({
  certifications: int,
  withdrawals: int,
  class_applications: int,
  theory_applications: int,
  pin_owners: int,
  site_practice: int,
  /** Coach-for-hire checks (identity, car, driving licence), each counted on its own. */
  train_checks: int,
});

/** Today (China time) at a glance, what waits, and the last 30 days day by day (oldest first, today last). */
export const adminDashboard = adminGet('/admin/dashboard', {
  operator: EVERY_ROLE,
  response: z.object({
    today: DashboardDay,
    pending: PendingReviews,
    /** Students' error reports on questions ('/submitError') not yet handled. */
    error_reports_open: int,
    days: z.array(DashboardDay),
  }),
});
