import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationListQuerySchema,
  conversationSchema,
  conversationStartSchema,
  FRIENDSHIP_MESSAGES,
  markReadResultSchema,
  messageCreateSchema,
  messageListQuerySchema,
  messageSchema,
  paginatedSchema,
  unreadCountSchema,
  apiErrorSchema,
} from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { pageRequest, paginate } from '../../platform/pagination.js';
import { idParamsSchema } from '../../platform/params.js';
import { requireViewer } from '../../platform/viewer.js';
import { countUnreadMessages } from '../notifications/index.js';
import { presentConversation, presentMessage } from './present.js';
import { findConversationForViewer, listConversations, listMessages } from './queries.js';
import { markRead, sendMessage, startConversation } from './service.js';

const tags = ['chat'];
const BLOCK_HIDES_CONVERSATION =
  '404 for anyone but its two participants, and for both once they are no longer friends (a block or an unfriend hides their conversation, history included; befriending again brings it back).';
const security = [{ bearerAuth: [] }];

/**
 * Direct chat between friends (seed 000 section 7, DESIGN.md section 6). Only the two
 * participants see a conversation; anyone else gets 404.
 */
export async function chatRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function presentOne(viewerId: number, id: number) {
    const { rows } = await listConversations(db, viewerId, pageRequest(1, 1), id);
    const row = rows[0];
    if (!row) throw notFound();
    return presentConversation(row);
  }

  api.post(
    '/conversations/start/',
    {
      schema: {
        tags,
        security,
        description: `The conversation with a friend, created on first start (201), the same one after (200). 403 unless friends; 403 with "${FRIENDSHIP_MESSAGES.blockedInteraction}" when either blocked the other; 404 for an unknown hunter.`,
        body: conversationStartSchema,
        response: {
          200: conversationSchema,
          201: conversationSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { id, created } = await startConversation(db, viewer.id, request.body);
      return reply.status(created ? 201 : 200).send(await presentOne(viewer.id, id));
    },
  );

  api.get(
    '/conversations/',
    {
      schema: {
        tags,
        security,
        description:
          "The caller's conversations, most recently active first. A block hides the conversation with that hunter from both of them.",
        querystring: conversationListQuerySchema,
        response: { 200: paginatedSchema(conversationSchema) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const page = pageRequest(request.query.page, request.query.page_size);
      const { count, rows } = await listConversations(db, viewer.id, page);
      return paginate(request, page, count, rows.map(presentConversation));
    },
  );

  api.get(
    '/conversations/unread_count/',
    {
      schema: {
        tags,
        security,
        description:
          "The caller's unread messages from others across their conversations (the sum of the list's unread counts); none of a conversation a block hides. Kept current live by the feed socket's `unread_counts` frame.",
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => ({ unread_count: await countUnreadMessages(db, requireViewer(request).id) }),
  );

  api.get(
    '/conversations/:id/',
    {
      schema: {
        tags,
        security,
        description: BLOCK_HIDES_CONVERSATION,
        params: idParamsSchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => presentOne(requireViewer(request).id, request.params.id),
  );

  api.get(
    '/conversations/:id/messages/',
    {
      schema: {
        tags,
        security,
        description:
          'Page 1 holds the newest `page_size` messages, page 2 the ones before them, and so on; within a page, messages come oldest first. ' +
          BLOCK_HIDES_CONVERSATION,
        params: idParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: paginatedSchema(messageSchema) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const conversation = await findConversationForViewer(db, viewer.id, request.params.id);
      if (!conversation) throw notFound();
      const page = pageRequest(request.query.page, request.query.page_size);
      const { count, rows } = await listMessages(db, conversation.id, page);
      return paginate(request, page, count, rows.map(presentMessage));
    },
  );

  api.post(
    '/conversations/:id/messages/',
    {
      schema: {
        tags,
        security,
        description: BLOCK_HIDES_CONVERSATION,
        params: idParamsSchema,
        body: messageCreateSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const message = await sendMessage(db, viewer.id, request.params.id, request.body.content);
      return reply.status(201).send(message);
    },
  );

  api.post(
    '/conversations/:id/mark_read/',
    {
      schema: {
        tags,
        security,
        description: `Marks the other participant's messages read; answers how many were unread. ${BLOCK_HIDES_CONVERSATION}`,
        params: idParamsSchema,
        response: { 200: markReadResultSchema },
      },
    },
    async (request) => ({
      marked: await markRead(db, requireViewer(request).id, request.params.id),
    }),
  );
}
