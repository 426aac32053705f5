import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REACTION_TYPES, activityCommentCreateSchema, jsonRecordIdSchema } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError } from '../../platform/errors.js';
import {
  acceptSocket,
  feedChannel,
  userChannel,
  type EventBus,
  type RealtimeEvent,
  type SocketLike,
  type SocketSession,
} from '../../platform/realtime/index.js';
import { friendshipBetween } from '../../platform/visibility/relations.js';
import { findUserById } from '../users/service.js';
import { presentActivities } from './present.js';
import { findVisibleActivity } from './queries.js';
import { markViewed } from './service.js';
import { commentOnActivity, reactToActivity } from './social.js';

/** The channel of one activity's room: its reactions and comments, for sockets that joined it. */
export const activityChannel = (activityId: number) => `activity:${activityId}`;

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
 * (new, updated, deleted), `notification` and `user_online`; takes activity_viewed,
 * activity_reaction, join_activity_room, leave_activity_room and activity_comment. Every event is
 * re-checked for its receiver through the visibility module just before it is sent; frames that
 * do not parse, and actions the hunter may not take, are ignored and the connection kept.
 */
export async function feedSocketRoute(app: FastifyInstance, { db, tokens, realtime }: AppContext) {
  app.get('/ws/feed/', { websocket: true }, (socket: SocketLike, request) => {
    acceptSocket(socket, request, tokens, async (viewerId) => {
      const session: SocketSession = {
        viewerId,
        socket,
        // A block since the event was written: nothing of that hunter is pushed.
        admits: async (event) =>
          (await friendshipBetween(db, viewerId, event.actorId))?.status !== 'blocked',
        frameFor: (event) => frameFor(db, viewerId, event),
      };
      await realtime.hub.join(session, [userChannel(viewerId), feedChannel]);
      await announceOnline(db, realtime.bus, viewerId);
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
                await reactToActivity(
                  db,
                  viewerId,
                  message.activity_id,
                  message.reaction_type,
                  realtime.bus,
                );
                await announceActivityChange(realtime.bus, viewerId, message.activity_id);
                return;
              case 'activity_comment':
                await commentOnActivity(
                  db,
                  viewerId,
                  message.activity_id,
                  message.content,
                  realtime.bus,
                );
                await announceActivityChange(realtime.bus, viewerId, message.activity_id);
                return;
              case 'join_activity_room':
                if (await findVisibleActivity(db, viewerId, message.activity_id)) {
                  await realtime.hub.join(session, [activityChannel(message.activity_id)]);
                }
                return;
              case 'leave_activity_room':
                realtime.hub.leave(session, [activityChannel(message.activity_id)]);
                return;
            }
          });
        },
      };
    });
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

/** Tells the activity's room that its reactions or comments changed. */
export async function announceActivityChange(
  bus: EventBus,
  actorId: number,
  activityIdValue: number,
): Promise<void> {
  await bus.publish(activityChannel(activityIdValue), {
    actorId,
    toActor: false,
    frame: { type: 'activity_update', action: 'updated', activity_id: activityIdValue },
  });
}

async function announceOnline(db: Database, bus: EventBus, viewerId: number): Promise<void> {
  const user = await findUserById(db, viewerId);
  if (!user) return;
  await bus.publish(feedChannel, {
    actorId: viewerId,
    toActor: false,
    frame: { type: 'user_online', user: { id: user.id, username: user.username, name: user.name } },
  });
}

function numberField(frame: Record<string, unknown>, key: string): number | null {
  const value = frame[key];
  return typeof value === 'number' ? value : null;
}

/**
 * The frame one receiver gets: an activity as they may see it now, `deleted` for an updated one
 * they may no longer see (only to the author's friends, who may have had it), user_online only
 * between friends; other frames (notifications, on the receiver's own channel) as they are.
 */
async function frameFor(
  db: Database,
  viewerId: number,
  event: RealtimeEvent,
): Promise<object | null> {
  const { frame } = event;
  if (frame.type === 'user_online') {
    return (await friendshipBetween(db, viewerId, event.actorId))?.status === 'accepted'
      ? frame
      : null;
  }
  if (frame.type !== 'activity_update') return frame;
  const id = numberField(frame, 'activity_id');
  if (id === null) return null;
  const row = await findVisibleActivity(db, viewerId, id);
  if (row) {
    const [activity] = await presentActivities(db, viewerId, [row]);
    return { type: 'activity_update', action: frame.action, activity_id: id, activity };
  }
  if (frame.action !== 'updated') return null;
  const tie = await friendshipBetween(db, viewerId, event.actorId);
  return tie?.status === 'accepted'
    ? { type: 'activity_update', action: 'deleted', activity_id: id }
    : null;
}
