import { lazyResolver } from '../../lib/lazy-resolver';

/**
 * The report, comment and sharing-policy schemas, and zod with them, load beside the first
 * request or validation that needs them, not with the report screens (issue 14).
 */
const loadReportSchemas = () => import('./report-schemas');

export const reportSchema = async () => (await loadReportSchemas()).reportSchema;
export const reportPageSchema = async () => (await loadReportSchemas()).reportPageSchema;
export const reportCommentSchema = async () => (await loadReportSchemas()).reportCommentSchema;
export const reportCommentThreadSchema = async () =>
  (await loadReportSchemas()).reportCommentThreadSchema;
export const sharingPolicySchema = async () => (await loadReportSchemas()).sharingPolicySchema;
export const sharingPolicyPageSchema = async () =>
  (await loadReportSchemas()).sharingPolicyPageSchema;
export const checkCreatedReport = async (payload: unknown) =>
  (await loadReportSchemas()).checkCreatedReport(payload);
export const reportFormResolver = lazyResolver(
  async () => (await loadReportSchemas()).reportFormResolver,
);
export const reportEditResolver = lazyResolver(
  async () => (await loadReportSchemas()).reportEditResolver,
);
export const policyFormResolver = lazyResolver(
  async () => (await loadReportSchemas()).policyFormResolver,
);
