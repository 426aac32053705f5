import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paginatedSchema,
  reportCommentCreateSchema,
  reportCommentListQuerySchema,
  reportCommentSchema,
  reportCommentThreadQuerySchema,
  reportCommentThreadSchema,
  reportCommentUpdateSchema,
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

/** Comments and replies on reports (seed 000 section 7); only on reports the viewer may see. */
export async function reportCommentsRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/report-comments/',
    {
      schema: {
        tags,
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
        querystring: reportCommentThreadQuerySchema,
        response: { 200: reportCommentThreadSchema },
      },
    },
    async (request) => commentThread(db, request.viewer?.id ?? null, request.query.report_id),
  );

  api.get(
    '/report-comments/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: reportCommentSchema } } },
    async (request) => getComment(db, request.viewer?.id ?? null, request.params.id),
  );

  api.post(
    '/report-comments/',
    {
      schema: {
        tags,
        security,
        body: reportCommentCreateSchema,
        response: { 201: reportCommentSchema },
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
    { schema: { tags, security, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteComment(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
