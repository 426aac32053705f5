import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Message } from '@marshlog/domain';
import { testBackend } from './support/database.js';
import {
  PROCESS_TEST_TIMEOUT,
  processSuite,
  serverEnv,
  type RunningServer,
} from './support/server-process.js';

/** Sockets per hunter, each sending its messages one after another as the web client does. */
const SOCKETS_PER_HUNTER = 5;
const MESSAGES_PER_SOCKET = 9;

interface Account {
  id: number;
  token: string;
}

async function call<T>(url: string, path: string, token: string | null, body?: object) {
  const answer = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (answer.status >= 300) throw new Error(`${path} answered ${answer.status}`);
  return (await answer.json()) as T;
}

async function register(url: string, name: string): Promise<Account> {
  const handle = name.toLowerCase().replace(' ', '_');
  const answer = await call<{ jwt_token: string; user: { id: number } }>(
    url,
    '/api/auth/register/',
    null,
    {
      email: `${handle}@marsh.test`,
      password: `${handle}-in-the-reeds-42`,
      name,
      username: handle,
    },
  );
  return { id: answer.user.id, token: answer.jwt_token };
}

/** Opens a chat socket that records every chat_message it hears, by message id. */
function chatSocket(
  url: string,
  conversationId: number,
  token: string,
  heard: Map<number, Message>,
) {
  const socket = new WebSocket(
    `${url.replace('http', 'ws')}/ws/chat/${conversationId}/?token=${token}`,
  );
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString('utf8')) as { type: string; message?: Message };
    if (frame.type === 'chat_message' && frame.message) heard.set(frame.message.id, frame.message);
  });
  socket.on('error', () => undefined);
  return new Promise<WebSocket>((resolve, reject) => {
    socket.on('open', () => resolve(socket));
    socket.on('close', () => reject(new Error('chat socket closed before it opened')));
  });
}

/**
 * Issue 30: messages are stored in groups (one statement for those of a tick) and acknowledged
 * only once their group has committed. A server killed by SIGKILL in the middle of a burst loses
 * no message it acknowledged or delivered, and stores none twice.
 */
describe(
  `process: chat messages heard before a SIGKILL survive it on ${testBackend}`,
  { timeout: PROCESS_TEST_TIMEOUT * 2 },
  () => {
    const { launcher, settings } = processSuite();

    it('finds every acknowledged message once after a restart', async () => {
      let server: RunningServer = await launcher.start(serverEnv(settings()));
      const ann = await register(server.url, 'Ann Pintail');
      const bob = await register(server.url, 'Bob Gadwall');
      const request = await call<{ id: number }>(server.url, '/api/friendships/', ann.token, {
        to_user: bob.id,
      });
      await call(server.url, `/api/friendships/${request.id}/accept/`, bob.token, {});
      const conversation = await call<{ id: number }>(
        server.url,
        '/api/conversations/start/',
        ann.token,
        { user_id: bob.id },
      );

      const heard = new Map<number, Message>();
      const sockets = await Promise.all(
        [ann, bob].flatMap((hunter) =>
          Array.from({ length: SOCKETS_PER_HUNTER }, () =>
            chatSocket(server.url, conversation.id, hunter.token, heard),
          ),
        ),
      );
      const sent = new Set<string>();
      sockets.forEach((socket, s) => {
        for (let m = 0; m < MESSAGES_PER_SOCKET; m += 1) {
          const content = `socket ${s} message ${m}`;
          sent.add(content);
          socket.send(JSON.stringify({ type: 'send_message', content, client_id: content }));
        }
      });
      // Killed as soon as the first message is heard: the burst is cut in the middle.
      while (heard.size === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      await server.stop('SIGKILL');
      const acknowledged = [...heard.values()];

      server = await launcher.start(serverEnv(settings()));
      const history = await call<{ results: Message[] }>(
        server.url,
        `/api/conversations/${conversation.id}/messages/?page_size=100`,
        ann.token,
      );
      const stored = new Map(history.results.map((message) => [message.id, message.content]));
      for (const message of acknowledged) expect(stored.get(message.id)).toBe(message.content);
      const contents = history.results.map((message) => message.content);
      expect(new Set(contents).size).toBe(contents.length);
      expect(contents.every((content) => sent.has(content))).toBe(true);
      // The kill must have cut the burst, or this test proved nothing about a crash.
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(acknowledged.length).toBeLessThan(sent.size);
      await server.stop();
    });
  },
);
