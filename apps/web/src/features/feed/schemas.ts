/** The feed's schemas, and zod with them, load beside the first request that needs them. */
const loadFeedSchemas = () => import('./feed-schemas');

export const activitySchema = async () => (await loadFeedSchemas()).activitySchema;
export const activityCommentPageSchema = async () =>
  (await loadFeedSchemas()).activityCommentPageSchema;
export const activityCommentSchema = async () => (await loadFeedSchemas()).activityCommentSchema;
export const feedStatsSchema = async () => (await loadFeedSchemas()).feedStatsSchema;
export const parseActivityPage = async (payload: unknown) =>
  (await loadFeedSchemas()).parseActivityPage(payload);
