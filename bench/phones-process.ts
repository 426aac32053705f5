/**
 * The phones' process (see phones.ts): started with its nice value, it sets every thread of its
 * own to it (Linux keeps a nice value per thread), then opens and holds the feed sockets it is
 * asked for and answers, over IPC, when each heard each hunt.
 */
import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import { openSocket, sleep } from './live-servers.js';
import { clockMs, type Opened, type PhonesReply, type PhonesRequest } from './phones.js';

/** Sets every thread's nice value, if allowed (lowering it needs privilege); answers the main thread's. */
function renice(nice: number): number {
  try {
    for (const thread of fs.readdirSync('/proc/self/task')) os.setPriority(Number(thread), nice);
  } catch (error) {
    console.error(`the phones keep their priority: ${String(error)}`);
  }
  return os.getPriority();
}

const startNice = Number(process.argv[2] ?? 0);
if (startNice !== 0) renice(startNice);

const sockets: WebSocket[] = [];
const arrivals = new Map<number, number[]>();

function listen(socket: WebSocket): void {
  socket.on('message', (data: Buffer) => {
    const at = clockMs();
    const text = data.toString('utf8');
    if (!text.startsWith('{"type":"activity_update","action":"new"')) return;
    const frame = JSON.parse(text) as { activity?: { content_object: number } };
    const huntId = frame.activity?.content_object;
    if (huntId === undefined) return;
    const list = arrivals.get(huntId) ?? [];
    list.push(at);
    arrivals.set(huntId, list);
  });
}

async function open(urls: string[], spreadMs: number): Promise<Opened> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let failures = 0;
  const errors = new Map<string, number>();
  const spacingMs = spreadMs / urls.length;
  await Promise.all(
    urls.map(async (url, offset) => {
      await sleep(offset * spacingMs);
      try {
        const socket = await openSocket(url);
        listen(socket);
        sockets.push(socket);
      } catch (error) {
        failures += 1;
        const reason = error instanceof Error ? error.message : String(error);
        errors.set(reason, (errors.get(reason) ?? 0) + 1);
      }
    }),
  );
  delay.disable();
  return {
    type: 'opened',
    failures,
    errors: Object.fromEntries(errors),
    eventLoopDelayP99Ms: delay.percentile(99) / 1e6,
  };
}

/** Closes the sockets, waiting at most 2 s for the servers' answers, and ends the process. */
async function closeAll(): Promise<void> {
  const closed = sockets.map(
    (socket) => new Promise<void>((resolve) => socket.on('close', () => resolve())),
  );
  for (const socket of sockets) socket.close();
  await Promise.race([Promise.all(closed), sleep(2000)]);
  process.exit(0);
}

const reply = (message: PhonesReply) => process.send?.(message);

process.on('message', (request: PhonesRequest) => {
  switch (request.type) {
    case 'open':
      void open(request.urls, request.spreadMs).then(reply);
      return;
    case 'renice':
      reply({ type: 'reniced', nice: renice(request.nice) });
      return;
    case 'arrivals':
      reply({ type: 'arrivals', huntId: request.huntId, at: arrivals.get(request.huntId) ?? [] });
      return;
    case 'close':
      void closeAll();
      return;
  }
});
