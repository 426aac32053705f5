import { and, desc, eq, sql } from 'drizzle-orm';
import { QUICK_SPECIES_COUNT, speciesLabel, type FrequentSpecies } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { birds, hunts } from '../../db/schema.js';
import { huntsVisibleTo, ownerScopeCondition } from '../../platform/visibility/index.js';

/** How many species the answer lists: enough for the quick row with room for a few more. */
const FREQUENT_SPECIES_LIMIT = QUICK_SPECIES_COUNT * 2;

/**
 * The species of the hunter's own logged birds, most birds first (then by name), so bird entry
 * offers them one tap away. Only their own hunts, through the same visibility condition as every
 * hunt read; served by hunts_user_date_idx and birds_hunt_idx.
 */
export async function frequentSpecies(db: Database, hunterId: number): Promise<FrequentSpecies> {
  const birdCount = sql<number>`count(*)::int`.mapWith(Number);
  const rows = await db
    .select({ species: birds.species, birds: birdCount })
    .from(birds)
    .innerJoin(hunts, eq(hunts.id, birds.huntId))
    .where(and(ownerScopeCondition(hunterId, 'mine', hunts.userId), huntsVisibleTo(hunterId)))
    .groupBy(birds.species)
    .orderBy(desc(birdCount), birds.species)
    .limit(FREQUENT_SPECIES_LIMIT);
  return {
    results: rows.map((row) => ({
      species: row.species,
      species_display: speciesLabel(row.species),
      birds: row.birds,
    })),
  };
}
