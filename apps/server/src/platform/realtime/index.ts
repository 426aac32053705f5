import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { BusLogger, EventBus } from './bus.js';
import { SocketHub } from './hub.js';
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
    kind: redisUrl ? 'redis' : 'memory',
  };
}

/** The websocket plugin; open sockets are closed (1001) when the server shuts down. */
export async function registerRealtime(app: FastifyInstance, realtime: Realtime): Promise<void> {
  // Upgrades reach the plugin through the queue, a couple of milliseconds of openings per turn.
  const openings = new OpeningQueue();
  await app.register(websocket, {
    // No compression: chat frames are small, and each deflate context costs tens of KB per socket.
    options: { server: openings.admitted, maxPayload: 64 * 1024, perMessageDeflate: false },
  });
  app.server.on('upgrade', openings.arrive);
  app.addHook('preClose', (done) => {
    app.server.removeListener('upgrade', openings.arrive);
    openings.close();
    done();
  });
  registerRequestEvents(app, realtime.publisher);
  app.addHook('onClose', () => realtime.bus.close());
}
