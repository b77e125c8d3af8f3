import type { z } from 'zod';
import type { AdminEndpoint } from '../../endpoint';
import * as audit from './audit';
import * as content from './content';
import * as contentPages from './content-pages';
import * as courses from './courses';
import * as dashboard from './dashboard';
import * as fields from './fields';
import * as finance from './finance';
import * as lightSets from './light-sets';
import * as operators from './operators';
import * as pin from './pin';
import * as products from './products';
import * as qbank from './qbank';
import * as reviews from './reviews';
import * as session from './session';
import * as settings from './settings';
import * as trainBookings from './train-bookings';
import * as trainChecks from './train-checks';
import * as users from './users';
import * as wishes from './wishes';

export * from './audit';
export * from './content';
export * from './content-pages';
export * from './courses';
export * from './dashboard';
export * from './fields';
export * from './finance';
export * from './light-sets';
export * from './operators';
export * from './pin';
export * from './products';
export * from './qbank';
export * from './reviews';
export * from './session';
export * from './settings';
export * from './train-bookings';
export * from './train-checks';
export * from './users';
export * from './wishes';

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
  adminCourses: courses.adminCourses,
  adminCourse: courses.adminCourse,
  adminCourseSave: courses.adminCourseSave,
  adminChapterSave: courses.adminChapterSave,
  adminLessonSave: courses.adminLessonSave,
  adminCourseOrder: courses.adminCourseOrder,
  adminCourseRetire: courses.adminCourseRetire,
  adminLessonVideo: courses.adminLessonVideo,
  adminTranscode: courses.adminTranscode,
  adminTranscodeRetry: courses.adminTranscodeRetry,
  adminQuestions: qbank.adminQuestions,
  adminQuestionChapters: qbank.adminQuestionChapters,
  adminQuestionUpdate: qbank.adminQuestionUpdate,
  adminQuestionImport: qbank.adminQuestionImport,
  adminQuestionExport: qbank.adminQuestionExport,
  adminErrorReports: qbank.adminErrorReports,
  adminErrorReportFix: qbank.adminErrorReportFix,
  adminErrorReportDismiss: qbank.adminErrorReportDismiss,
  adminProducts: products.adminProducts,
  adminProductSave: products.adminProductSave,
  adminProductRetire: products.adminProductRetire,
  adminSettings: settings.adminSettings,
  adminSettingUpdate: settings.adminSettingUpdate,
  adminTrainChecks: trainChecks.adminTrainChecks,
  adminTrainCheckDecide: trainChecks.adminTrainCheckDecide,
  adminCities: fields.adminCities,
  adminCitySave: fields.adminCitySave,
  adminFields: fields.adminFields,
  adminFieldSave: fields.adminFieldSave,
  adminFieldRetire: fields.adminFieldRetire,
  adminFieldRoutes: fields.adminFieldRoutes,
  adminRouteSave: fields.adminRouteSave,
  adminLightSets: lightSets.adminLightSets,
  adminLightSetFile: lightSets.adminLightSetFile,
  adminLightSetImport: lightSets.adminLightSetImport,
  adminLightSetReset: lightSets.adminLightSetReset,
  adminLightRecordings: lightSets.adminLightRecordings,
  adminLightRecordingUpload: lightSets.adminLightRecordingUpload,
  adminLightRecordingDelete: lightSets.adminLightRecordingDelete,
  adminArticles: content.adminArticles,
  adminArticle: content.adminArticle,
  adminArticleSave: content.adminArticleSave,
  adminArticlePublish: content.adminArticlePublish,
  adminArticleUnpublish: content.adminArticleUnpublish,
  adminTaxonomy: content.adminTaxonomy,
  adminCategorySave: content.adminCategorySave,
  adminTopicSave: content.adminTopicSave,
  adminBanners: content.adminBanners,
  adminBannerSave: content.adminBannerSave,
  adminContentImage: content.adminContentImage,
  adminNotices: contentPages.adminNotices,
  adminNoticeSave: contentPages.adminNoticeSave,
  adminHelpEntries: contentPages.adminHelpEntries,
  adminHelpEntrySave: contentPages.adminHelpEntrySave,
  adminEvents: contentPages.adminEvents,
  adminEventSave: contentPages.adminEventSave,
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
  // The shuttle's trips and bookings (reviewer, admin).
  adminPinTrips: pin.adminPinTrips,
  adminPinBookings: pin.adminPinBookings,
  adminPinBookingCancel: pin.adminPinBookingCancel,
  adminPinTripCancel: pin.adminPinTripCancel,
  // Coach-for-hire bookings (finance, admin).
  adminTrainBookings: trainBookings.adminTrainBookings,
  adminTrainBookingCancel: trainBookings.adminTrainBookingCancel,
  // The wish wall's moderation (content, admin).
  adminWishes: wishes.adminWishes,
  adminWishHide: wishes.adminWishHide,
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
