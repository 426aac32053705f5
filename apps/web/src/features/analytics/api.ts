import { useQuery } from '@tanstack/react-query';
import {
  COMMUNITY_TRENDS_FRESH_MS,
  FRIEND_COMPARISON_FRESH_MS,
  HARVEST_INSIGHTS_FRESH_MS,
  INSIGHTS_FRESH_MS,
  communityTrendsSchema,
  friendComparisonSchema,
  harvestInsightsSchema,
  myInsightsSchema,
  type AnalyticsPeriod,
} from '@marshlog/domain';
import { api } from '../../api';
import { analyticsKeys } from './keys';

export { browserTimeZone } from '../../lib/browser-time-zone';

/** The four tiles, breakdowns and streak; fresh 5 min (seed 000 section 9). */
export function useMyInsights(period: AnalyticsPeriod, tz: string) {
  return useQuery({
    queryKey: analyticsKeys.insights(period, tz),
    queryFn: ({ signal }) =>
      api.get('/activity-analytics/my_insights/', {
        query: { period, tz },
        schema: myInsightsSchema,
        signal,
      }),
    staleTime: INSIGHTS_FRESH_MS,
  });
}

/** Fresh 15 min (seed 000 section 9). */
export function useFriendComparison(period: AnalyticsPeriod, tz: string) {
  return useQuery({
    queryKey: analyticsKeys.friends(period, tz),
    queryFn: ({ signal }) =>
      api.get('/activity-analytics/friend_comparison/', {
        query: { period, tz },
        schema: friendComparisonSchema,
        signal,
      }),
    staleTime: FRIEND_COMPARISON_FRESH_MS,
  });
}

/** Fresh 30 min (seed 000 section 9). */
export function useCommunityTrends(period: AnalyticsPeriod, tz: string) {
  return useQuery({
    queryKey: analyticsKeys.community(period, tz),
    queryFn: ({ signal }) =>
      api.get('/activity-analytics/community_trends/', {
        query: { period, tz },
        schema: communityTrendsSchema,
        signal,
      }),
    staleTime: COMMUNITY_TRENDS_FRESH_MS,
  });
}

/** The harvest insights of Overview; as fresh as the insights. */
export function useHarvestInsights(tz: string) {
  return useQuery({
    queryKey: analyticsKeys.harvest(tz),
    queryFn: ({ signal }) =>
      api.get('/activity-analytics/harvest_insights/', {
        query: { tz },
        schema: harvestInsightsSchema,
        signal,
      }),
    staleTime: HARVEST_INSIGHTS_FRESH_MS,
  });
}
