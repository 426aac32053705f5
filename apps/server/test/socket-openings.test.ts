import { EventEmitter } from 'node:events';
import { IncomingMessage } from 'node:http';
import net, { Socket, type AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { SOCKET_CLOSE_CODES, SOCKET_CLOSE_REASONS } from '@marshlog/domain';
import { endOpeningsNotUpgraded } from '../src/platform/realtime/opening-deadline.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { connect, listen } from './support/sockets.js';
import { signUp } from './support/users.js';

/** An opening as the queue admits it: its request and its connection. */
function opening() {
  return { request: new IncomingMessage(new Socket()), connection: new PassThrough() };
}

describe('an admitted opening that never becomes a socket', () => {
  it('is ended at its deadline, or at once when the server shuts down; one that became a socket is kept', async () => {
    const admitted = new EventEmitter();
    // The plugin's types see ws's CommonJS declarations, this file its ES module ones: one class.
    const server = new WebSocketServer({ noServer: true }) as FastifyInstance['websocketServer'];
    const sockets = Fastify().decorate('websocketServer', server);
    endOpeningsNotUpgraded(sockets, admitted, 50);
    const answered = opening();
    const upgraded = opening();
    admitted.emit('upgrade', answered.request, answered.connection);
    admitted.emit('upgrade', upgraded.request, upgraded.connection);
    sockets.websocketServer.emit('connection', {}, upgraded.request);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(answered.connection.destroyed).toBe(true);
    expect(upgraded.connection.destroyed).toBe(false);

    const waiting = opening();
    admitted.emit('upgrade', waiting.request, waiting.connection);
    await sockets.close();
    expect(waiting.connection.destroyed).toBe(true);
    expect(upgraded.connection.destroyed).toBe(false);
    server.close();
  });
});

/**
 * Sends an opening (an HTTP upgrade to a WebSocket) by hand and answers what the server wrote
 * and whether it ended the connection within `waitMs`.
 */
async function openByHand(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  waitMs = 2000,
) {
  const connection = net.connect(port, '127.0.0.1');
  let answer = '';
  connection.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  const ended = new Promise<boolean>((resolve) => {
    connection.on('close', () => resolve(true));
    setTimeout(() => resolve(false), waitMs);
  });
  const lines = [
    `GET ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: Upgrade',
    'Upgrade: websocket',
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  connection.write(`${lines.join('\r\n')}\r\n\r\n`);
  const closedByServer = await ended;
  connection.destroy();
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]), closedByServer };
}

describe(`the live sockets in their own context on ${testBackend}`, () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers an opening refused at a socket route over HTTP and ends its connection at once', async () => {
    app = await createTestApp();
    await listen(app);
    const { port } = app.server.address() as AddressInfo;
    const refused = await openByHand(port, '/ws/feed/', { Authorization: 'Bearer not-a-token' });
    expect(refused).toEqual({ status: 401, closedByServer: true });
  });

  it('answers an opening at an address with no socket 404, and a plain GET of a socket route 404', async () => {
    app = await createTestApp();
    await listen(app);
    const { port } = app.server.address() as AddressInfo;
    const nowhere = await openByHand(port, '/ws/nowhere/', {}, 200);
    expect(nowhere.status).toBe(404);
    const plain = await app.inject({ method: 'GET', url: '/ws/feed/' });
    expect(plain.statusCode).toBe(404);
  });

  it('tells every open socket the server is going away when it shuts down', async () => {
    app = await createTestApp();
    const hunter = await signUp(app);
    const base = await listen(app);
    const socket = await connect(base, `/ws/feed/?token=${hunter.token}`);
    const closing = app.close();
    app = undefined;
    expect(await socket.closed).toEqual({
      code: SOCKET_CLOSE_CODES.serverShutdown,
      reason: SOCKET_CLOSE_REASONS.serverShutdown,
    });
    await closing;
  });
});
