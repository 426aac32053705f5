import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  HARVEST_MONTHS,
  PRODUCTIVE_PLACES_TOP,
  SPECIES_CATALOGUE,
  SPECIES_CATEGORIES,
  TEMPERATURE_BANDS,
  WIND_BANDS,
  ratio,
  seasonLabel,
  seasonStartYear,
  sharePercent,
  type HarvestBand,
  type HarvestInsights,
  type HarvestSeason,
  type SpeciesCategory,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { birds, hunts, locations } from '../../db/schema.js';
import { birdsCreditedTo, huntPlaceVisibleTo } from '../../platform/visibility/index.js';
import { huntsHunted } from '../season/index.js';
import type { LocalClock } from './local-time.js';

/** SQL: the year the hunt's season opened (seasons run from September 1). */
const seasonOf =
  sql<number>`(extract(year from ${hunts.dateOfHunt})::int - case when extract(month from ${hunts.dateOfHunt}) < 9 then 1 else 0 end)`.mapWith(
    Number,
  );

/**
 * The hunts and birds a query counts: each hunt the hunter hunted (their own and the parties they
 * accepted) joined with the birds credited to them on it (their own shots; on their own hunts also
 * the birds with no shooter), so a hunt counts once and a bird only for its shooter.
 */
const huntCount = sql<number>`count(distinct ${hunts.id})`.mapWith(Number);
const birdSum = sql<number>`count(${birds.id})`.mapWith(Number);
const birdRows = sql<number>`count(*)`.mapWith(Number);
const creditedBirds = (hunterId: number) =>
  and(eq(birds.huntId, hunts.id), birdsCreditedTo(hunterId));

/** SQL: the species catalogue as rows (species, category), so categories are counted in SQL. */
const catalogue = sql`(values ${sql.join(
  SPECIES_CATALOGUE.map((entry) => sql`(${entry.value}::text, ${entry.category}::text)`),
  sql`, `,
)}) as catalogue(species, category)`;

type BandSpec = readonly { band: string; from: number | null; below: number | null }[];

/** SQL: the band name of a measurement, by [from, below) edges. */
function bandOf(column: AnyPgColumn, bands: BandSpec): SQL<string> {
  const cases = bands.map(({ band, from, below }) => {
    const lower = from === null ? sql`true` : sql`${column} >= ${from}`;
    const upper = below === null ? sql`true` : sql`${column} < ${below}`;
    return sql`when ${lower} and ${upper} then ${band}::text`;
  });
  return sql<string>`(case ${sql.join(cases, sql` `)} end)`;
}

/** Whose hunts and birds a query counts: the hunts hunted, and the join of the birds credited. */
interface Hunted {
  hunts: SQL | undefined;
  birds: SQL | undefined;
}

async function bandTotals(
  db: Database,
  own: Hunted,
  column: AnyPgColumn,
  bands: BandSpec,
): Promise<HarvestBand[]> {
  const band = bandOf(column, bands);
  const rows = await db
    .select({ band, hunts: huntCount, birds: birdSum })
    .from(hunts)
    .leftJoin(birds, own.birds)
    .where(and(own.hunts, isNotNull(column)))
    // By position: the band's edges are parameters, so the expression cannot be repeated.
    .groupBy(sql`1`);
  const byBand = new Map(rows.map((row) => [row.band, row]));
  return bands.map(({ band: name }) => {
    const row = byBand.get(name);
    const huntsInBand = row?.hunts ?? 0;
    const birdsInBand = row?.birds ?? 0;
    return {
      band: name,
      hunts: huntsInBand,
      birds: birdsInBand,
      birds_per_hunt: ratio(birdsInBand, huntsInBand),
    };
  });
}

