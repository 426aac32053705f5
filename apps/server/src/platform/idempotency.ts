import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { HttpError, badRequest, conflict } from './errors.js';
import { addRouteHook, isWriteRoute } from './route-hooks.js';
import { skippableHook, skippableSendHook } from './skippable-hooks.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: this POST is not a create and ignores Idempotency-Key (sign-in and its kin).
     * 'in-transaction': the handler answers through `answerOnce`, which claims the key and keeps
     * the answer in the create's own transaction.
     */
    idempotent?: boolean | 'in-transaction';
  }
  interface FastifyRequest {
    /** The key this request stores its answer under, when no answer is kept for it yet. */
    idempotencyKey: IdempotencyClaim | null;
  }
}

/** A hunter's key and the hash of the request that came with it. */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  requestHash: string;
  /** True when the hook already holds the key (a route without 'in-transaction'). */
  claimedBeforeHandler: boolean;
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

/** Creates, and the edits offline sync replays (a PATCH sent twice writes its activity once). */
const KEYED_METHODS = new Set(['POST', 'PATCH']);

/**
 * Every signed-in POST and PATCH of the API, and a DELETE whose route answers through
 * `answerOnce` (a bird removed offline: its retry must answer the first removal, not 404).
 */
function isIdempotentRoute(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return false;
  const { idempotent } = request.routeOptions.config;
  if (request.method === 'DELETE') return idempotent === 'in-transaction';
  return KEYED_METHODS.has(request.method) && idempotent !== false;
}

const keyOf = (claim: Pick<IdempotencyClaim, 'userId' | 'key'>) =>
  and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));

/**
 * Answers with what the first request with this key answered: 422 when that was another request,
 * 409 while it is still running (only a route that claims before its handler leaves a key open).
 */
async function replayFirstAnswer(
  db: Database,
  reply: FastifyReply,
  claim: Omit<IdempotencyClaim, 'claimedBeforeHandler'>,
): Promise<FastifyReply> {
  const [first] = await db.select().from(idempotencyKeys).where(keyOf(claim));
  if (!first) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
  if (first.requestHash !== claim.requestHash) {
    throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused);
  }
  if (first.statusCode === null) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
  return reply
    .status(first.statusCode)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(first.body ?? '');
}

/**
 * `Idempotency-Key` on every signed-in POST and PATCH of the API (every create and edit, including
 * routes added later; a route opts out with `config: { idempotent: false }`): the first answer (2xx) is kept
 * per hunter and key for 24 hours, and a retry with the same key and request gets it again,
 * marked `Idempotent-Replayed: true`, instead of creating a second time. The same key with another
 * request is a 422.
 *
 * A route marked `idempotent: 'in-transaction'` (the creates offline sync replays) claims the key
 * and keeps its answer in the create's own transaction through `answerOnce`, so a crash at any
 * point leaves nothing or the item with its kept answer. Any other route claims the key before its
 * handler and keeps the answer after it: while the first is running a retry gets 409, and a key
 * left unanswered by a crash is freed after a minute.
 *
 * The key is claimed on write routes only (given the hook as they are registered): a write to a
 * path or method the API does not have answers 404 or 405 whatever its key.
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
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          sql`(${idempotencyKeys.createdAt} < ${KEPT_FOR} or (${idempotencyKeys.statusCode} is null and ${lt(idempotencyKeys.createdAt, ABANDONED_AFTER)}))`,
        ),
      );
    const claim = { userId, key, requestHash: hash };
    if (request.routeOptions.config.idempotent === 'in-transaction') {
      const [kept] = await db
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(keyOf(claim));
      if (kept) return replayFirstAnswer(db, reply, claim);
      request.idempotencyKey = { ...claim, claimedBeforeHandler: false };
      return;
    }
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotencyKey = { ...claim, claimedBeforeHandler: true };
      return;
    }
    return replayFirstAnswer(db, reply, claim);
  };
  const carriesKey = (request: FastifyRequest) =>
    request.headers[IDEMPOTENCY_HEADER] !== undefined &&
    request.viewer !== null &&
    isIdempotentRoute(request);
  addRouteHook(app, 'preHandler', isWriteRoute, skippableHook(carriesKey, claimKey));

  /** Keeps the answer (2xx) of a key claimed before the handler, or frees the key for a retry. */
  const keepAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotencyKey;
    if (!claim?.claimedBeforeHandler) return payload;
    request.idempotencyKey = null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, body: payload })
        .where(keyOf(claim));
    } else {
      // A failure is not kept: the client may retry with the same key.
      await db.delete(idempotencyKeys).where(keyOf(claim));
    }
    return payload;
  };
  app.addHook(
    'onSend',
    skippableSendHook(
      (request) => request.idempotencyKey?.claimedBeforeHandler === true,
      keepAnswer,
    ),
  );
}

/**
 * Runs a create and answers with `status` and what `create` returns, serialized by the route's
 * response schema. With an Idempotency-Key (on a route marked `idempotent: 'in-transaction'`) the
 * key is claimed first and the answer's text kept last, in the one transaction `create` writes in:
 * a crash leaves either nothing, or the item and its answer. A concurrent request with the same
 * key waits on the claim and then replays the first answer; a failed create keeps nothing.
 */
export async function answerOnce<Answer>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  create: (tx: Database) => Promise<Answer>,
): Promise<FastifyReply> {
  const claim = request.idempotencyKey;
  if (!claim || claim.claimedBeforeHandler) return reply.status(status).send(await create(db));
  request.idempotencyKey = null;
  const text = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        userId: claim.userId,
        key: claim.key,
        requestHash: claim.requestHash,
        statusCode: status,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return null;
    const serialized = reply.status(status).serialize(await create(tx));
    const answer =
      typeof serialized === 'string' ? serialized : new TextDecoder().decode(serialized);
    await tx.update(idempotencyKeys).set({ body: answer }).where(keyOf(claim));
    return answer;
  });
  if (text === null) return replayFirstAnswer(db, reply, claim);
  return reply.status(status).type('application/json; charset=utf-8').send(text);
}
