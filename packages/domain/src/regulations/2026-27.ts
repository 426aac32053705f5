import type { Flyway } from './constants.js';
import { REGULATION_FORMAT } from './constants.js';
import type { RegulationSet, RegulationSource, SpeciesLimit } from './format.js';

/**
 * The federal framework numbers Marshlog serves, one set per flyway, while the hunter logs the
 * 2026-27 season.
 *
 * They are NOT 2026-27 numbers: no 2026-27 frameworks rule could be read where this was built, and
 * no number is invented. They are the numbers of the final frameworks for the 2019-20 seasons,
 * published in the Federal Register on Monday, August 19, 2019 (84 FR 42996, FR Doc. 2019-17561;
 * its citation and date checked; the numbers were entered from memory of its "Duck Limits"
 * paragraphs and not re-read line by line against it, so they are a guide, not the law). Every
 * number names that document and its section, and the screens say which year they come from and
 * that the hunter must check their own state. States select within the frameworks and may be
 * stricter: a hunter imports their own state's numbers in this same format (format.ts).
 */
export const FRAMEWORK_SEASON = '2026-27';

/** The season whose final frameworks rule the federal numbers below come from. */
export const FRAMEWORK_RULE_SEASON = '2019-20';

const FRAMEWORK_DOCUMENT: Omit<RegulationSource, 'section'> = {
  document: `Migratory Bird Hunting; Final Frameworks for Migratory Bird Hunting Regulations, ${FRAMEWORK_RULE_SEASON} seasons (50 CFR part 20)`,
  citation: '84 FR 42996',
  published: '2019-08-19',
};

const cite = (section: string): RegulationSource => ({ ...FRAMEWORK_DOCUMENT, section });

const FLYWAY_SECTION: Record<Flyway, string> = {
  atlantic: 'Atlantic Flyway',
  mississippi: 'Mississippi Flyway',
  central: 'Central Flyway',
  pacific: 'Pacific Flyway',
};

type LimitLine = Pick<SpeciesLimit, 'id' | 'label' | 'species' | 'sex' | 'daily'>;

const mallards = (daily: number): LimitLine => ({
  id: 'mallard',
  label: 'Mallards',
  species: ['mallard'],
  sex: null,
  daily,
});
const henMallards = (daily: number): LimitLine => ({
  id: 'hen_mallard',
  label: 'Hen mallards',
  species: ['mallard'],
  sex: 'hen',
  daily,
});
const line = (
  id: string,
  label: string,
  species: SpeciesLimit['species'],
  daily: number,
): LimitLine => ({ id, label, species, sex: null, daily });

const pintail = (daily: number) => line('pintail', 'Pintail', ['northern_pintail'], daily);
const canvasback = (daily: number) => line('canvasback', 'Canvasback', ['canvasback'], daily);
const scaup = (daily: number) => line('scaup', 'Scaup', ['greater_scaup', 'lesser_scaup'], daily);
const redheads = (daily: number) => line('redhead', 'Redheads', ['redhead'], daily);
const blackDucks = (daily: number) =>
  line('black_duck', 'Black ducks', ['american_black_duck'], daily);
const woodDucks = (daily: number) => line('wood_duck', 'Wood ducks', ['wood_duck'], daily);
const mottledDucks = (daily: number) =>
  line('mottled_duck', 'Mottled ducks', ['mottled_duck'], daily);

/** Duck bag and sub-limits per flyway, as the framework's "Duck Limits" paragraphs set them. */
const DUCK_LIMITS: Record<Flyway, { bag: number; limits: LimitLine[] }> = {
  atlantic: {
    bag: 6,
    limits: [
      mallards(2),
      henMallards(1),
      blackDucks(2),
      woodDucks(3),
      redheads(2),
      canvasback(2),
      pintail(1),
      scaup(2),
      mottledDucks(1),
    ],
  },
  mississippi: {
    bag: 6,
    limits: [
      mallards(4),
      henMallards(2),
      woodDucks(3),
      redheads(2),
      canvasback(2),
      pintail(1),
      scaup(3),
      blackDucks(2),
      mottledDucks(1),
    ],
  },
  central: {
    bag: 6,
    limits: [
      mallards(5),
      henMallards(2),
      woodDucks(3),
      redheads(2),
      canvasback(2),
      pintail(1),
      scaup(3),
      mottledDucks(1),
    ],
  },
  pacific: {
    bag: 7,
    limits: [mallards(7), henMallards(2), redheads(2), canvasback(2), pintail(1), scaup(3)],
  },
};

function frameworkFor(flyway: Flyway): RegulationSet {
  const { bag, limits } = DUCK_LIMITS[flyway];
  const duckLimits = cite(`Duck Limits, ${FLYWAY_SECTION[flyway]}`);
  return {
    format: REGULATION_FORMAT,
    season: FRAMEWORK_SEASON,
    flyway,
    state: null,
    zone: null,
    source: cite(`Frameworks, ${FLYWAY_SECTION[flyway]}`),
    duck_bag: { daily: bag, source: duckLimits },
    // Goose limits are set population by population; the framework has no one goose bag.
    goose_bag: null,
    limits: limits.map((limit) => ({ ...limit, group: 'ducks', source: duckLimits })),
    possession: {
      multiple_of_daily: 3,
      source: cite('General: possession limits are three times the daily bag limit'),
    },
    shooting_hours: {
      before_sunrise_minutes: 30,
      after_sunset_minutes: 0,
      source: cite(
        'Shooting and hawking hours: one-half hour before sunrise to sunset, except as otherwise noted',
      ),
      exceptions: [],
    },
    seasons: [],
  };
}

export const FRAMEWORK_2026_27: Record<Flyway, RegulationSet> = {
  atlantic: frameworkFor('atlantic'),
  mississippi: frameworkFor('mississippi'),
  central: frameworkFor('central'),
  pacific: frameworkFor('pacific'),
};
