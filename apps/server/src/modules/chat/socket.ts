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
import { spendSocketWrite } from '../../platform/limits/write-limits.js';
import { pageRequest } from '../../platform/pagination.js';
import {
  acceptSocket,
  announce,
  conversationRoom,
  SocketHub,
  type SocketLike,
} from '../../platform/realtime/index.js';
import { areFriends } from '../../platform/visibility/index.js';
import { users } from '../../db/schema.js';
import { presentMessage } from './present.js';
import { findConversationForViewer, listMessages, otherParticipantOf } from './queries.js';
import { sendMessage } from './service.js';

const paramsSchema = z.object({ id: recordIdSchema });
const MESSAGE_NOT_STORED = 'Service temporarily unavailable. Please try again shortly.';

/**
 * The chat socket `/ws/chat/{id}/?token=JWT` (seed 000 section 7). On connect: `chat_init` with
 * the latest messages. `send_message` spends the hunter's write budget as REST's POST does (past
 * it: a 429 `error` frame, nothing stored), is stored, then `chat_message` reaches both
 * participants on whichever instance they are; `typing_start` / `typing_stop` reach the other as
 * `chat_typing` while the two are friends. A bad or expired token closes with 4401; a conversation
 * not the hunter's, or with a hunter who is no longer their friend, with 4404. A block or an
 * unfriend later closes it with `noLongerAllowed`, a sign-out with `signedOut`.
 */
export async function chatSocketRoute(app: FastifyInstance, context: AppContext) {
  const { db, tokens, realtime, writeBudget } = context;

  app.get('/ws/chat/:id/', { websocket: true }, (socket: SocketLike, request) => {
    // Read here, so no closure below keeps the request alive for the socket's lifetime.
    const { log } = request;
    const params = paramsSchema.safeParse(request.params);
    acceptSocket(
      socket,
      request,
      { tokens, publisher: realtime.publisher, openings: realtime.openings },
      async (viewer) => {
        if (!params.success) return null;
        const conversation = await findConversationForViewer(db, viewer.id, params.data.id);
        if (!conversation) return null;
        const otherId = otherParticipantOf(conversation, viewer.id);
        const [viewerRow] = await db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, viewer.id))
          .limit(1);
        if (!viewerRow) return null;
        const room = conversationRoom(conversation.id);
        realtime.hub.join(
          {
            viewerId: viewer.id,
            socket,
            tokenIssuedAtMs: viewer.tokenIssuedAtMs,
            counterpartId: otherId,
          },
          [room],
        );
        const latest = await listMessages(db, conversation.id, pageRequest(1, CHAT_PAGE_SIZE));
        SocketHub.send(socket, {
          type: 'chat_init',
          messages: latest.rows.map(presentMessage),
          has_more: latest.count > latest.rows.length,
        });

        const onFrame = async (frame: ChatClientFrame) => {
          if (frame.type !== 'send_message') {
            // Decided when sent: only a friend now hears it (and may see the email, as REST shows).
            if (!(await areFriends(db, viewer.id, otherId))) return;
            announce({
              kind: 'deliver',
              room,
              views: [
                {
                  to: [otherId],
                  frame: {
                    type: 'chat_typing',
                    user_id: viewer.id,
                    user_email: viewerRow.email,
                    status: frame.type === 'typing_start' ? 'start' : 'stop',
                  },
                },
              ],
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
          const refusal = await spendSocketWrite(writeBudget, viewer.id, 'conversations');
          if (refusal) {
            SocketHub.send(socket, { ...refusal, client_id: clientId });
            return;
          }
          try {
            await sendMessage(db, viewer.id, conversation.id, content.data, clientId);
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
      },
    );
  });
}
