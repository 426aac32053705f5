import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * How long one turn of the event loop may spend starting openings (at least one starts): a
 * request waits behind at most this much of them per turn, and a busy or starved process (whose
 * turns come seldom) still opens several per turn instead of falling behind a storm.
 */
const TURN_BUDGET_MS = 2;
/** How many admitted openings the queue's array may hold before it lets go of them. */
const COMPACT_AFTER = 256;

interface Upgrade {
  request: IncomingMessage;
  socket: Duplex;
  head: Buffer;
}

/**
 * Socket openings (HTTP upgrades) wait their turn behind HTTP requests (issue 30). An opening is
 * not urgent, a request is: opening one costs the event loop a millisecond or more (the routing,
 * the handshake, the token, presence), and a connect storm of hundreds arriving together used to
 * run them all before any request that came meanwhile. Here each upgrade is queued on arrival and
 * they start from `setImmediate`, a couple of milliseconds' worth per turn of the event loop, so
 * the requests whose bytes arrived meanwhile are read and started between them. An idle loop
 * turns at once, so a lone opening waits for nothing; a client whose connection closes while it
 * waits is dropped from the queue. The websocket plugin listens to `admitted`, a server that never
 * listens itself.
 */
export class OpeningQueue {
  /** Emits `upgrade` for each admitted opening, as a listening server would on arrival. */
  readonly admitted: Server = createServer();
  private waiting: Upgrade[] = [];
  private next = 0;
  private turning = false;
  private closed = false;

  constructor(private readonly turnBudgetMs = TURN_BUDGET_MS) {}

  /** Queues an upgrade the listening server received (its `upgrade` listener). */
  readonly arrive = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (this.closed) {
      socket.destroy();
      return;
    }
    // Node stops watching the socket's errors before it emits `upgrade`: until it is admitted, an
    // error (a reset by the client) ends it here.
    socket.on('error', destroyOnError);
    this.waiting.push({ request, socket, head });
    if (!this.turning) {
      this.turning = true;
      setImmediate(this.turn);
    }
  };

  /** Openings still waiting, for shutdown: their connections are ended, nothing is admitted. */
  close(): void {
    this.closed = true;
    for (const { socket } of this.waiting.slice(this.next)) socket.destroy();
    this.waiting = [];
    this.next = 0;
  }

  private readonly turn = (): void => {
    const startedAt = performance.now();
    while (this.next < this.waiting.length) {
      const upgrade = this.waiting[this.next];
      this.next += 1;
      if (!upgrade || upgrade.socket.destroyed) continue;
      upgrade.socket.removeListener('error', destroyOnError);
      this.admitted.emit('upgrade', upgrade.request, upgrade.socket, upgrade.head);
      if (performance.now() - startedAt >= this.turnBudgetMs) break;
    }
    if (this.next < this.waiting.length) {
      // Admitted openings are let go of, so a long storm does not keep every request it queued.
      if (this.next >= COMPACT_AFTER) {
        this.waiting = this.waiting.slice(this.next);
        this.next = 0;
      }
      setImmediate(this.turn);
      return;
    }
    this.waiting = [];
    this.next = 0;
    this.turning = false;
  };
}

function destroyOnError(this: Duplex): void {
  this.destroy();
}
