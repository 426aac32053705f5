/** The schemas of report answers and forms, and zod with them; loaded lazily, through schemas.ts. */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  REPORT_MESSAGES,
  REPORT_PRIVACY_CHOICES,
  paginatedSchema,
  reportCommentSchema,
  reportCommentThreadSchema,
  reportSchema,
  reportUpdateSchema,
  sharingPolicyCreateSchema,
  sharingPolicySchema,
  type Report,
} from '@marshlog/domain';

export { reportCommentSchema, reportCommentThreadSchema, reportSchema, sharingPolicySchema };
export const reportPageSchema = paginatedSchema(reportSchema);
export const sharingPolicyPageSchema = paginatedSchema(sharingPolicySchema);

/**
 * The report's own fields of the Create Report modal, with the domain's rules and messages.
 * Unwrapped from the partial update schema rather than `.required()`, whose wrapper would answer
 * a missing value with its own message instead of the field's ("Latitude is required").
 */
const fields = reportUpdateSchema.shape;
const reportFormFields = z.object({
  title: fields.title.unwrap(),
  content: fields.content.unwrap(),
  location_name: fields.location_name.unwrap(),
  report_date: fields.report_date.unwrap(),
  latitude: fields.latitude.unwrap(),
  longitude: fields.longitude.unwrap(),
});

/** The Create Report modal: the fields, the privacy choice, and the partners for My Hunting Partners. */
export const reportFormSchema = reportFormFields
  .extend({
    /** A built-in choice, or one of the hunter's own sharing policies as 'policy-<id>'. */
    privacy: z.union(
      [z.enum(REPORT_PRIVACY_CHOICES), z.templateLiteral(['policy-', z.number().int().positive()])],
      { error: REPORT_MESSAGES.privacyRequired },
    ),
    allowed_users: z.array(z.number().int().positive()),
  })
  .superRefine((form, context) => {
    if (form.privacy === 'user' && form.allowed_users.length === 0) {
      context.addIssue({
        code: 'custom',
        message: REPORT_MESSAGES.allowedUsersRequired,
        path: ['allowed_users'],
      });
    }
  });
export const reportFormResolver = zodResolver(reportFormSchema);
export type ReportFormInput = z.input<typeof reportFormSchema>;
export type ReportFormValues = z.output<typeof reportFormSchema>;

/** The owner's edit form: the same fields and rules, the privacy level as stored. */
export const reportEditSchema = reportFormFields.extend({
  privacy_level: fields.privacy_level.unwrap(),
  sharing_policy: fields.sharing_policy.unwrap(),
});
export const reportEditResolver = zodResolver(reportEditSchema);
export type ReportEditInput = z.input<typeof reportEditSchema>;
export type ReportEditValues = z.output<typeof reportEditSchema>;

/** The sharing-policy form: the domain's create rules and messages. */
export const policyFormResolver = zodResolver(sharingPolicyCreateSchema);
export type PolicyFormInput = z.input<typeof sharingPolicyCreateSchema>;
export type PolicyFormValues = z.output<typeof sharingPolicyCreateSchema>;

/** Fields a created report cannot be shown or found without (seed 000 section 8, "critical data"). */
const CRITICAL_FIELDS = ['title', 'content', 'privacy_level', 'created_at'] as const;

/** What POST /reports/ answered, judged by the seed's report response checks. */
export type CreatedReportCheck =
  | { kind: 'report'; report: Report }
  /** Saved (the server said so) but without a usable id: nothing can be attached to it. */
  | { kind: 'no-id' }
  | { kind: 'missing'; field: string }
  | { kind: 'unexpected' };

const createdWithoutIdSchema = reportSchema.omit({ id: true });

export function checkCreatedReport(payload: unknown): CreatedReportCheck {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return { kind: 'unexpected' };
  }
  const fields = payload as Record<string, unknown>;
  const missing = CRITICAL_FIELDS.find(
    (field) => fields[field] === undefined || fields[field] === null,
  );
  if (missing) return { kind: 'missing', field: missing };
  const report = reportSchema.safeParse(payload);
  if (report.success) return { kind: 'report', report: report.data };
  if (createdWithoutIdSchema.safeParse(payload).success) return { kind: 'no-id' };
  return { kind: 'unexpected' };
}
