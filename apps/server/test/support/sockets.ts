import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import type { TestApp } from './app.js';

/** A frame a socket received, parsed. */
export type Frame = { type: string } & Record<string, unknown>;

/**
 * A real WebSocket client that keeps every frame, so a test can wait for the one it expects. A
 * feed socket's first frame, the hunter's unread counts the server sends on every opening, is
 * waited for by `connect` and kept apart as `opening`, so `frames` holds what came after it.
 */
export interface TestSocket {
  frames: Frame[];
  /** A feed socket's `unread_counts` frame sent on opening; undefined for other sockets. */
  opening: Frame | undefined;
  send(frame: unknown): void;
  sendRaw(text: string): void;
  /** The next frame of this type (and matching `matches`) not yet taken, waiting up to `timeoutMs`. */
  next(type: string, timeoutMs?: number, matches?: (frame: Frame) => boolean): Promise<Frame>;
  /** Resolves with the close code and reason once the server closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 port 0 and answers the ws:// base URL of the app. */
export async function listen(app: TestApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}`;
}

/** Opens `path` (with its ?token=) on the listening app; resolves once open or closed. */
export async function connect(base: string, path: string): Promise<TestSocket> {
  const socket = new WebSocket(`${base}${path}`);
  const frames: Frame[] = [];
  const taken = new Set<Frame>();
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString('utf8')) as Frame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
    void closed.then(() => resolve());
  });

  const next = (type: string, timeoutMs = 5000, matches: (frame: Frame) => boolean = () => true) =>
    new Promise<Frame>((resolve, reject) => {
      const check = () => {
        const frame = frames.find(
          (candidate) => candidate.type === type && !taken.has(candidate) && matches(candidate),
        );
        if (!frame) return false;
        taken.add(frame);
        waiters.delete(check);
        clearTimeout(timer);
        resolve(frame);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  // The feed socket's opening frame, unless the server closed the socket instead.
  let opening: Frame | undefined;
  if (path.startsWith('/ws/feed/') && socket.readyState === WebSocket.OPEN) {
    opening = await Promise.race([next('unread_counts'), closed.then(() => undefined)]);
    if (opening) frames.splice(frames.indexOf(opening), 1);
  }

  return {
    frames,
    opening,
    send: (frame) => socket.send(JSON.stringify(frame)),
    sendRaw: (text) => socket.send(text),
    next,
    closed,
    close: async () => {
      socket.close();
      await closed;
    },
  };
}

/** Resolves after `ms`; for asserting that nothing arrives in a while. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
