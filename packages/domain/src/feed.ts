import { z } from 'zod';
import { jsonRecordIdSchema, pageQueryFields } from './pagination.js';
import { AUDIENCES } from './audience.js';
import { PRIVACY_LEVELS } from './privacy-constants.js';
import { userSchema, type User } from './user-answers.js';
import {
  ACTIVITY_COMMENT_MAX_LENGTH,
  ACTIVITY_COMMENTS_PAGE_SIZE,
  ACTIVITY_CONTENT_TYPES,
  ACTIVITY_TYPES,
  FEED_MESSAGES,
  FEED_ORDERINGS,
  FEED_PAGE_SIZE,
  FEED_TEXTS,
  MARK_VIEWED_MAX_IDS,
  REACTION_TYPES,
} from './feed-constants.js';

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** GET /api/feed/ (and friends_only/, public_feed/): seed 000 section 7's query parameters. */
export const feedQuerySchema = z.object({
  ...pageQueryFields(FEED_PAGE_SIZE),
  activity_type: z.enum(ACTIVITY_TYPES, { error: FEED_MESSAGES.activityTypeInvalid }).optional(),
  privacy_level: z.enum(PRIVACY_LEVELS).optional(),
  date_after: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  search: z.string().trim().max(100).optional(),
  ordering: z.enum(FEED_ORDERINGS).default('-created_at'),
  user: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
  friends_only: booleanQuery.optional(),
});
export type FeedQuery = z.output<typeof feedQuerySchema>;

export const activityContentObjectDataSchema = z.object({
  title: z.string(),
  summary: z.string(),
  url_data: z.object({ id: z.number().int(), type: z.enum(ACTIVITY_CONTENT_TYPES) }),
});
export type ActivityContentObjectData = z.infer<typeof activityContentObjectDataSchema>;

/** metadata of seed 000 section 3: bird_count, species, shared_with, hunt_name, ... */
export const activityMetadataSchema = z.object({
  bird_count: z.number().int().optional(),
  species: z.array(z.string()).optional(),
  shared_with: z.array(z.object({ id: z.number().int(), username: z.string() })).optional(),
  hunt_name: z.string().optional(),
  location_name: z.string().optional(),
  comment_text: z.string().optional(),
  mutual_friends: z.number().int().optional(),
  previous_privacy_level: z.enum(PRIVACY_LEVELS).optional(),
});
export type ActivityMetadata = z.infer<typeof activityMetadataSchema>;

export const reactionCountsSchema = z.object({
  like: z.number().int(),
  love: z.number().int(),
  celebration: z.number().int(),
  target: z.number().int(),
});
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

/** The Activity JSON of seed 000 section 3, with the viewer's reaction and abilities. */
export const activitySchema = z.object({
  id: z.number().int(),
  activity_type: z.enum(ACTIVITY_TYPES),
  privacy_level: z.enum(PRIVACY_LEVELS),
  created_at: z.string(),
  content_title: z.string(),
  content_object: z.number().int(),
  user: userSchema,
  content_object_data: activityContentObjectDataSchema,
  metadata: activityMetadataSchema,
  reaction_counts: reactionCountsSchema,
  user_reaction: z.enum(REACTION_TYPES).nullable(),
  comment_count: z.number().int(),
  is_owner: z.boolean(),
  /** Who can read it as the server enforces it: its level narrowed by its item's audience. */
  audience: z.enum(AUDIENCES),
  /** The widest privacy level its author may choose: its item's own. */
  widest_privacy_level: z.enum(PRIVACY_LEVELS),
});
export type Activity = z.infer<typeof activitySchema>;

/** Seed 000 section 3: "An activity that arrives without a user gets a placeholder unknown user." */
export const UNKNOWN_FEED_USER: User = {
  id: 0,
  username: '',
  email: null,
  name: FEED_TEXTS.unknownUser,
  first_name: '',
  profile_image_url: null,
};

export const feedStatsSchema = z.object({
  total_activities: z.number().int(),
  week_activities: z.number().int(),
  month_activities: z.number().int(),
  most_active_type: z.enum(ACTIVITY_TYPES).nullable(),
});
export type FeedStats = z.infer<typeof feedStatsSchema>;

export const reactionRequestSchema = z.object({
  reaction_type: z.enum(REACTION_TYPES, { error: FEED_MESSAGES.reactionInvalid }),
});

export const activityPrivacyUpdateSchema = z.object({ privacy_level: z.enum(PRIVACY_LEVELS) });

export const activityCommentCreateSchema = z.object({
  content: z
    .string({ error: FEED_MESSAGES.commentRequired })
    .trim()
    .min(1, FEED_MESSAGES.commentRequired)
    .max(ACTIVITY_COMMENT_MAX_LENGTH, FEED_MESSAGES.commentTooLong),
});

export const activityCommentSchema = z.object({
  id: z.number().int(),
  activity: z.number().int(),
  user: userSchema,
  content: z.string(),
  created_at: z.string(),
  is_owner: z.boolean(),
});
export type ActivityComment = z.infer<typeof activityCommentSchema>;

export const activityCommentsQuerySchema = z.object(pageQueryFields(ACTIVITY_COMMENTS_PAGE_SIZE));

export const markViewedRequestSchema = z.object({
  activity_ids: z
    .array(jsonRecordIdSchema, { error: FEED_MESSAGES.activityIdsRequired })
    .min(1, FEED_MESSAGES.activityIdsRequired)
    .max(MARK_VIEWED_MAX_IDS),
});
export const markViewedResponseSchema = z.object({ marked: z.number().int() });
