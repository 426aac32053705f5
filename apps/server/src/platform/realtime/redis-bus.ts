import { Redis } from 'ioredis';
import { ConfigError } from '../../config.js';
import type { BusLogger, EventBus, EventListener, LiveEvent } from './bus.js';

const CONNECT_TIMEOUT_MS = 5000;

/**
 * Redis pub/sub for several instances: one connection publishes, one subscribes. The server
 * refuses to start when REDIS_URL is set but Redis does not answer (DESIGN.md section 7); once
 * running, a lost connection is retried, and events published meanwhile are lost (clients re-sync).
 * Its channels are named under `namespace`: another deployment on the same Redis is not heard.
 */
export async function connectRedisBus(
  url: string,
  namespace: string,
  log: BusLogger,
): Promise<EventBus> {
  const redisChannel = (channel: string) => `${namespace}:${channel}`;
  let booting = true;
  // The connection's own error (ECONNREFUSED...) says more than connect()'s "Connection is closed".
  let bootError: Error | undefined;
  const options = {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 2,
    retryStrategy: (attempt: number) => (booting ? null : Math.min(attempt * 200, 2000)),
  };
  // Commands issued in the same tick leave in one write.
  const publisher = new Redis(url, { ...options, enableAutoPipelining: true });
  const subscriber = new Redis(url, options);
  for (const [role, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: Error) => {
      if (booting) bootError = error;
      else log.warn({ err: error, role }, 'Redis connection error; retrying');
    });
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new ConfigError(
      `Cannot reach Redis at REDIS_URL (${describeServer(url)}): ${(bootError ?? (error as Error)).message}`,
    );
  }
  booting = false;

  const listeners = new Map<string, Set<EventListener>>();
  subscriber.on('message', (channel: string, text: string) => {
    const current = listeners.get(channel);
    if (!current) return;
    let events: LiveEvent[];
    try {
      const parsed = JSON.parse(text) as LiveEvent[] | LiveEvent;
      // One event alone is what an instance that does not batch yet publishes.
      events = Array.isArray(parsed) ? parsed : [parsed];
    } catch (error) {
      log.error({ err: error, channel }, 'unreadable realtime event from Redis');
      return;
    }
    for (const event of events) for (const listener of current) listener(event);
  });

  const send = async (channel: string, events: LiveEvent[]) => {
    try {
      await publisher.publish(redisChannel(channel), JSON.stringify(events));
    } catch (error) {
      log.error(
        { err: error, channel, events: events.length },
        'realtime events not published to Redis',
      );
    }
  };
  const batches = new TickBatches<LiveEvent>(send);

  return {
    publish: (channel, event) => batches.add(channel, event),
    async subscribe(channel, listener) {
      // Listeners are kept by the Redis channel's name, as the subscriber hears it.
      const name = redisChannel(channel);
      let current = listeners.get(name);
      if (!current) {
        listeners.set(name, (current = new Set()));
        await subscriber.subscribe(name);
      }
      current.add(listener);
      return async () => {
        current.delete(listener);
        if (current.size > 0 || listeners.get(name) !== current) return;
        listeners.delete(name);
        await subscriber.unsubscribe(name).catch((error: unknown) => {
          log.warn({ err: error, channel: name }, 'Redis unsubscribe failed');
        });
      };
    },
    async close() {
      listeners.clear();
      await Promise.all([publisher.quit(), subscriber.quit()]).catch((error: unknown) => {
        log.warn({ err: error }, 'Redis did not close cleanly');
      });
    },
  };
}

/**
 * The events published on a channel in one tick (a batch of chat messages stored by one
 * statement, and their notifications) leave as one PUBLISH of a JSON array, in the order they
 * were published: Redis and every instance handle one message for them instead of one each
 * (issue 30). Each publisher hears once its batch is sent.
 */
class TickBatches<Item> {
  private readonly pending = new Map<string, { items: Item[]; sent: Promise<void> }>();

  constructor(private readonly send: (channel: string, items: Item[]) => Promise<void>) {}

  add(channel: string, item: Item): Promise<void> {
    let batch = this.pending.get(channel);
    if (!batch) {
      const items: Item[] = [];
      const sent = new Promise<void>((resolve) => {
        // After this tick's promise callbacks: every message of a committed batch has announced.
        process.nextTick(() => {
          this.pending.delete(channel);
          resolve(this.send(channel, items));
        });
      });
      batch = { items, sent };
      this.pending.set(channel, batch);
    }
    batch.items.push(item);
    return batch.sent;
  }
}

/** host:port of a Redis URL, never its password. */
function describeServer(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '6379'}`;
}
