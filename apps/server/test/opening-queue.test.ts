import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { OpeningQueue } from '../src/platform/realtime/opening-queue.js';

/** An upgrade as the listening server hands it over: its request, its connection, no head bytes. */
function upgrade(url: string) {
  const request = new IncomingMessage(new Socket());
  request.url = url;
  return { request, socket: new PassThrough(), head: Buffer.alloc(0) };
}

/** The URLs of the openings the queue lets through, in order, beside other work of the loop. */
function watch(queue: OpeningQueue) {
  const happened: string[] = [];
  queue.admitted.on('upgrade', (request: IncomingMessage) => happened.push(`open ${request.url}`));
  return happened;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('socket openings wait their turn behind HTTP requests (connect storm)', () => {
  it('starts openings for at most its budget per turn, so a request that came meanwhile runs between them', async () => {
    const queue = new OpeningQueue(2);
    const happened = watch(queue);
    // Each opening costs 3 ms of the event loop, more than a turn's budget.
    queue.admitted.on('upgrade', () => {
      const until = performance.now() + 3;
      while (performance.now() < until);
    });
    for (const url of ['/ws/feed/?1', '/ws/feed/?2', '/ws/feed/?3']) {
      const { request, socket, head } = upgrade(url);
      queue.arrive(request, socket, head);
    }
    expect(happened).toEqual([]);
    // A request read in the same turn as the first opening.
    setImmediate(() => happened.push('request'));
    for (let turns = 0; turns < 3; turns += 1) await turn();
    expect(happened).toEqual([
      'open /ws/feed/?1',
      'request',
      'open /ws/feed/?2',
      'open /ws/feed/?3',
    ]);
  });

  it('starts cheap openings together, within one turn', async () => {
    // A budget no preemption of a loaded machine uses up: openings cheaper than it share a turn.
    const queue = new OpeningQueue(1000);
    const happened = watch(queue);
    for (const url of ['/ws/feed/?1', '/ws/feed/?2', '/ws/feed/?3']) {
      const { request, socket, head } = upgrade(url);
      queue.arrive(request, socket, head);
    }
    setImmediate(() => happened.push('request'));
    await turn();
    expect(happened).toEqual([
      'open /ws/feed/?1',
      'open /ws/feed/?2',
      'open /ws/feed/?3',
      'request',
    ]);
  });

  it('never opens for a client that hung up while it waited, nor lets its reset escape', async () => {
    const queue = new OpeningQueue();
    const happened = watch(queue);
    const gone = upgrade('/ws/feed/?gone');
    const reset = upgrade('/ws/feed/?reset');
    const kept = upgrade('/ws/feed/?kept');
    for (const { request, socket, head } of [gone, reset, kept])
      queue.arrive(request, socket, head);
    gone.socket.destroy();
    reset.socket.emit('error', new Error('read ECONNRESET'));
    for (let turns = 0; turns < 3; turns += 1) await turn();
    expect(happened).toEqual(['open /ws/feed/?kept']);
    expect(reset.socket.destroyed).toBe(true);
    expect(kept.socket.destroyed).toBe(false);
  });

  it('ends the waiting connections at shutdown and opens no more', async () => {
    const queue = new OpeningQueue();
    const happened = watch(queue);
    const waiting = upgrade('/ws/feed/?waiting');
    queue.arrive(waiting.request, waiting.socket, waiting.head);
    queue.close();
    const late = upgrade('/ws/feed/?late');
    queue.arrive(late.request, late.socket, late.head);
    await turn();
    await turn();
    expect(happened).toEqual([]);
    expect(waiting.socket.destroyed).toBe(true);
    expect(late.socket.destroyed).toBe(true);
  });
});
