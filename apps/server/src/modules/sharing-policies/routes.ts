import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  paginatedSchema,
  sharingPolicyCreateSchema,
  sharingPolicyListQuerySchema,
  sharingPolicySchema,
  sharingPolicyUpdateSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { pageRequest, paginate } from '../../platform/pagination.js';
import { answerOnce } from '../../platform/idempotency.js';
import { idParamsSchema } from '../../platform/params.js';
import { requireViewer } from '../../platform/viewer.js';
import {
  createPolicy,
  deletePolicy,
  duplicatePolicy,
  getPolicy,
  listPolicies,
  updatePolicy,
} from './service.js';

const tags = ['sharing-policies'];
const security = [{ bearerAuth: [] }];

/** A hunter's own sharing policies for reports (seed 000 section 7); all need a session. */
export async function sharingPoliciesRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/sharing-policies/',
    {
      schema: {
        tags,
        security,
        querystring: sharingPolicyListQuerySchema,
        response: { 200: paginatedSchema(sharingPolicySchema) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { query } = request;
      const { count, results } = await listPolicies(db, viewer.id, query);
      return paginate(request, pageRequest(query.page, query.page_size), count, results);
    },
  );

  api.get(
    '/sharing-policies/:id/',
    { schema: { tags, security, params: idParamsSchema, response: { 200: sharingPolicySchema } } },
    async (request) => getPolicy(db, requireViewer(request).id, request.params.id),
  );

  api.post(
    '/sharing-policies/',
    {
      schema: {
        tags,
        security,
        body: sharingPolicyCreateSchema,
        response: { 201: sharingPolicySchema },
      },
      config: { idempotent: 'in-transaction' },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return answerOnce(db, request, reply, 201, (tx) => createPolicy(tx, viewer.id, request.body));
    },
  );

  api.patch(
    '/sharing-policies/:id/',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: sharingPolicyUpdateSchema,
        response: { 200: sharingPolicySchema },
      },
    },
    async (request) => updatePolicy(db, requireViewer(request).id, request.params.id, request.body),
  );

  api.delete(
    '/sharing-policies/:id/',
    { schema: { tags, security, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deletePolicy(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/sharing-policies/:id/duplicate/',
    { schema: { tags, security, params: idParamsSchema, response: { 201: sharingPolicySchema } } },
    async (request, reply) => {
      const viewer = requireViewer(request);
      return reply.status(201).send(await duplicatePolicy(db, viewer.id, request.params.id));
    },
  );
}
