import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { SeasonHunt, SeasonWindow, SummaryRegulations } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { birds, hunts, locations } from '../../db/schema.js';
import { birdsCreditedTo, huntPlaceVisibleTo } from '../../platform/visibility/index.js';
import { findHunterRegulations, presentHunterRegulations } from '../regulations/index.js';
import { huntsHunted } from './own-hunts.js';

/**
 * The hunts the hunter hunted in a season (their own and the parties they accepted) with the
 * birds credited to them, in one query over hunts_user_date_idx,
 * each with its place's name where the hunter may still see that place.
 */
export async function seasonHunts(
  db: Database,
  hunterId: number,
  window: SeasonWindow,
): Promise<SeasonHunt[]> {
  const rows = await db
    .select({
      huntId: hunts.id,
      date: hunts.dateOfHunt,
      place: locations.name,
      // The owner's figures: a party member's own shells are not recorded.
      shellsFired: sql<
        number | null
      >`case when ${hunts.userId} = ${hunterId} then ${hunts.shellsFired} end`,
      birdsLost: sql<
        number | null
      >`case when ${hunts.userId} = ${hunterId} then ${hunts.birdsLost} end`,
      species: birds.species,
      gender: birds.gender,
    })
    .from(hunts)
    .leftJoin(locations, huntPlaceVisibleTo(hunterId))
    .leftJoin(birds, and(eq(birds.huntId, hunts.id), birdsCreditedTo(hunterId)))
    .where(and(huntsHunted(hunterId), between(hunts.dateOfHunt, window.starts_on, window.ends_on)))
    .orderBy(asc(hunts.dateOfHunt), asc(hunts.id), asc(birds.id));
  const byHunt = new Map<number, SeasonHunt & { birds: SeasonHunt['birds'][number][] }>();
  for (const row of rows) {
    const hunt = byHunt.get(row.huntId) ?? {
      date_of_hunt: row.date,
      place: row.place,
      shells_fired: row.shellsFired,
      birds_lost: row.birdsLost,
      birds: [],
    };
    if (row.species !== null) {
      hunt.birds.push({ species: row.species, gender: row.gender === 'hen' ? 'hen' : 'drake' });
    }
    byHunt.set(row.huntId, hunt);
  }
  return [...byHunt.values()];
}

/**
 * The limits a summary compares the days with: the hunter's own pick (and imported numbers) for
 * their state, or for another `state` that state's federal framework, never a silent default.
 */
export async function summaryRegulations(
  db: Database,
  hunterId: number,
  state: string | undefined,
): Promise<SummaryRegulations> {
  const saved = await findHunterRegulations(db, hunterId);
  const row =
    state === undefined || saved?.state === state
      ? saved
      : {
          userId: hunterId,
          state,
          zone: '',
          flyway: null,
          stateRules: null,
          updatedAt: new Date(),
        };
  const answer = presentHunterRegulations(row);
  return {
    status: answer.status,
    state: answer.state,
    regulations: answer.regulations,
    notice: answer.notice,
  };
}
