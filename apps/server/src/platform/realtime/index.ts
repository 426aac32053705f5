import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { BusLogger, EventBus } from './bus.js';
import { SocketHub } from './hub.js';
import { createMemoryBus } from './memory-bus.js';
import { connectRedisBus } from './redis-bus.js';
import { registerRequestOutbox } from './request-outbox.js';

export {
  conversationChannel,
  feedChannel,
  userChannel,
  type EventBus,
  type RealtimeEvent,
  type Unsubscribe,
} from './bus.js';
export { SocketHub, type SocketLike, type SocketSession } from './hub.js';
export { acceptSocket, type SocketRoom } from './connect.js';
export { transactionWithEvents, type EventTransaction, type Outbox } from './outbox.js';
export { announceAfterRequest } from './request-outbox.js';

/** The platform's one realtime room (DESIGN.md section 3): the bus and this instance's sockets. */
export interface Realtime {
  bus: EventBus;
  hub: SocketHub;
  kind: 'memory' | 'redis';
}

/** Redis pub/sub with REDIS_URL (refusing to start when it does not answer), else in-process. */
export async function createRealtime(
  redisUrl: string | undefined,
  log: BusLogger,
): Promise<Realtime> {
  const bus = redisUrl ? await connectRedisBus(redisUrl, log) : createMemoryBus();
  return { bus, hub: new SocketHub(bus, log), kind: redisUrl ? 'redis' : 'memory' };
}

/** The websocket plugin; open sockets are closed (1001) when the server shuts down. */
export async function registerRealtime(app: FastifyInstance, realtime: Realtime): Promise<void> {
  // No compression: chat frames are small, and each deflate context costs tens of KB per socket.
  await app.register(websocket, { options: { maxPayload: 64 * 1024, perMessageDeflate: false } });
  registerRequestOutbox(app, realtime.bus);
  app.addHook('onClose', () => realtime.bus.close());
}
