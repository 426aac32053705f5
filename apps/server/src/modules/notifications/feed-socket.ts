import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { acceptSocket, userChannel, type SocketLike } from '../../platform/realtime/index.js';
import { friendshipBetween } from '../../platform/visibility/relations.js';

/**
 * The minimal live socket `/ws/feed/?token=JWT`: for now it forwards the hunter's own
 * `notification` events; the activity feed (issue 10) adds activity_update and user_online.
 * Frames the hunter sends are ignored until then.
 */
export async function feedSocketRoute(app: FastifyInstance, { db, tokens, realtime }: AppContext) {
  app.get('/ws/feed/', { websocket: true }, (socket: SocketLike, request) => {
    acceptSocket(socket, request, tokens, async (viewerId) => {
      await realtime.hub.join(
        {
          viewerId,
          socket,
          // A block since the notification was written: it is not pushed.
          admits: async (event) =>
            (await friendshipBetween(db, viewerId, event.actorId))?.status !== 'blocked',
        },
        [userChannel(viewerId)],
      );
      return { onFrame: async () => undefined };
    });
  });
}
