import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accessTokenCutoffs } from '../db/schema.js';
import { BatchedReads } from './batched-reads.js';
import { preparedPerDatabase } from './prepared.js';

/**
 * Re-read a hunter's cutoff from the database at most this often: a sign-out on this instance
 * takes effect at once, one on another instance within these milliseconds.
 */
const RECHECK_MS = 5_000;
const CAPACITY = 20_000;

export interface TokenCutoffs {
  /**
   * Access tokens of this hunter issued before this time (ms) are no longer valid. A number at
   * once when this instance knows the cutoff freshly (most requests: no promise on the way);
   * a promise when it must be read.
   */
  validAfterMs(userId: number): number | Promise<number>;
  /** Ends every access token the hunter holds now (sign-out); answers the new cutoff (ms). */
  endAccessTokens(userId: number): Promise<number>;
  /** A cutoff another instance wrote (heard on the bus): this instance honours it at once. */
  learn(userId: number, validAfterMs: number): void;
}

/** The stored cutoffs of several hunters, prepared once per connection. */
const storedCutoffs = preparedPerDatabase((db) =>
  db
    .select({ userId: accessTokenCutoffs.userId, validAfter: accessTokenCutoffs.validAfter })
    .from(accessTokenCutoffs)
    .where(sql`${accessTokenCutoffs.userId} = any(${sql.placeholder('userIds')}::int[])`)
    .prepare('stored_token_cutoffs'),
);

export function createTokenCutoffs(db: Database, now: () => number = Date.now): TokenCutoffs {
  const known = new Map<number, { validAfterMs: number; readAtMs: number }>();
  const remember = (userId: number, validAfterMs: number) => {
    if (known.size >= CAPACITY) {
      const oldest = known.keys().next();
      if (!oldest.done) known.delete(oldest.value);
    }
    known.delete(userId);
    known.set(userId, { validAfterMs, readAtMs: now() });
  };
  // Hunters checked at the same moment (a connect storm of sockets) are read in one statement.
  const stored = new BatchedReads(async (userIds) => {
    const rows = await storedCutoffs(db).execute({ userIds });
    return new Map(rows.map((row) => [row.userId, row.validAfter.getTime()]));
  });
  // One read per hunter at a time: a busy client's concurrent requests share it.
  const reading = new Map<number, Promise<number>>();
  const read = async (userId: number) => {
    const startedAtMs = now();
    const validAfterMs = (await stored.read(userId)) ?? 0;
    // A sign-out on this instance while the read was under way already wrote a newer cutoff.
    const written = known.get(userId);
    if (written && written.readAtMs >= startedAtMs) return written.validAfterMs;
    remember(userId, validAfterMs);
    return validAfterMs;
  };
  return {
    validAfterMs(userId) {
      const cached = known.get(userId);
      if (cached && now() - cached.readAtMs < RECHECK_MS) return cached.validAfterMs;
      let pending = reading.get(userId);
      if (!pending) {
        pending = read(userId).finally(() => reading.delete(userId));
        reading.set(userId, pending);
      }
      return pending;
    },
    async endAccessTokens(userId) {
      const [row] = await db
        .insert(accessTokenCutoffs)
        .values({ userId, validAfter: sql`now()` })
        .onConflictDoUpdate({ target: accessTokenCutoffs.userId, set: { validAfter: sql`now()` } })
        .returning({ validAfter: accessTokenCutoffs.validAfter });
      const validAfterMs = row?.validAfter.getTime() ?? now();
      remember(userId, validAfterMs);
      return validAfterMs;
    },
    learn(userId, validAfterMs) {
      if ((known.get(userId)?.validAfterMs ?? 0) < validAfterMs) remember(userId, validAfterMs);
    },
  };
}
