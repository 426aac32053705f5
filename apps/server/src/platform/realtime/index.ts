import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { SOCKET_CLOSE_CODES, SOCKET_CLOSE_REASONS } from '@marshlog/domain';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { BusLogger, EventBus } from './bus.js';
import { SocketHub } from './hub.js';
import { endOpeningsNotUpgraded } from './opening-deadline.js';
import { OpeningGate } from './opening-gate.js';
import { OpeningQueue } from './opening-queue.js';
import { createMemoryBus } from './memory-bus.js';
import { Publisher, registerRequestEvents } from './publish.js';
import { connectRedisBus } from './redis-bus.js';

export {
  activityRoom,
  conversationRoom,
  feedRoom,
  liveChannel,
  type Delivery,
  type DeliveryView,
  type EventBus,
  type LiveEvent,
  type LiveFrame,
  type Revocation,
  type Unsubscribe,
} from './bus.js';
export { SocketHub, type SocketLike, type SocketSession } from './hub.js';
export { acceptSocket, type SocketRoom } from './connect.js';
export {
  announce,
  announceAside,
  Publisher,
  transactionWithEvents,
  type Announcement,
  type EventTransaction,
} from './publish.js';

/** The platform's one realtime room (DESIGN.md section 3): the bus and this instance's sockets. */
export interface Realtime {
  bus: EventBus;
  hub: SocketHub;
  /** The one publish path's end: decides audiences after commit and sends on the bus. */
  publisher: Publisher;
  /** Sockets being opened on this instance, a few at a time. */
  openings: OpeningGate;
  /** The HTTP upgrades that open them, admitted behind HTTP requests. */
  arrivals: OpeningQueue;
  kind: 'memory' | 'redis';
}

/**
 * Redis pub/sub with REDIS_URL, on channels under the deployment's namespace (refusing to start
 * when Redis does not answer), else in-process.
 */
export async function createRealtime(
  { redisUrl, redisNamespace }: Pick<AppConfig, 'redisUrl' | 'redisNamespace'>,
  log: BusLogger,
  db: Database,
): Promise<Realtime> {
  const bus = redisUrl ? await connectRedisBus(redisUrl, redisNamespace, log) : createMemoryBus();
  return {
    bus,
    hub: await SocketHub.listen(bus, log),
    publisher: new Publisher(db, bus, log),
    openings: new OpeningGate(),
    arrivals: new OpeningQueue(),
    kind: redisUrl ? 'redis' : 'memory',
  };
}

/** The live layer at the root: upgrades queued on arrival, events published after commit. */
export function registerRealtime(app: FastifyInstance, realtime: Realtime): void {
  // Upgrades reach the sockets' context through the queue, a couple of milliseconds per turn.
  const { arrivals } = realtime;
  app.server.on('upgrade', arrivals.arrive);
  app.addHook('preClose', (done) => {
    app.server.removeListener('upgrade', arrivals.arrive);
    arrivals.close();
    done();
  });
  registerRequestEvents(app, realtime.publisher);
  app.addHook('onClose', () => realtime.bus.close());
}

/**
 * The live sockets' own context, with the websocket plugin registered in it rather than at the
 * root: its hooks, and its wrapper around each route's handler, run for openings only, not for
 * every request of the API. Openings that are not upgraded are ended (opening-deadline.ts); open
 * sockets are closed (1001) when the server shuts down.
 */
export async function registerSockets(
  app: FastifyInstance,
  realtime: Realtime,
  routes: (sockets: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (sockets) => {
    await sockets.register(websocket, {
      // No compression: chat frames are small, and each deflate context costs tens of KB per socket.
      options: {
        server: realtime.arrivals.admitted,
        maxPayload: 64 * 1024,
        perMessageDeflate: false,
      },
      preClose: closeGoingAway,
    });
    endOpeningsNotUpgraded(sockets, realtime.arrivals.admitted);
    await routes(sockets);
  });
}

/** At shutdown: every open socket is told the server is going away, and the client reconnects. */
function closeGoingAway(this: FastifyInstance, done: () => void): void {
  for (const socket of this.websocketServer.clients) {
    socket.close(SOCKET_CLOSE_CODES.serverShutdown, SOCKET_CLOSE_REASONS.serverShutdown);
  }
  this.websocketServer.close();
  done();
}
