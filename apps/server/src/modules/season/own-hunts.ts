import { and, eq, type SQL } from 'drizzle-orm';
import { hunts } from '../../db/schema.js';
import { huntsVisibleTo } from '../../platform/visibility/index.js';

/**
 * SQL: the hunter's own hunts, through the visibility condition as every hunt query is. Bands and
 * season summaries are their owner's alone, whatever the hunt's privacy level.
 */
export function ownHunts(hunterId: number): SQL | undefined {
  return and(eq(hunts.userId, hunterId), huntsVisibleTo(hunterId));
}
