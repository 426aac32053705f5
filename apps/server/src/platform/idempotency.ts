import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { HttpError, badRequest, conflict } from './errors.js';
import { skippableHook, skippableSendHook } from './skippable-hooks.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this POST is not a create and ignores Idempotency-Key (sign-in and its kin). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request stores its answer under, when it is the first with that key. */
    idempotencyKey: { userId: number; key: string } | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEPT_FOR = sql`now() - interval '24 hours'`;
/** A first request still unanswered after this long was lost (a crash): its key may be reused. */
const ABANDONED_AFTER = sql`now() - interval '1 minute'`;

export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  keyReused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed; retry shortly',
} as const;

function requestHash(request: FastifyRequest): string {
  return crypto
    .createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

function isIdempotentRoute(request: FastifyRequest): boolean {
  if (request.method !== 'POST' || !request.url.startsWith('/api/')) return false;
  if (request.url.startsWith('/api/auth/')) return false;
  return request.routeOptions.config.idempotent !== false;
}

/**
 * `Idempotency-Key` on every signed-in POST of the API (every create, including routes added
 * later; a route opts out with `config: { idempotent: false }`): the first answer (2xx) is kept
 * per hunter and key for 24 hours, and a retry with the same key and request gets it again,
 * marked `Idempotent-Replayed: true`, instead of creating a second time. The same key with another
 * request is a 422; while the first is still running, a 409.
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.decorateRequest('idempotencyKey', null);

  /** Claims the key, or answers with what the first request with it answered. */
  const claimKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !request.viewer || !isIdempotentRoute(request)) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) {
      throw badRequest(IDEMPOTENCY_MESSAGES.keyInvalid, {
        [IDEMPOTENCY_HEADER]: [IDEMPOTENCY_MESSAGES.keyInvalid],
      });
    }
    const userId = request.viewer.id;
    const hash = requestHash(request);
    const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          sql`(${idempotencyKeys.createdAt} < ${KEPT_FOR} or (${idempotencyKeys.statusCode} is null and ${lt(idempotencyKeys.createdAt, ABANDONED_AFTER)}))`,
        ),
      );
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotencyKey = { userId, key };
      return;
    }
    const [first] = await db.select().from(idempotencyKeys).where(mine);
    if (!first) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    if (first.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused);
    if (first.statusCode === null) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    return reply
      .status(first.statusCode)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(first.body ?? '');
  };
  const carriesKey = (request: FastifyRequest) =>
    request.headers[IDEMPOTENCY_HEADER] !== undefined &&
    request.viewer !== null &&
    isIdempotentRoute(request);
  app.addHook('preHandler', skippableHook(carriesKey, claimKey));

  /** Keeps a claimed key's answer (2xx), or frees the key for a retry. */
  const keepAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotencyKey;
    if (!claim) return payload;
    request.idempotencyKey = null;
    const mine = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, body: payload })
        .where(mine);
    } else {
      // A failure is not kept: the client may retry with the same key.
      await db.delete(idempotencyKeys).where(mine);
    }
    return payload;
  };
  app.addHook(
    'onSend',
    skippableSendHook((request) => request.idempotencyKey !== null, keepAnswer),
  );
}
