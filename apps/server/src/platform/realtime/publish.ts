import { AsyncLocalStorage } from 'node:async_hooks';
import { finished } from 'node:stream';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Database } from '../../db/client.js';
import { addRouteHook, isWriteRoute } from '../route-hooks.js';
import { skippableHook } from '../skippable-hooks.js';
import { liveChannel, type BusLogger, type EventBus, type LiveEvent } from './bus.js';

/**
 * What a write announces: an event whose audience it already knows (a message's two
 * participants, proven by the statement that stored it), or how to decide it once the write has
 * committed (an activity's audience, resolved in bulk by the visibility module against the
 * committed rows, with its frames built once per view).
 */
export type Announcement = LiveEvent | Decision | { aside: Decision };

/** How an announcement's events are decided once its write has committed. */
type Decision = (db: Database) => Promise<LiveEvent[]>;

const scopes = new AsyncLocalStorage<Announcement[]>();

/**
 * How many event scopes are open. Once run, Node 20's AsyncLocalStorage keeps async hooks on for
 * every promise the process makes, a read's as much as a write's (about 2% of /api/users/me/'s
 * busy time in the hooks' own frames, profiled), so it is turned off whenever no scope is open:
 * reads served while no write is in flight make their promises without the hooks. Every
 * `openScope` is matched by one `closeScope`.
 */
let openScopes = 0;

/** Runs `work` in a new event scope, which stays open until `closeScope` is called. */
function openScope<T>(pending: Announcement[], work: () => T): T {
  openScopes += 1;
  return scopes.run(pending, work);
}

function closeScope(): void {
  openScopes -= 1;
  if (openScopes === 0) scopes.disable();
}

/**
 * The one way to publish a live event: it waits in the current event scope (an HTTP request, a
 * socket frame, a socket opening) and is published after the write that made it committed,
 * identically in-process and over Redis. Inside `transactionWithEvents` it waits for that
 * transaction's commit and is dropped with a rollback. Outside any scope (the demo loader, which
 * runs with no sockets open) nothing is announced.
 */
export function announce(announcement: Announcement): void {
  scopes.getStore()?.push(announcement);
}

/**
 * Announces what holds up none of its scope's other events: a snapshot read after commit (a
 * hunter's badge counts), whose place among them does not matter, is published once decided,
 * while the events announced after it leave without waiting for it.
 */
export function announceAside(decide: Decision): void {
  announce({ aside: decide });
}

/** A transaction whose writes announce themselves live. */
export interface EventTransaction {
  db: Database;
}

/**
 * Runs `work` in one transaction; what it announced joins the enclosing scope only once the
 * transaction has committed, so a receiver never hears of a row that was rolled back.
 */
export async function transactionWithEvents<T>(
  db: Database,
  work: (tx: EventTransaction) => Promise<T>,
): Promise<T> {
  const pending: Announcement[] = [];
  let result: T;
  try {
    result = await openScope(pending, () => db.transaction((tx) => work({ db: tx })));
  } finally {
    closeScope();
  }
  scopes.getStore()?.push(...pending);
  return result;
}

/** Publishes announcements: decides each one's audience against the database, then sends it. */
export class Publisher {
  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly log: BusLogger,
  ) {}

  /** Never throws: a failure is logged, as clients re-sync from the API. */
  async publish(announcements: Announcement[]): Promise<void> {
    const sent: Promise<void>[] = [];
    for (const announcement of announcements) {
      if ('aside' in announcement) {
        sent.push(this.decide(announcement.aside).then((events) => this.send(events)));
        continue;
      }
      // Issued in order without waiting for one another (the bus keeps their order): a message
      // and its notification leave together, not one Redis round trip apart.
      sent.push(
        this.send(
          typeof announcement === 'function' ? await this.decide(announcement) : [announcement],
        ),
      );
    }
    await Promise.all(sent);
  }

  /** An announcement's events, decided against the committed rows; none when that failed. */
  private async decide(decision: Decision): Promise<LiveEvent[]> {
    try {
      return await decision(this.db);
    } catch (error) {
      this.log.error({ err: error }, 'realtime event not published');
      return [];
    }
  }

  /** Issues every event at once, in order: the bus keeps their order. */
  private async send(events: LiveEvent[]): Promise<void> {
    await Promise.all(events.map((event) => this.bus.publish(liveChannel, event)));
  }

  /**
   * Runs `work` in its own event scope and publishes what it announced once it is done, without
   * holding up the caller (a socket's next frame): events already decided leave on the bus in the
   * order they were announced.
   */
  async withEvents<T>(work: () => Promise<T>): Promise<T> {
    const pending: Announcement[] = [];
    try {
      return await openScope(pending, work);
    } finally {
      closeScope();
      void this.publish(pending);
    }
  }
}

const pendingByRequest = new WeakMap<FastifyRequest, Announcement[]>();

/**
 * Gives every write's request its own event scope, published after a 2xx or 3xx answer (its
 * transactions have committed by then) and dropped otherwise. Reads (GET, HEAD) announce nothing,
 * so their routes are not given the scope's hooks.
 */
export function registerRequestEvents(app: FastifyInstance, publisher: Publisher): void {
  const enterScope: preHandlerHookHandler = (request, reply, done) => {
    const pending: Announcement[] = [];
    pendingByRequest.set(request, pending);
    // Closed once the answer is sent or the connection ends, whichever comes first (or already has).
    finished(reply.raw, closeScope);
    openScope(pending, done);
  };
  addRouteHook(app, 'preHandler', isWriteRoute, enterScope);
  addRouteHook(
    app,
    'onResponse',
    isWriteRoute,
    skippableHook(
      (request, reply) =>
        (pendingByRequest.get(request)?.length ?? 0) > 0 && reply.statusCode < 400,
      async (request) => {
        await publisher.publish((pendingByRequest.get(request) ?? []).splice(0));
      },
    ),
  );
}
