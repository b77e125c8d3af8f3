import type { z } from 'zod';
import type { OpsEndpoint } from '../../endpoint';
import * as content from './content';
import * as reviews from './reviews';
import * as system from './system';

export { OpsWish, WithdrawalTrailItem } from './reviews';

/**
 * Every endpoint of the operator API (/api/ops/…, the operator token), by name: the API registers them with
 * `opsRoute()`, the operator commands (apps/api/src/ops) take their types. Kept apart from `endpoints` and
 * `adminEndpoints`.
 */
export const opsEndpoints = {
  opsCertifications: reviews.opsCertifications,
  opsCertificationFile: reviews.opsCertificationFile,
  opsCertificationReview: reviews.opsCertificationReview,
  opsWithdrawals: reviews.opsWithdrawals,
  opsWithdrawalReview: reviews.opsWithdrawalReview,
  opsPinOwners: reviews.opsPinOwners,
  opsPinOwnerReview: reviews.opsPinOwnerReview,
  opsTrainChecks: reviews.opsTrainChecks,
  opsTrainCheckReview: reviews.opsTrainCheckReview,
  opsTrainEndSession: reviews.opsTrainEndSession,
  opsSitePractice: reviews.opsSitePractice,
  opsSitePracticeDecide: reviews.opsSitePracticeDecide,
  opsWishes: reviews.opsWishes,
  opsWishAnswer: reviews.opsWishAnswer,
  opsRefund: reviews.opsRefund,
  opsQuestionsImport: content.opsQuestionsImport,
  opsQuestionsExport: content.opsQuestionsExport,
  opsLightSets: content.opsLightSets,
  opsLightSetFile: content.opsLightSetFile,
  opsLightSetImport: content.opsLightSetImport,
  opsLightSetReset: content.opsLightSetReset,
  opsLightRecording: content.opsLightRecording,
  opsSiteFile: content.opsSiteFile,
  opsSiteImport: content.opsSiteImport,
  opsSiteInteractiveFile: content.opsSiteInteractiveFile,
  opsSiteInteractiveImport: content.opsSiteInteractiveImport,
  opsSitePanorama: content.opsSitePanorama,
  opsSiteVideo: content.opsSiteVideo,
  opsJobs: system.opsJobs,
  opsJobRun: system.opsJobRun,
  opsOperators: system.opsOperators,
  opsOperatorAdd: system.opsOperatorAdd,
  opsOperatorResetTotp: system.opsOperatorResetTotp,
  opsOperatorResetPassword: system.opsOperatorResetPassword,
  opsOperatorDisable: system.opsOperatorDisable,
  opsBackup: system.opsBackup,
} satisfies Record<string, OpsEndpoint>;
export type OpsEndpoints = typeof opsEndpoints;

/** An operator endpoint's types: path params, query and body as sent, the reply's data as received. */
export type OpsTypes<E extends OpsEndpoint> = {
  params: z.input<E['params']>;
  query: z.input<E['query']>;
  body: z.input<E['body']>;
  response: z.output<E['response']>;
};
