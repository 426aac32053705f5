import { Redis } from 'ioredis';
import { ConfigError } from '../../config.js';

/** How many hits a key has had in its current window, and when that window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Fixed-window hit counters: in this process, or in Redis so every instance counts alike. */
export interface RateCounters {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  close(): Promise<void>;
}

/** Counts kept in a Map; expired windows are dropped as the map grows. */
export function createMemoryCounters(now: () => number = Date.now): RateCounters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = () => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const time = now();
      if (windows.size > 10_000) sweep();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - time };
    },
    async close() {
      windows.clear();
    },
  };
}

const PREFIX = 'marshlog:limit:';

/**
 * Counts in Redis (REDIS_URL): the window starts with the key's first hit and ends with its
 * expiry, so instances behind one load balancer share one budget per hunter.
 */
export async function connectRedisCounters(url: string, namespace = PREFIX): Promise<RateCounters> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 2,
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new ConfigError(
      `Cannot reach Redis at REDIS_URL for rate limits: ${(error as Error).message}`,
    );
  }
  return {
    async hit(key, windowMs) {
      const redisKey = `${namespace}${key}`;
      const results = await client
        .multi()
        .set(redisKey, 0, 'PX', windowMs, 'NX')
        .incr(redisKey)
        .pttl(redisKey)
        .exec();
      const count = Number(results?.[1]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {
      await client.quit();
    },
  };
}

/** Redis when REDIS_URL is set, otherwise this process's memory. */
export function openRateCounters(redisUrl: string | undefined): Promise<RateCounters> {
  return redisUrl ? connectRedisCounters(redisUrl) : Promise.resolve(createMemoryCounters());
}
