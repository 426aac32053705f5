import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  paginatedSchema,
  updateProfileSchema,
  userSchema,
  userSearchQuerySchema,
  apiErrorSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { notFound, unauthorized } from '../../platform/errors.js';
import { pageRequest, paginate } from '../../platform/pagination.js';
import { idParamsSchema } from '../../platform/params.js';
import { requireViewer } from '../../platform/viewer.js';
import { emailShownTo } from '../../platform/visibility/index.js';
import { presentUser } from './present.js';
import { findHunter, findProfileById, searchHunters } from './queries.js';
import { updateProfile } from './service.js';

const security = [{ bearerAuth: [] }];

export async function usersRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/users/me/',
    { schema: { tags: ['users'], security, response: { 200: userSchema } } },
    async (request) => {
      const viewer = requireViewer(request);
      const me = await findProfileById(db, viewer.id);
      if (!me) throw unauthorized();
      return presentUser(me, { showEmail: true });
    },
  );

  api.patch(
    '/users/me/',
    {
      schema: {
        tags: ['users'],
        security,
        body: updateProfileSchema,
        response: { 200: userSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (!(await findProfileById(db, viewer.id))) throw unauthorized();
      const me = await updateProfile(db, viewer.id, request.body);
      return presentUser(me, { showEmail: true });
    },
  );

  api.get(
    '/users/',
    {
      schema: {
        tags: ['users'],
        security,
        querystring: userSearchQuerySchema,
        response: { 200: paginatedSchema(userSchema) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const page = pageRequest(request.query.page, request.query.page_size);
      const { count, hunters } = await searchHunters(db, viewer.id, request.query.search, page);
      const results = hunters.map((hunter) =>
        presentUser(hunter, { showEmail: emailShownTo(viewer.id, hunter.id, hunter) }),
      );
      return paginate(request, page, count, results);
    },
  );

  api.get(
    '/users/:id/',
    { schema: { tags: ['users'], params: idParamsSchema, response: { 200: userSchema } } },
    async (request) => {
      const viewerId = request.viewer?.id ?? null;
      const hunter = await findHunter(db, viewerId, request.params.id);
      if (!hunter) throw notFound();
      return presentUser(hunter, { showEmail: emailShownTo(viewerId, hunter.id, hunter) });
    },
  );
}
