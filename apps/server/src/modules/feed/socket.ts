import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REACTION_TYPES, activityCommentCreateSchema, jsonRecordIdSchema } from '@marshlog/domain';
import type { AppContext } from '../../platform/context.js';
import { HttpError } from '../../platform/errors.js';
import { spendSocketWrite } from '../../platform/limits/write-limits.js';
import {
  acceptSocket,
  activityRoom,
  announce,
  feedRoom,
  SocketHub,
  type SocketSession,
} from '../../platform/realtime/index.js';
import type { SocketLike } from '../../platform/realtime/index.js';
import { BatchedReads } from '../../platform/batched-reads.js';
import { presenceAudiences, type PresenceAudience } from '../../platform/visibility/index.js';
import { announceUnreadCounts } from '../notifications/index.js';
import { findVisibleActivity } from './queries.js';
import { markViewed } from './service.js';
import { commentOnActivity, reactToActivity } from './social.js';

const activityId = jsonRecordIdSchema;
const incomingFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('activity_viewed'), activity_id: activityId }),
  z.object({
    type: z.literal('activity_reaction'),
    activity_id: activityId,
    reaction_type: z.enum(REACTION_TYPES),
  }),
  z.object({ type: z.literal('join_activity_room'), activity_id: activityId }),
  z.object({ type: z.literal('leave_activity_room'), activity_id: activityId }),
  z.object({
    type: z.literal('activity_comment'),
    activity_id: activityId,
    content: activityCommentCreateSchema.shape.content,
  }),
]);

/**
 * The live feed socket `/ws/feed/?token=JWT` (seed 000 section 7): sends `activity_update`
 * (new, updated, deleted), `notification` and `user_online`, and `unread_counts` (the badges)
 * once on opening and after every change to them; takes activity_viewed,
 * activity_reaction, join_activity_room, leave_activity_room and activity_comment. The socket
 * listens on its hunter's own channel: every event reaching it had its audience decided by the
 * visibility module when it was published, so it runs no query to hear one. A comment or
 * reaction spends the write budget REST's would (past it: a 429 `error` frame). Frames that do
 * not parse, and actions the hunter may not take, are ignored and the connection kept.
 */
export async function feedSocketRoute(
  app: FastifyInstance,
  { db, tokens, realtime, writeBudget }: AppContext,
) {
  // Presence of the hunters whose sockets open together is read in one statement.
  const presence = new BatchedReads((ids) => presenceAudiences(db, ids));
  app.get('/ws/feed/', { websocket: true }, (socket: SocketLike, request) => {
    acceptSocket(
      socket,
      request,
      // No gate: an opening's reads (the token's cutoff, presence) are batched across openings.
      { tokens, publisher: realtime.publisher },
      async (viewer) => {
        const viewerId = viewer.id;
        const session: SocketSession = {
          viewerId,
          socket,
          tokenIssuedAtMs: viewer.tokenIssuedAtMs,
        };
        realtime.hub.join(session, [feedRoom]);
        // The badges' counts as they stand now that the socket hears every change: a client
        // (re)opening the socket takes them from this frame instead of asking the API again.
        announceUnreadCounts(viewerId);
        announceOnline(await presence.read(viewerId));
        const spend = async () => {
          const refusal = await spendSocketWrite(writeBudget, viewerId, 'feed');
          if (refusal) SocketHub.send(socket, refusal);
          return refusal === null;
        };
        return {
          onFrame: async (frame) => {
            const parsed = incomingFrameSchema.safeParse(frame);
            if (!parsed.success) return;
            await ignoringRefusals(async () => {
              const message = parsed.data;
              switch (message.type) {
                case 'activity_viewed':
                  await markViewed(db, viewerId, [message.activity_id]);
                  return;
                case 'activity_reaction':
                  if (!(await spend())) return;
                  await reactToActivity(db, viewerId, message.activity_id, message.reaction_type);
                  return;
                case 'activity_comment':
                  if (!(await spend())) return;
                  await commentOnActivity(db, viewerId, message.activity_id, message.content);
                  return;
                case 'join_activity_room':
                  if (await findVisibleActivity(db, viewerId, message.activity_id)) {
                    realtime.hub.join(session, [activityRoom(message.activity_id)]);
                  }
                  return;
                case 'leave_activity_room':
                  realtime.hub.leave(session, [activityRoom(message.activity_id)]);
                  return;
              }
            });
          },
        };
      },
    );
  });
}

/** A refused action (404 invisible, 400) over the socket changes nothing and is not an error. */
async function ignoringRefusals(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return;
    throw error;
  }
}

/** `user_online` to the hunter's friends only (their presence read in a batch of openings). */
function announceOnline(audience: PresenceAudience | undefined): void {
  if (!audience || audience.friendIds.length === 0) return;
  announce({
    kind: 'deliver',
    room: feedRoom,
    views: [{ to: audience.friendIds, frame: { type: 'user_online', user: audience.user } }],
  });
}
