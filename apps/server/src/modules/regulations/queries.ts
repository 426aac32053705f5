import { and, eq, gt, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  SEASON_START_MONTH,
  seasonStartYear,
  type RegulationChoiceInput,
  type TallyBird,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { birds, hunterRegulations, hunts } from '../../db/schema.js';
import { birdsCreditedTo, huntsVisibleTo } from '../../platform/visibility/index.js';

export type HunterRegulationRow = typeof hunterRegulations.$inferSelect;

export async function findHunterRegulations(
  db: Database,
  userId: number,
): Promise<HunterRegulationRow | null> {
  const [row] = await db
    .select()
    .from(hunterRegulations)
    .where(eq(hunterRegulations.userId, userId));
  return row ?? null;
}

/** Keeps the hunter's state, zone and flyway; state numbers of another state are dropped. */
export async function saveRegulationChoice(
  db: Database,
  userId: number,
  choice: Required<Pick<RegulationChoiceInput, 'state' | 'zone'>> & { flyway: string | null },
): Promise<HunterRegulationRow> {
  const [row] = await db
    .insert(hunterRegulations)
    .values({ userId, ...choice })
    .onConflictDoUpdate({
      target: hunterRegulations.userId,
      set: {
        state: choice.state,
        zone: choice.zone,
        flyway: choice.flyway,
        stateRules: sql`case when ${hunterRegulations.state} = ${choice.state} then ${hunterRegulations.stateRules} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert of hunter_regulations returned no row');
  return row;
}

/** The state's own numbers (already validated), or null to go back to the federal framework. */
export async function saveStateRules(db: Database, userId: number, stateRules: object | null) {
  const [row] = await db
    .update(hunterRegulations)
    .set({ stateRules, updatedAt: sql`now()` })
    .where(eq(hunterRegulations.userId, userId))
    .returning();
  return row ?? null;
}

/**
 * The birds in the hunter's bag: those credited to them (their own hunts' birds no party member
 * shot, and their birds in parties they accepted), always through the visibility condition.
 */
const creditedBirds = (userId: number) => and(huntsVisibleTo(userId), birdsCreditedTo(userId));

const tallyColumns = {
  id: birds.id,
  hunt_id: birds.huntId,
  date_of_hunt: hunts.dateOfHunt,
  species: birds.species,
  gender: birds.gender,
};

function toTallyBird(row: {
  id: number;
  hunt_id: number;
  date_of_hunt: string;
  species: string;
  gender: string;
}): TallyBird {
  return { ...row, gender: row.gender === 'hen' ? 'hen' : 'drake' };
}

/** The hunter's own (credited) birds matching `condition`, less those of the hunt on screen, oldest first. */
async function ownBirds(
  db: Database,
  userId: number,
  excludeHuntId: number | undefined,
  condition: SQL | undefined,
): Promise<TallyBird[]> {
  const rows = await db
    .select(tallyColumns)
    .from(birds)
    .innerJoin(hunts, eq(hunts.id, birds.huntId))
    .where(
      and(
        creditedBirds(userId),
        condition,
        excludeHuntId === undefined ? undefined : ne(hunts.id, excludeHuntId),
      ),
    )
    .orderBy(hunts.dateOfHunt, birds.id);
  return rows.map(toTallyBird);
}

/**
 * The hunter's birds in possession on a day: taken since the season opened (September 1) up to
 * that day, and not marked out of possession on or before it; `excludeHuntId` leaves out the
 * hunt on screen, whose birds the form counts itself.
 */
export function birdsInPossession(
  db: Database,
  userId: number,
  date: string,
  excludeHuntId: number | undefined,
): Promise<TallyBird[]> {
  const seasonOpened = `${seasonStartYear(date)}-${String(SEASON_START_MONTH).padStart(2, '0')}-01`;
  return ownBirds(
    db,
    userId,
    excludeHuntId,
    and(
      gte(hunts.dateOfHunt, seasonOpened),
      lte(hunts.dateOfHunt, date),
      or(isNull(birds.outOfPossessionOn), gt(birds.outOfPossessionOn, date)),
    ),
  );
}

/** The hunter's birds taken on a day, whatever became of them since. */
export function birdsOfDay(
  db: Database,
  userId: number,
  date: string,
  excludeHuntId: number | undefined,
): Promise<TallyBird[]> {
  return ownBirds(db, userId, excludeHuntId, eq(hunts.dateOfHunt, date));
}

/**
 * Marks the hunter's own birds out of possession from a day (or back in, with null), in one
 * statement; false, changing nothing, when any of them is not one of the hunter's own.
 */
export async function markPossession(
  db: Database,
  userId: number,
  birdIds: readonly number[],
  outOfPossessionOn: string | null,
): Promise<boolean> {
  const ids = [...new Set(birdIds)];
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: birds.id })
      .from(birds)
      .innerJoin(hunts, eq(hunts.id, birds.huntId))
      .where(and(creditedBirds(userId), inArray(birds.id, ids)))
      .for('update', { of: birds });
    if (owned.length !== ids.length) return false;
    await tx.update(birds).set({ outOfPossessionOn }).where(inArray(birds.id, ids));
    return true;
  });
}
