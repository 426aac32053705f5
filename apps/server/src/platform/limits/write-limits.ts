import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../errors.js';
import type { RateCounters } from './counters.js';

export interface WriteLimits {
  /** Writes per hunter per minute to one part of the API (hunts, photos, friendships...). */
  perMinute: number;
  /** The same, per hour: a steady flood stops here. */
  perHour: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this write is not counted (sign-in and its kin have their own limits). */
    writeLimit?: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const TOO_MANY_WRITES =
  'Too many changes in a short time. Please wait a moment and try again.';

/** `hunts` for /api/hunts/12/add_bird/: each part of the API has its own budget. */
function apiPart(url: string): string | undefined {
  return /^\/api\/([a-z0-9_-]+)\//.exec(url)?.[1];
}

async function spend(
  counters: RateCounters,
  key: string,
  limit: number,
  windowMs: number,
  reply: FastifyReply,
): Promise<void> {
  const { count, resetInMs } = await counters.hit(key, windowMs);
  if (count <= limit) return;
  void reply.header('retry-after', String(Math.max(1, Math.ceil(resetInMs / 1000))));
  throw new HttpError(429, TOO_MANY_WRITES);
}

/**
 * Per-hunter budgets on every write of the API (every route, including those added later), by
 * part of the API: a signed-in POST, PUT, PATCH or DELETE over its budget answers 429 with
 * Retry-After. Runs after validation, so a refused request costs nothing. Auth routes opt out.
 */
export function registerWriteLimits(
  app: FastifyInstance,
  counters: RateCounters,
  limits: WriteLimits,
): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.viewer || !WRITES.has(request.method)) return;
    if (request.routeOptions.config.writeLimit === false) return;
    const part = apiPart(request.url);
    if (!part || part === 'auth') return;
    const key = `write:${request.viewer.id}:${part}`;
    await spend(counters, `${key}:minute`, limits.perMinute, 60_000, reply);
    await spend(counters, `${key}:hour`, limits.perHour, 3_600_000, reply);
  });
}
