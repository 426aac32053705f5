import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FRIENDSHIP_MESSAGES,
  paginatedSchema,
  REPORT_COMMENT_MESSAGES,
  reportCommentCreateSchema,
  reportCommentListQuerySchema,
  reportCommentSchema,
  reportCommentThreadQuerySchema,
  reportCommentThreadSchema,
  reportCommentUpdateSchema,
  apiErrorSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { pageRequest, paginate } from '../../platform/pagination.js';
import { idParamsSchema } from '../../platform/params.js';
import { requireViewer } from '../../platform/viewer.js';
import {
  commentThread,
  createComment,
  deleteComment,
  getComment,
  listComments,
  updateComment,
} from './service.js';

const tags = ['report-comments'];
const security = [{ bearerAuth: [] }];

/** How a block reads on report comments (DESIGN.md section 5). */
const HIDDEN_ACROSS_BLOCKS =
  'Comments by a hunter the viewer is blocked with (either way, written before the block or after) are hidden from the viewer, as they are hidden from that hunter: 404 by id.';

/** Comments and replies on reports (seed 000 section 7); only on reports the viewer may see. */
export async function reportCommentsRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/report-comments/',
    {
      schema: {
        tags,
        description: `Comments on reports the viewer may see. ${HIDDEN_ACROSS_BLOCKS}`,
        querystring: reportCommentListQuerySchema,
        response: { 200: paginatedSchema(reportCommentSchema) },
      },
    },
    async (request) => {
      const { query } = request;
      const { count, results } = await listComments(db, request.viewer?.id ?? null, query);
      return paginate(request, pageRequest(query.page, query.page_size), count, results);
    },
  );

  api.get(
    '/report-comments/thread/',
    {
      schema: {
        tags,
        description: `The report's comments as a tree, oldest first; 404 for a report the viewer may not see. ${HIDDEN_ACROSS_BLOCKS}`,
        querystring: reportCommentThreadQuerySchema,
        response: { 200: reportCommentThreadSchema, 404: apiErrorSchema },
      },
    },
    async (request) => commentThread(db, request.viewer?.id ?? null, request.query.report_id),
  );

  api.get(
    '/report-comments/:id/',
    {
      schema: {
        tags,
        description: HIDDEN_ACROSS_BLOCKS,
        params: idParamsSchema,
        response: { 200: reportCommentSchema },
      },
    },
    async (request) => getComment(db, request.viewer?.id ?? null, request.params.id),
  );

  api.post(
    '/report-comments/',
    {
      schema: {
        tags,
        security,
        description: `404 for a report the viewer may not see. 403 "${FRIENDSHIP_MESSAGES.blockedInteraction}" on a report (public) whose author and the viewer are blocked with each other, either way; 403 "${REPORT_COMMENT_MESSAGES.commentsDisabled}" where its policy turns comments off. 400 for a parent on another report or hidden from the viewer.`,
        body: reportCommentCreateSchema,
        response: { 201: reportCommentSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const created = await createComment(db, viewer.id, request.body);
      return reply.status(201).send(created);
    },
  );

  api.patch(
    '/report-comments/:id/',
    {
      schema: {
        tags,
        security,
        description: `The comment's author only (403). 403 "${FRIENDSHIP_MESSAGES.blockedInteraction}" once they and the report's author are blocked with each other. ${HIDDEN_ACROSS_BLOCKS}`,
        params: idParamsSchema,
        body: reportCommentUpdateSchema,
        response: { 200: reportCommentSchema },
      },
    },
    async (request) =>
      updateComment(db, requireViewer(request).id, request.params.id, request.body),
  );

  api.delete(
    '/report-comments/:id/',
    {
      schema: {
        tags,
        security,
        description: `The comment's author or the report's author; its replies go with it. ${HIDDEN_ACROSS_BLOCKS}`,
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteComment(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
