import {
  FEED_TEXTS,
  activityCommentSchema,
  activitySchema,
  feedStatsSchema,
  paginatedSchema,
  type Activity,
  type Paginated,
} from '@marshlog/domain';

/** Loaded, with zod, beside the feed's first request (not with the screen). */
export const activityPageSchema = paginatedSchema(activitySchema);
export const activityCommentPageSchema = paginatedSchema(activityCommentSchema);
export { activitySchema, activityCommentSchema, feedStatsSchema };

/** A feed page, or the seed's "Invalid API response structure" when the answer is not one. */
export function parseActivityPage(payload: unknown): Paginated<Activity> {
  const parsed = activityPageSchema.safeParse(payload);
  if (!parsed.success) throw new Error(FEED_TEXTS.invalidResponse);
  return parsed.data;
}
