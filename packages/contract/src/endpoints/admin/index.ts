import type { z } from 'zod';
import type { AdminEndpoint } from '../../endpoint';
import * as audit from './audit';
import * as dashboard from './dashboard';
import * as finance from './finance';
import * as operators from './operators';
import * as reviews from './reviews';
import * as session from './session';
import * as users from './users';

export * from './audit';
export * from './dashboard';
export * from './finance';
export * from './operators';
export * from './reviews';
export * from './session';
export * from './users';

/**
 * Every endpoint of the operator console (/api/admin/…), by name. Kept apart from `endpoints` (the students'
 * and coaches' API): the API registers these with `adminRoute()`, the console's client takes their types,
 * and the student app never sees them.
 */
export const adminEndpoints = {
  adminSignIn: session.adminSignIn,
  adminSession: session.adminSession,
  adminSignOut: session.adminSignOut,
  adminPassword: session.adminPassword,
  adminOperators: operators.adminOperators,
  adminOperatorAdd: operators.adminOperatorAdd,
  adminOperatorDisable: operators.adminOperatorDisable,
  adminOperatorResetTotp: operators.adminOperatorResetTotp,
  adminOperatorResetPassword: operators.adminOperatorResetPassword,
  adminDashboard: dashboard.adminDashboard,
  adminAudit: audit.adminAudit,
  adminAuditFacets: audit.adminAuditFacets,
  adminCertifications: reviews.adminCertifications,
  adminCertificationDecide: reviews.adminCertificationDecide,
  adminWithdrawals: reviews.adminWithdrawals,
  adminWithdrawalDecide: reviews.adminWithdrawalDecide,
  adminClassApplications: reviews.adminClassApplications,
  adminClassApplicationDecide: reviews.adminClassApplicationDecide,
  adminTheoryApplications: reviews.adminTheoryApplications,
  adminTheoryApplicationDecide: reviews.adminTheoryApplicationDecide,
  adminPinOwners: reviews.adminPinOwners,
  adminPinOwnerDecide: reviews.adminPinOwnerDecide,
  adminSitePractice: reviews.adminSitePractice,
  adminSitePracticeDecide: reviews.adminSitePracticeDecide,
  // Finance (finance, admin) and users (admin).
  adminOrders: finance.adminOrders,
  adminOrder: finance.adminOrder,
  adminOrderRefund: finance.adminOrderRefund,
  adminLedgerCoaches: finance.adminLedgerCoaches,
  adminLedger: finance.adminLedger,
  adminWithdrawalHistory: finance.adminWithdrawalHistory,
  adminReconciliation: finance.adminReconciliation,
  adminUsers: users.adminUsers,
  adminUser: users.adminUser,
  adminUserDisable: users.adminUserDisable,
} satisfies Record<string, AdminEndpoint>;
export type AdminEndpoints = typeof adminEndpoints;

type Key<E> = E extends AdminEndpoint<infer M, infer P> ? `${M} ${P}` : never;

/** "GET /admin/dashboard" → its query, body, response and roles, for the console's typed client. */
export type AdminApiMap = {
  [N in keyof AdminEndpoints as Key<AdminEndpoints[N]>]: {
    query: z.input<AdminEndpoints[N]['query']>;
    body: z.input<AdminEndpoints[N]['body']>;
    response: z.output<AdminEndpoints[N]['response']>;
  };
};
export type AdminApiRoute = keyof AdminApiMap;
