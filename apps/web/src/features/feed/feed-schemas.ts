import { z } from 'zod';
import {
  FEED_TEXTS,
  UNKNOWN_FEED_USER,
  activityCommentSchema,
  activitySchema,
  feedStatsSchema,
  paginatedSchema,
  userSchema,
  type Paginated,
} from '@marshlog/domain';
import type { FeedCard } from './feed-card';

/** Loaded, with zod, beside the feed's first request (not with the screen). */
export const activityCommentPageSchema = paginatedSchema(activityCommentSchema);
export { activitySchema, activityCommentSchema, feedStatsSchema };

/** A feed page whose cards are read one by one: one bad activity spoils only its own card. */
const feedPageEnvelopeSchema = paginatedSchema(z.unknown());

/** An activity whose author is missing or unreadable still shows, by the unknown-user placeholder. */
const activityCardSchema = activitySchema.extend({
  user: userSchema
    .nullish()
    .catch(null)
    .transform((user) => user ?? UNKNOWN_FEED_USER),
});

const rawIdSchema = z.object({ id: z.number().int().positive() });

/** One card: the activity, or the seed's "Activity data unavailable" card when it cannot show. */
export function parseFeedCard(raw: unknown): FeedCard {
  const parsed = activityCardSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.warn('Activity data unavailable', parsed.error.issues);
  const known = rawIdSchema.safeParse(raw);
  return { unreadable: true, id: known.success ? known.data.id : null };
}

/**
 * A feed page, or the seed's "Invalid API response structure" when the answer is not a page at
 * all; each activity in it is read on its own (seed 000 section 2: per-card fallbacks).
 */
export function parseActivityPage(payload: unknown): Paginated<FeedCard> {
  const parsed = feedPageEnvelopeSchema.safeParse(payload);
  if (!parsed.success) throw new Error(FEED_TEXTS.invalidResponse);
  return { ...parsed.data, results: parsed.data.results.map(parseFeedCard) };
}
