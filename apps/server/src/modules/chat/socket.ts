import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CHAT_PAGE_SIZE,
  chatClientFrameSchema,
  messageContentSchema,
  recordIdSchema,
  type ChatClientFrame,
} from '@marshlog/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { HttpError } from '../../platform/errors.js';
import { pageRequest } from '../../platform/pagination.js';
import {
  acceptSocket,
  conversationChannel,
  SocketHub,
  type SocketLike,
} from '../../platform/realtime/index.js';
import { friendshipBetween } from '../../platform/visibility/relations.js';
import { users } from '../../db/schema.js';
import { presentMessage } from './present.js';
import { findConversationForViewer, listMessages } from './queries.js';
import { sendMessage, type ChatDeps } from './service.js';

const paramsSchema = z.object({ id: recordIdSchema });
const MESSAGE_NOT_STORED = 'Service temporarily unavailable. Please try again shortly.';

/**
 * The chat socket `/ws/chat/{id}/?token=JWT` (seed 000 section 7). On connect: `chat_init` with
 * the latest messages. `send_message` is stored, then `chat_message` reaches both participants on
 * whichever instance they are; `typing_start` / `typing_stop` reach the other as `chat_typing`.
 * A bad or expired token closes with 4401, a conversation not the hunter's with 4404.
 */
export async function chatSocketRoute(app: FastifyInstance, context: AppContext) {
  const { db, tokens, realtime } = context;
  const deps: ChatDeps = { db, bus: realtime.bus };

  app.get('/ws/chat/:id/', { websocket: true }, (socket: SocketLike, request) => {
    // Read here, so no closure below keeps the request alive for the socket's lifetime.
    const { log } = request;
    const params = paramsSchema.safeParse(request.params);
    acceptSocket(socket, request, tokens, async (viewerId) => {
      if (!params.success) return null;
      const conversation = await findConversationForViewer(db, viewerId, params.data.id);
      if (!conversation) return null;
      const [viewer] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, viewerId))
        .limit(1);
      if (!viewer) return null;
      const channel = conversationChannel(conversation.id);
      await realtime.hub.join(
        {
          viewerId,
          socket,
          // Events not proven when written (typing) are re-checked, so after a block nothing
          // more of the other reaches this socket; a message's own statement proved the pair.
          admits: async (event) =>
            event.actorId === viewerId ||
            (await friendshipBetween(db, viewerId, event.actorId))?.status !== 'blocked',
        },
        [channel],
      );
      const latest = await listMessages(db, conversation.id, pageRequest(1, CHAT_PAGE_SIZE));
      SocketHub.send(socket, {
        type: 'chat_init',
        messages: latest.rows.map(presentMessage),
        has_more: latest.count > latest.rows.length,
      });

      const onFrame = async (frame: ChatClientFrame) => {
        if (frame.type !== 'send_message') {
          await realtime.bus.publish(channel, {
            actorId: viewerId,
            toActor: false,
            frame: {
              type: 'chat_typing',
              user_email: viewer.email,
              status: frame.type === 'typing_start' ? 'start' : 'stop',
            },
          });
          return;
        }
        const clientId = frame.client_id ?? null;
        const content = messageContentSchema.safeParse(frame.content);
        if (!content.success) {
          const detail = content.error.issues[0]?.message ?? 'Invalid message';
          SocketHub.send(socket, { type: 'error', detail, client_id: clientId });
          return;
        }
        try {
          await sendMessage(deps, viewerId, conversation.id, content.data, clientId);
        } catch (error) {
          // Refused (403) or not stored (the database busy or down): the sender hears at once.
          if (!(error instanceof HttpError)) log.error({ err: error }, 'message not stored');
          const detail = error instanceof HttpError ? error.message : MESSAGE_NOT_STORED;
          SocketHub.send(socket, { type: 'error', detail, client_id: clientId });
        }
      };

      return {
        onFrame: async (raw) => {
          const frame = chatClientFrameSchema.safeParse(raw);
          // A frame of an unknown type or shape is ignored; the connection stays open.
          if (frame.success) await onFrame(frame.data);
        },
      };
    });
  });
}
