import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { skippableHook } from '../skippable-hooks.js';
import type { EventBus, RealtimeEvent } from './bus.js';

interface PendingEvent {
  channel: string;
  event: RealtimeEvent;
}

const requestEvents = new AsyncLocalStorage<PendingEvent[]>();
const pendingByRequest = new WeakMap<FastifyRequest, PendingEvent[]>();

/**
 * Queues an event to publish once the current request has answered with a success, that is after
 * the transaction that wrote its row committed: a row rolled back is never announced. Outside a
 * request (the demo loader, which runs with no sockets open) nothing is announced. This lets a
 * service announce from inside `db.transaction` without being handed the bus.
 */
export function announceAfterRequest(channel: string, event: RealtimeEvent): void {
  requestEvents.getStore()?.push({ channel, event });
}

/** Gives every request its own queue, published after a 2xx or 3xx answer, dropped otherwise. */
export function registerRequestOutbox(app: FastifyInstance, bus: EventBus): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const pending: PendingEvent[] = [];
    pendingByRequest.set(request, pending);
    requestEvents.run(pending, done);
  });
  app.addHook(
    'onResponse',
    skippableHook(
      (request, reply) =>
        (pendingByRequest.get(request)?.length ?? 0) > 0 && reply.statusCode < 400,
      async (request) => {
        const pending = pendingByRequest.get(request) ?? [];
        for (const { channel, event } of pending.splice(0)) await bus.publish(channel, event);
      },
    ),
  );
}
