import { z } from 'zod';
import { ACTIVITY_TYPES } from './feed-constants.js';
import { PRIVACY_LEVELS } from './privacy-constants.js';
import { SPECIES_CATEGORIES } from './species-constants.js';
import {
  ANALYTICS_MESSAGES,
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  FRIEND_COMPARISONS,
  WEEKDAYS,
  isTimeZone,
} from './analytics-constants.js';

const timeZoneSchema = z
  .string()
  .refine(isTimeZone, { error: ANALYTICS_MESSAGES.timeZoneInvalid })
  .default('UTC');
const periodSchema = z
  .enum(ANALYTICS_PERIODS, { error: ANALYTICS_MESSAGES.periodInvalid })
  .default(DEFAULT_ANALYTICS_PERIOD);

/** Query of every /activity-analytics/ route: the period and the browser's IANA time zone. */
export const analyticsQuerySchema = z.object({ period: periodSchema, tz: timeZoneSchema });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** Query of GET /feed/feed_stats/: the browser's time zone, so its week and month are Analytics'. */
export const feedStatsQuerySchema = analyticsQuerySchema.pick({ tz: true });

const activityTypeCountSchema = z.object({
  activity_type: z.enum(ACTIVITY_TYPES),
  count: z.number().int(),
});
export type ActivityTypeCount = z.infer<typeof activityTypeCountSchema>;

const privacyCountsSchema = z.object(
  Object.fromEntries(PRIVACY_LEVELS.map((level) => [level, z.number().int()])) as Record<
    (typeof PRIVACY_LEVELS)[number],
    z.ZodNumber
  >,
);

/** GET /activity-analytics/my_insights/ (seed 000 "Insights" plus the tiles' figures). */
export const myInsightsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  time_zone: z.string(),
  total_activities: z.number().int(),
  this_week: z.number().int(),
  this_month: z.number().int(),
  weekly_change_percent: z.number(),
  activity_streak: z.number().int(),
  most_active_day_of_week: z.enum(WEEKDAYS).nullable(),
  privacy_breakdown: privacyCountsSchema,
  activity_breakdown: z.array(activityTypeCountSchema),
});
export type MyInsights = z.infer<typeof myInsightsSchema>;

/** GET /activity-analytics/friend_comparison/. */
export const friendComparisonSchema = z.object({
  your_activity_count: z.number().int(),
  average_friend_activity: z.number(),
  friend_count: z.number().int(),
  period: z.enum(ANALYTICS_PERIODS),
  comparison: z.enum(FRIEND_COMPARISONS),
});
export type FriendComparisonResult = z.infer<typeof friendComparisonSchema>;

/** GET /activity-analytics/community_trends/: public activity only. */
export const communityTrendsSchema = z.object({
  total_public_activities: z.number().int(),
  activities_this_week: z.number().int(),
  active_hunters_count: z.number().int(),
  most_popular_activity_types: z.array(activityTypeCountSchema),
});
export type CommunityTrends = z.infer<typeof communityTrendsSchema>;

const harvestBandSchema = z.object({
  band: z.string(),
  hunts: z.number().int(),
  birds: z.number().int(),
  birds_per_hunt: z.number(),
});
export type HarvestBand = z.infer<typeof harvestBandSchema>;

const harvestSeasonSchema = z.object({
  season: z.string(),
  start_year: z.number().int(),
  hunts: z.number().int(),
  hunts_with_birds: z.number().int(),
  success_rate_percent: z.number(),
  birds: z.number().int(),
  birds_per_hunt: z.number(),
  categories: z.array(z.object({ category: z.enum(SPECIES_CATEGORIES), birds: z.number().int() })),
  species: z.array(z.object({ species: z.string(), birds: z.number().int() })),
});
export type HarvestSeason = z.infer<typeof harvestSeasonSchema>;

/** GET /activity-analytics/harvest_insights/: the hunter's own hunts, season by season. */
export const harvestInsightsSchema = z.object({
  current_season: z.string(),
  /** Newest first; the current season always, with zeros before its first hunt. */
  seasons: z.array(harvestSeasonSchema),
  over_time: z.array(
    z.object({
      month: z.string(),
      hunts: z.number().int(),
      birds: z.number().int(),
      birds_per_hunt: z.number(),
    }),
  ),
  productive_places: z.array(
    z.object({
      location_id: z.number().int(),
      name: z.string(),
      hunts: z.number().int(),
      birds: z.number().int(),
      birds_per_hunt: z.number(),
    }),
  ),
  wind_bands: z.array(harvestBandSchema),
  temperature_bands: z.array(harvestBandSchema),
});
export type HarvestInsights = z.infer<typeof harvestInsightsSchema>;
