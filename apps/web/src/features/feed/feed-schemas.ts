import {
  activityCommentSchema,
  activitySchema,
  feedStatsSchema,
  paginatedSchema,
} from '@marshlog/domain';

/** Loaded, with zod, beside the feed's first request (not with the screen). */
export const activityPageSchema = paginatedSchema(activitySchema);
export const activityCommentPageSchema = paginatedSchema(activityCommentSchema);
export { activitySchema, activityCommentSchema, feedStatsSchema };
