import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markReadResultSchema,
  notificationListQuerySchema,
  notificationMarkReadSchema,
  notificationSchema,
  paginatedSchema,
  unreadCountSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { pageRequest, paginate } from '../../platform/pagination.js';
import { requireViewer } from '../../platform/viewer.js';
import { presentNotification } from './present.js';
import { countUnread, listNotifications, markNotificationsRead } from './queries.js';
import { announceUnreadCounts } from './unread-counts.js';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/** A hunter's own notifications (DESIGN.md section 6); nobody sees another's. */
export async function notificationsRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/notifications/',
    {
      schema: {
        tags,
        security,
        description: 'Newest first. `unread=true` lists only those not yet read.',
        querystring: notificationListQuerySchema,
        response: { 200: paginatedSchema(notificationSchema) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const page = pageRequest(request.query.page, request.query.page_size);
      const { count, rows } = await listNotifications(
        db,
        viewer.id,
        request.query.unread ?? false,
        page,
      );
      return paginate(request, page, count, rows.map(presentNotification));
    },
  );

  api.get(
    '/notifications/unread_count/',
    { schema: { tags, security, response: { 200: unreadCountSchema } } },
    async (request) => ({ unread_count: await countUnread(db, requireViewer(request).id) }),
  );

  api.post(
    '/notifications/mark_read/',
    {
      schema: {
        tags,
        security,
        description:
          "Marks the given `ids` (the caller's own; others are ignored) or `all: true` read.",
        body: notificationMarkReadSchema,
        response: { 200: markReadResultSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const marked = await markNotificationsRead(db, viewer.id, request.body.ids ?? 'all');
      if (marked > 0) announceUnreadCounts(viewer.id);
      return { marked };
    },
  );
}
