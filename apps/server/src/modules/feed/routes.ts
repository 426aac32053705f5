import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityCommentCreateSchema,
  activityCommentSchema,
  activityCommentsQuerySchema,
  activityPrivacyUpdateSchema,
  activitySchema,
  feedQuerySchema,
  feedStatsQuerySchema,
  feedStatsSchema,
  markViewedRequestSchema,
  markViewedResponseSchema,
  paginatedSchema,
  reactionRequestSchema,
  type FeedQuery,
} from '@marshlog/domain';
import { localClock } from '../analytics/index.js';
import type { AppContext } from '../../platform/context.js';
import { pageRequest, paginate } from '../../platform/pagination.js';
import { idParamsSchema } from '../../platform/params.js';
import { requireViewer } from '../../platform/viewer.js';
import type { FeedScope } from './queries.js';
import { feedStats, listFeed, getActivity, markViewed, updateActivityPrivacy } from './service.js';
import {
  commentOnActivity,
  listActivityComments,
  reactToActivity,
  removeReaction,
} from './social.js';

const tags = ['feed'];

const security = [{ bearerAuth: [] }];

/** How a block reads on an activity's reactions and comments (DESIGN.md section 5). */
const BLOCK_ON_ACTIVITY =
  '404 for an activity the viewer may not see, which includes every activity of a hunter either of them blocked: a block ends reactions and comments both ways.';

/** The activity feed (seed 000 section 7, DESIGN.md section 6): lists, stats, reactions, comments. */
export async function feedRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const list = (path: string, scope: FeedScope, description: string) =>
    api.get(
      path,
      {
        schema: {
          tags,
          description,
          querystring: feedQuerySchema,
          response: { 200: paginatedSchema(activitySchema) },
        },
      },
      async (request: FastifyRequest<{ Querystring: FeedQuery }>) => {
        const page = pageRequest(request.query.page, request.query.page_size);
        const viewerId = request.viewer?.id ?? null;
        const listed = await listFeed(db, viewerId, scope, request.query, page);
        return paginate(request, page, listed.count, listed.results);
      },
    );
  list('/feed/', 'all', 'Every activity the viewer may see, newest first.');
  list('/feed/friends_only/', 'friends', "The viewer's friends' activities they may see.");
  list('/feed/public_feed/', 'public', 'Public activities of items the viewer may see.');

  api.get(
    '/feed/feed_stats/',
    {
      schema: {
        tags,
        description:
          "Your activities (the viewer's own, as My Activities lists them and Analytics counts them): all of them, this week and this month in `tz` (the browser's IANA time zone, default UTC), the most active type.",
        querystring: feedStatsQuerySchema,
        response: { 200: feedStatsSchema },
      },
    },
    async (request) => feedStats(db, request.viewer?.id ?? null, localClock(request.query.tz)),
  );

  api.get(
    '/feed/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: activitySchema } } },
    async (request) => getActivity(db, request.viewer?.id ?? null, request.params.id),
  );

  api.patch(
    '/feed/:id/',
    {
      schema: {
        tags,
        security,
        description: "The author narrows the activity's privacy level.",
        params: idParamsSchema,
        body: activityPrivacyUpdateSchema,
        response: { 200: activitySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return updateActivityPrivacy(db, viewer.id, request.params.id, request.body.privacy_level);
    },
  );

  api.post(
    '/feed/:id/react/',
    {
      schema: {
        tags,
        security,
        description: `One reaction per hunter and activity; a new one replaces the old. ${BLOCK_ON_ACTIVITY}`,
        params: idParamsSchema,
        body: reactionRequestSchema,
        response: { 200: activitySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { id } = request.params;
      await reactToActivity(db, viewer.id, id, request.body.reaction_type);
      return getActivity(db, viewer.id, id);
    },
  );

  api.delete(
    '/feed/:id/react/',
    {
      schema: {
        tags,
        security,
        description: `Removes the viewer's reaction, if any. ${BLOCK_ON_ACTIVITY}`,
        params: idParamsSchema,
        response: { 200: activitySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await removeReaction(db, viewer.id, request.params.id);
      return getActivity(db, viewer.id, request.params.id);
    },
  );

  api.get(
    '/feed/:id/comments/',
    {
      schema: {
        tags,
        description: `Oldest first. Comments by a hunter the viewer is blocked with (either way, before the block or after) are left out. ${BLOCK_ON_ACTIVITY}`,
        params: idParamsSchema,
        querystring: activityCommentsQuerySchema,
        response: { 200: paginatedSchema(activityCommentSchema) },
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, request.query.page_size);
      const { count, results } = await listActivityComments(
        db,
        request.viewer?.id ?? null,
        request.params.id,
        page,
      );
      return paginate(request, page, count, results);
    },
  );

  api.post(
    '/feed/:id/comments/',
    {
      schema: {
        tags,
        security,
        description: `The activity's author is notified. ${BLOCK_ON_ACTIVITY}`,
        params: idParamsSchema,
        body: activityCommentCreateSchema,
        response: { 201: activityCommentSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const comment = await commentOnActivity(
        db,
        viewer.id,
        request.params.id,
        request.body.content,
      );
      return reply.status(201).send(comment);
    },
  );

  api.post(
    '/social-feed/mark_viewed/',
    {
      schema: {
        tags,
        security,
        description:
          'Marks activities as seen by the viewer, once each; invisible ids are skipped.',
        body: markViewedRequestSchema,
        response: { 200: markViewedResponseSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return { marked: await markViewed(db, viewer.id, request.body.activity_ids) };
    },
  );
}
