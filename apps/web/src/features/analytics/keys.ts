import type { AnalyticsPeriod } from '@marshlog/domain';

/** One query-key factory for the analytics tab. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  insights: (period: AnalyticsPeriod, tz: string) => ['analytics', 'insights', period, tz] as const,
  friends: (period: AnalyticsPeriod, tz: string) => ['analytics', 'friends', period, tz] as const,
  community: (period: AnalyticsPeriod, tz: string) =>
    ['analytics', 'community', period, tz] as const,
  harvest: (tz: string) => ['analytics', 'harvest', tz] as const,
};