async function seasons(db: Database, own: Hunted, currentYear: number): Promise<HarvestSeason[]> {
  const totals = await db
    .select({
      year: seasonOf,
      hunts: huntCount,
      withBirds:
        sql<number>`count(distinct ${hunts.id}) filter (where ${birds.id} is not null)`.mapWith(
          Number,
        ),
      birds: birdSum,
    })
    .from(hunts)
    .leftJoin(birds, own.birds)
    .where(own.hunts)
    .groupBy(seasonOf);
  const speciesRows = await db
    .select({ year: seasonOf, species: birds.species, birds: birdRows })
    .from(hunts)
    .innerJoin(birds, own.birds)
    .where(own.hunts)
    .groupBy(seasonOf, birds.species)
    .orderBy(desc(birdRows), birds.species);
  const categoryRows = await db
    .select({ year: seasonOf, category: sql<string>`catalogue.category`, birds: birdRows })
    .from(hunts)
    .innerJoin(birds, own.birds)
    .innerJoin(catalogue, sql`catalogue.species = ${birds.species}`)
    .where(own.hunts)
    .groupBy(seasonOf, sql`catalogue.category`);

  const years = new Set([currentYear, ...totals.map((row) => row.year)]);
  return [...years]
    .sort((a, b) => b - a)
    .map((year) => {
      const total = totals.find((row) => row.year === year);
      const huntsInSeason = total?.hunts ?? 0;
      const birdsInSeason = total?.birds ?? 0;
      const withBirds = total?.withBirds ?? 0;
      return {
        season: seasonLabel(year),
        start_year: year,
        hunts: huntsInSeason,
        hunts_with_birds: withBirds,
        success_rate_percent: sharePercent(withBirds, huntsInSeason),
        birds: birdsInSeason,
        birds_per_hunt: ratio(birdsInSeason, huntsInSeason),
        categories: SPECIES_CATEGORIES.map((category: SpeciesCategory) => ({
          category,
          birds:
            categoryRows.find((row) => row.year === year && row.category === category)?.birds ?? 0,
        })),
        species: speciesRows
          .filter((row) => row.year === year)
          .map((row) => ({ species: row.species, birds: row.birds })),
      };
    });
}

/**
 * GET /activity-analytics/harvest_insights/: the hunts the hunter hunted (their own and the
 * parties they accepted) and only the birds credited to them, computed in SQL: birds per species
 * and category season by season, birds per hunt by month, the share of hunts with birds, the most
 * productive saved places (only places the hunter may still see) and birds by the wind and
 * temperature recorded on the hunt.
 */
export async function harvestInsights(
  db: Database,
  viewerId: number,
  clock: LocalClock,
): Promise<HarvestInsights> {
  const own: Hunted = { hunts: huntsHunted(viewerId), birds: creditedBirds(viewerId) };
  const currentYear = seasonStartYear(clock.today);
  const month = sql<string>`to_char(${hunts.dateOfHunt}, 'YYYY-MM')`;
  const [seasonRows, months, places, windBands, temperatureBands] = await Promise.all([
    seasons(db, own, currentYear),
    db
      .select({ month, hunts: huntCount, birds: birdSum })
      .from(hunts)
      .leftJoin(birds, own.birds)
      .where(own.hunts)
      .groupBy(month)
      .orderBy(desc(month))
      .limit(HARVEST_MONTHS),
    db
      .select({ id: locations.id, name: locations.name, hunts: huntCount, birds: birdSum })
      .from(hunts)
      .innerJoin(locations, huntPlaceVisibleTo(viewerId))
      .leftJoin(birds, own.birds)
      .where(own.hunts)
      .groupBy(locations.id, locations.name)
      .orderBy(desc(birdSum), desc(huntCount), locations.name)
      .limit(PRODUCTIVE_PLACES_TOP),
    bandTotals(db, own, hunts.windSpeed, WIND_BANDS),
    bandTotals(db, own, hunts.temperature, TEMPERATURE_BANDS),
  ]);
  return {
    current_season: seasonLabel(currentYear),
    seasons: seasonRows,
    over_time: months.reverse().map((row) => ({
      month: row.month,
      hunts: row.hunts,
      birds: row.birds,
      birds_per_hunt: ratio(row.birds, row.hunts),
    })),
    productive_places: places.map((row) => ({
      location_id: row.id,
      name: row.name,
      hunts: row.hunts,
      birds: row.birds,
      birds_per_hunt: ratio(row.birds, row.hunts),
    })),
    wind_bands: windBands,
    temperature_bands: temperatureBands,
  };
}
