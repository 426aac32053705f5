import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SOCKET_WRITE_REFUSED_STATUS } from '@marshlog/domain';
import { HttpError } from '../errors.js';
import { addRouteHook, isWriteRoute, WRITE_METHODS } from '../route-hooks.js';
import { skippableHook } from '../skippable-hooks.js';
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

export const TOO_MANY_WRITES =
  'Too many changes in a short time. Please wait a moment and try again.';

/** `hunts` for /api/hunts/12/add_bird/: each part of the API has its own budget. */
function apiPart(url: string): string | undefined {
  return /^\/api\/([a-z0-9_-]+)\//.exec(url)?.[1];
}

/**
 * One hunter's budget of writes to one part of the API (or a socket's messages): spending it
 * answers how long to wait once it is spent. Modules outside HTTP (chat sockets) use it too.
 */
export interface WriteBudget {
  spend(userId: number, part: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

export function createWriteBudget(counters: RateCounters, limits: WriteLimits): WriteBudget {
  return {
    async spend(userId, part) {
      const key = `write:${userId}:${part}`;
      // Both windows in one round trip; the hour is not spent by a write the minute refuses.
      const over = await counters.hitUntilOver([
        { key: `${key}:minute`, windowMs: 60_000, limit: limits.perMinute },
        { key: `${key}:hour`, windowMs: 3_600_000, limit: limits.perHour },
      ]);
      if (!over) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(over.resetInMs / 1000)) };
    },
  };
}

/**
 * Per-hunter budgets on every write of the API (every route, including those added later), by
 * part of the API: a signed-in POST, PUT, PATCH or DELETE over its budget answers 429 with
 * Retry-After. Runs after validation, so a refused request costs nothing. Auth routes opt out.
 * Only write routes are given the hook (as they are registered): a write to a path or method the
 * API does not have answers 404 or 405 and spends nothing.
 */
export function registerWriteLimits(app: FastifyInstance, budget: WriteBudget): void {
  /** The part of the API whose budget a request spends, or undefined when it spends none. */
  const budgetPart = (request: FastifyRequest) => {
    if (!request.viewer || !WRITE_METHODS.has(request.method)) return undefined;
    if (request.routeOptions.config.writeLimit === false) return undefined;
    const part = apiPart(request.url);
    return !part || part === 'auth' ? undefined : part;
  };
  addRouteHook(
    app,
    'preHandler',
    isWriteRoute,
    skippableHook(
      (request) => budgetPart(request) !== undefined,
      async (request, reply) => {
        const part = budgetPart(request);
        if (!request.viewer || part === undefined) return;
        const { allowed, retryAfterSeconds } = await budget.spend(request.viewer.id, part);
        if (allowed) return;
        void reply.header('retry-after', String(retryAfterSeconds));
        throw new HttpError(429, TOO_MANY_WRITES);
      },
    ),
  );
}

/** A socket write refused past the budget (documented with SOCKET_WRITE_REFUSED_STATUS). */
export interface WriteRefusalFrame {
  type: 'error';
  status: typeof SOCKET_WRITE_REFUSED_STATUS;
  detail: string;
  retry_after: number;
}

/**
 * Spends one write of a socket from the same budget as REST's write to the same part of the API
 * (`conversations` for a chat message, `feed` for an activity's comment or reaction): answers the
 * refusal frame to send once it is spent, or null when the write may go ahead.
 */
export async function spendSocketWrite(
  budget: WriteBudget,
  userId: number,
  part: 'conversations' | 'feed',
): Promise<WriteRefusalFrame | null> {
  const { allowed, retryAfterSeconds } = await budget.spend(userId, part);
  if (allowed) return null;
  return {
    type: 'error',
    status: SOCKET_WRITE_REFUSED_STATUS,
    detail: TOO_MANY_WRITES,
    retry_after: retryAfterSeconds,
  };
}
