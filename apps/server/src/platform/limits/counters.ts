import { Redis } from 'ioredis';
import { ConfigError } from '../../config.js';

/** How many hits a key has had in its current window, and when that window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** One fixed window of a budget: its key, its length, and the hits it allows. */
export interface BudgetWindow {
  key: string;
  windowMs: number;
  limit: number;
}

/** Fixed-window hit counters: in this process, or in Redis so every instance counts alike. */
export interface RateCounters {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /**
   * Hits the windows in order, up to the first whose count passes its limit, and answers that
   * window's count (null when none passed): a budget of several windows in one round trip.
   */
  hitUntilOver(windows: BudgetWindow[]): Promise<WindowCount | null>;
  close(): Promise<void>;
}

/** hitUntilOver made of single hits, for counters where a hit costs no round trip. */
async function hitEachUntilOver(
  hit: RateCounters['hit'],
  windows: BudgetWindow[],
): Promise<WindowCount | null> {
  for (const { key, windowMs, limit } of windows) {
    const counted = await hit(key, windowMs);
    if (counted.count > limit) return counted;
  }
  return null;
}

/** Counts kept in a Map; expired windows are dropped as the map grows. */
export function createMemoryCounters(now: () => number = Date.now): RateCounters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = () => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  };
  const hit: RateCounters['hit'] = async (key, windowMs) => {
    const time = now();
    if (windows.size > 10_000) sweep();
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - time };
  };
  return {
    hit,
    hitUntilOver: (budget) => hitEachUntilOver(hit, budget),
    async close() {
      windows.clear();
    },
  };
}

/**
 * hitUntilOver in Redis, as one script: KEYS are the windows' keys, ARGV each one's length in ms
 * then its limit. Answers, for the first window past its limit, its place in the list (from 1),
 * its count and its milliseconds left; nil when none is past. A window starts with its key's
 * first hit and ends with the key's expiry.
 */
const HIT_UNTIL_OVER = `
for i, key in ipairs(KEYS) do
  redis.call('SET', key, 0, 'PX', ARGV[2 * i - 1], 'NX')
  local count = redis.call('INCR', key)
  if count > tonumber(ARGV[2 * i]) then
    return {i, count, redis.call('PTTL', key)}
  end
end
return false`;

/**
 * Counts in Redis (REDIS_URL): the window starts with the key's first hit and ends with its
 * expiry, so instances behind one load balancer share one budget per hunter. `keyPrefix` starts
 * every key: the deployment's namespace (openRateCounters), or a test's own.
 */
export async function connectRedisCounters(url: string, keyPrefix: string): Promise<RateCounters> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 2,
    // Commands issued in the same tick leave in one write (see endOfTurn).
    enableAutoPipelining: true,
  });
  let turnEnd: Promise<void> | undefined;
  /**
   * The end of this turn of the event loop, one for every caller of the turn: the budgets spent
   * by a turn's chat messages (each arrived on its own socket, so in its own tick) are then sent
   * to Redis in one write instead of one each (issue 30).
   */
  const endOfTurn = () =>
    (turnEnd ??= new Promise((resolve) =>
      setImmediate(() => {
        turnEnd = undefined;
        resolve();
      }),
    ));
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
      const redisKey = `${keyPrefix}${key}`;
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
    async hitUntilOver(windows) {
      await endOfTurn();
      const over = (await client.eval(
        HIT_UNTIL_OVER,
        windows.length,
        ...windows.map(({ key }) => `${keyPrefix}${key}`),
        ...windows.flatMap(({ windowMs, limit }) => [windowMs, limit]),
      )) as [number, number, number] | null;
      if (!over) return null;
      const [place, count, ttl] = over;
      return { count, resetInMs: ttl > 0 ? ttl : (windows[place - 1]?.windowMs ?? 0) };
    },
    async close() {
      await client.quit();
    },
  };
}

/** Redis when REDIS_URL is set (keys under the deployment's namespace), otherwise this process's memory. */
export function openRateCounters(
  redisUrl: string | undefined,
  namespace: string,
): Promise<RateCounters> {
  return redisUrl
    ? connectRedisCounters(redisUrl, `${namespace}:limit:`)
    : Promise.resolve(createMemoryCounters());
}
