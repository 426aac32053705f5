import { z } from 'zod';
import { pageQueryFields, recordIdSchema } from './pagination.js';
import { reportAuthorSchema } from './reports.js';
import {
  DEFAULT_REPORT_COMMENT_ORDERING,
  REPORT_COMMENT_MAX_LENGTH,
  REPORT_COMMENT_MESSAGES,
  REPORT_COMMENT_ORDERINGS,
  REPORT_COMMENTS_PAGE_SIZE,
} from './report-constants.js';

/** Database ids are 32-bit (as recordIdSchema). */
const MAX_RECORD_ID = 2 ** 31 - 1;

/** Non-blank after trimming (seed 000 section 5), at most 1000 characters. */
export const reportCommentContentSchema = z
  .string({ error: REPORT_COMMENT_MESSAGES.contentRequired })
  .trim()
  .min(1, REPORT_COMMENT_MESSAGES.contentRequired)
  .max(REPORT_COMMENT_MAX_LENGTH, REPORT_COMMENT_MESSAGES.contentTooLong);

/** POST /api/report-comments/: a comment, or a reply when parent names a comment of the same report. */
export const reportCommentCreateSchema = z.object({
  report: z
    .number({ error: REPORT_COMMENT_MESSAGES.reportRequired })
    .int(REPORT_COMMENT_MESSAGES.reportRequired)
    .positive(REPORT_COMMENT_MESSAGES.reportRequired)
    .max(MAX_RECORD_ID, REPORT_COMMENT_MESSAGES.reportRequired),
  content: reportCommentContentSchema,
  parent: recordIdSchema.nullable().default(null),
});
export type ReportCommentCreateInput = z.input<typeof reportCommentCreateSchema>;
export type ReportCommentCreate = z.output<typeof reportCommentCreateSchema>;

/** PATCH /api/report-comments/{id}/: the author changes the text. */
export const reportCommentUpdateSchema = z.object({ content: reportCommentContentSchema });
export type ReportCommentUpdate = z.output<typeof reportCommentUpdateSchema>;

const reportCommentFields = {
  id: z.number().int().positive(),
  report: z.number().int().positive(),
  /** The commenter; the report's author is anonymous here too when the report hides its hunter. */
  user: reportAuthorSchema,
  parent: z.number().int().positive().nullable(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  is_owner: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  reply_count: z.number().int(),
};

/** The report comment JSON of seed 000 section 3, with the viewer's abilities. */
export const reportCommentSchema = z.object(reportCommentFields);
export type ReportComment = z.infer<typeof reportCommentSchema>;

/** A comment in GET /report-comments/thread/: its replies nested, oldest first. */
export interface ReportCommentNode extends ReportComment {
  replies: ReportCommentNode[];
}
export const reportCommentNodeSchema: z.ZodType<ReportCommentNode> = z.object({
  ...reportCommentFields,
  get replies() {
    return z.array(reportCommentNodeSchema);
  },
});

export const reportCommentThreadSchema = z.object({
  report_id: z.number().int().positive(),
  /** Every comment of the report, replies included. */
  count: z.number().int(),
  comments: z.array(reportCommentNodeSchema),
});
export type ReportCommentThread = z.infer<typeof reportCommentThreadSchema>;

export const reportCommentThreadQuerySchema = z.object({
  report_id: z.coerce
    .number({ error: REPORT_COMMENT_MESSAGES.reportIdRequired })
    .int(REPORT_COMMENT_MESSAGES.reportIdRequired)
    .positive(REPORT_COMMENT_MESSAGES.reportIdRequired)
    .max(MAX_RECORD_ID, REPORT_COMMENT_MESSAGES.reportIdRequired),
});

/** GET /api/report-comments/: comments on reports the viewer may see. */
export const reportCommentListQuerySchema = z.object({
  report: recordIdSchema.optional(),
  user: recordIdSchema.optional(),
  /** A comment's replies; `parent=none` lists top-level comments only. */
  parent: z.union([z.literal('none'), recordIdSchema]).optional(),
  ordering: z.enum(REPORT_COMMENT_ORDERINGS).default(DEFAULT_REPORT_COMMENT_ORDERING),
  ...pageQueryFields(REPORT_COMMENTS_PAGE_SIZE),
});
export type ReportCommentListQuery = z.output<typeof reportCommentListQuerySchema>;
