import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * How long an admitted opening may take to become a socket. The upgrade happens in the turn the
 * request is routed (the token and the room are checked on the open socket, connect.ts), so this
 * is only ever reached by an opening that was answered over HTTP instead.
 */
export const OPENING_DEADLINE_MS = 10_000;

/**
 * Ends the connection of every admitted opening answered over HTTP instead of upgraded: at once
 * when a socket route's hooks refuse it (a bad bearer header's 401; the app-wide hooks run before
 * the websocket plugin's own, so the plugin cannot tell it was an opening), at its deadline when
 * it was answered anywhere else (an unknown address's 404, an API route, a malformed URL), as a
 * slow client's is. Without this the client could keep the connection open for as long as it
 * liked. `sockets` is the sockets' context, with the websocket plugin registered: the hook runs
 * for its routes only, and nothing here for a request that is not an opening. A shutdown ends
 * the openings still waiting at once.
 */
export function endOpeningsNotUpgraded(
  sockets: FastifyInstance,
  admitted: EventEmitter,
  deadlineMs = OPENING_DEADLINE_MS,
): void {
  const deadlines = new Map<IncomingMessage, { connection: Duplex; deadline: NodeJS.Timeout }>();
  const settle = (request: IncomingMessage) => {
    clearTimeout(deadlines.get(request)?.deadline);
    deadlines.delete(request);
  };
  // Ahead of the plugin's listener, which may route the opening to its answer synchronously.
  admitted.prependListener('upgrade', (request: IncomingMessage, connection: Duplex) => {
    const deadline = setTimeout(() => connection.destroy(), deadlineMs).unref();
    deadlines.set(request, { connection, deadline });
    connection.once('close', () => settle(request));
  });
  sockets.websocketServer.on('connection', (_socket, request) => settle(request));
  sockets.addHook('onResponse', (request, _reply, done) => {
    deadlines.get(request.raw)?.connection.destroy();
    done();
  });
  // A shutdown waits for no opening's deadline.
  sockets.addHook('preClose', (done) => {
    for (const { connection } of deadlines.values()) connection.destroy();
    done();
  });
}
