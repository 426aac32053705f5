import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  friendshipCreateSchema,
  friendshipListQuerySchema,
  friendshipSchema,
  friendshipUpdateSchema,
  paginatedSchema,
  type FriendshipAction,
  apiErrorSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { pageRequest, paginate } from '../../platform/pagination.js';
import { idParamsSchema } from '../../platform/params.js';
import { requireViewer } from '../../platform/viewer.js';
import { presentFriendship } from './present.js';
import { findFriendshipForViewer, listFriendships } from './queries.js';
import { applyFriendshipAction, createFriendship, deleteFriendship } from './service.js';

const security = [{ bearerAuth: [] }];
const tags = ['friendships'];
const actionToStatus = { accepted: 'accept', declined: 'decline', blocked: 'block' } as const;

/**
 * Friend requests and blocks (DESIGN.md sections 5 and 6). Every route needs a signed-in hunter
 * and sees only rows they are party to; anything else is 404.
 */
export async function friendshipsRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function present(viewerId: number, id: number) {
    const row = await findFriendshipForViewer(db, viewerId, id);
    if (!row) throw notFound();
    return presentFriendship(row, viewerId);
  }

  api.get(
    '/friendships/',
    {
      schema: {
        tags,
        security,
        querystring: friendshipListQuerySchema,
        response: { 200: paginatedSchema(friendshipSchema) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const page = pageRequest(request.query.page, request.query.page_size);
      const { count, rows } = await listFriendships(db, viewer.id, request.query, page);
      return paginate(
        request,
        page,
        count,
        rows.map((row) => presentFriendship(row, viewer.id)),
      );
    },
  );

  api.post(
    '/friendships/',
    {
      schema: {
        tags,
        security,
        body: friendshipCreateSchema,
        response: {
          200: friendshipSchema,
          201: friendshipSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { id, created } = await createFriendship(db, viewer.id, request.body);
      return reply.status(created ? 201 : 200).send(await present(viewer.id, id));
    },
  );

  api.get(
    '/friendships/:id/',
    { schema: { tags, security, params: idParamsSchema, response: { 200: friendshipSchema } } },
    async (request) => present(requireViewer(request).id, request.params.id),
  );

  api.patch(
    '/friendships/:id/',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: friendshipUpdateSchema,
        response: { 200: friendshipSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await applyFriendshipAction(
        db,
        viewer.id,
        request.params.id,
        actionToStatus[request.body.status],
      );
      return present(viewer.id, request.params.id);
    },
  );

  api.delete(
    '/friendships/:id/',
    { schema: { tags, security, params: idParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await deleteFriendship(db, viewer.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  const actions: FriendshipAction[] = ['accept', 'decline', 'block'];
  for (const action of actions) {
    api.post(
      `/friendships/:id/${action}/`,
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: friendshipSchema, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        await applyFriendshipAction(db, viewer.id, request.params.id, action);
        return present(viewer.id, request.params.id);
      },
    );
  }
}
