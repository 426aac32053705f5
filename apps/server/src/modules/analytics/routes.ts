import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  communityTrendsSchema,
  friendComparisonSchema,
  harvestInsightsSchema,
  myInsightsSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { requireViewer } from '../../platform/viewer.js';
import { harvestInsights } from './harvest.js';
import { myInsights } from './insights.js';
import { localClock } from './local-time.js';
import { communityTrends, compareWithFriends } from './social.js';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];
const querystring = analyticsQuerySchema;

/**
 * Analytics of the Activity Feed (seed 000 "Feed statistics" and section 7); signed in only
 * ("Analytics requires a session"). `tz` is the browser's IANA time zone: days, weeks and
 * streaks are the hunter's own.
 */
export async function analyticsRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/activity-analytics/my_insights/',
    {
      schema: {
        tags,
        security,
        description:
          "The hunter's own activities: period total, the last 7 and 30 days, weekly change, streak, most active day, privacy and activity breakdowns (top 6).",
        querystring,
        response: { 200: myInsightsSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { period, tz } = request.query;
      return myInsights(db, viewer.id, period, localClock(tz));
    },
  );

  api.get(
    '/activity-analytics/friend_comparison/',
    {
      schema: {
        tags,
        security,
        description:
          "The hunter's activities in the period against their friends' average (activities the hunter may see).",
        querystring,
        response: { 200: friendComparisonSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { period, tz } = request.query;
      return compareWithFriends(db, viewer.id, period, localClock(tz));
    },
  );

  api.get(
    '/activity-analytics/community_trends/',
    {
      schema: {
        tags,
        security,
        description:
          'Public activity only: all-time total, the last 7 days, active hunters and the top 3 types in the period.',
        querystring,
        response: { 200: communityTrendsSchema },
      },
    },
    async (request) => {
      requireViewer(request);
      const { period, tz } = request.query;
      return communityTrends(db, period, localClock(tz));
    },
  );

  api.get(
    '/activity-analytics/harvest_insights/',
    {
      schema: {
        tags,
        security,
        description:
          "The hunter's own hunts by season (September 1 on): birds per species and category, birds per hunt by month, share of hunts with birds, most productive saved places, birds by wind and temperature.",
        querystring,
        response: { 200: harvestInsightsSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return harvestInsights(db, viewer.id, localClock(request.query.tz));
    },
  );
}
