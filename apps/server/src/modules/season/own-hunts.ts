import { and, eq, or, type SQL } from 'drizzle-orm';
import { hunts } from '../../db/schema.js';
import { huntsVisibleTo, inAcceptedPartyOf } from '../../platform/visibility/index.js';

/**
 * SQL: the hunter's own hunts, through the visibility condition as every hunt query is. Bands and
 * season summaries are their owner's alone, whatever the hunt's privacy level.
 */
export function ownHunts(hunterId: number): SQL | undefined {
  return and(eq(hunts.userId, hunterId), huntsVisibleTo(hunterId));
}

/** SQL: the hunts the hunter hunted: their own and the parties they accepted. */
export function huntsHunted(hunterId: number): SQL | undefined {
  return and(
    or(eq(hunts.userId, hunterId), inAcceptedPartyOf(hunterId, hunts.id)),
    huntsVisibleTo(hunterId),
  );
}
