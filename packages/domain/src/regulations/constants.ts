/** Names, limits and messages of the regulations module; no zod here, so a screen can use them without it. */

export const FLYWAYS = ['atlantic', 'mississippi', 'central', 'pacific'] as const;
export type Flyway = (typeof FLYWAYS)[number];
export const FLYWAY_LABELS: Record<Flyway, string> = {
  atlantic: 'Atlantic Flyway',
  mississippi: 'Mississippi Flyway',
  central: 'Central Flyway',
  pacific: 'Pacific Flyway',
};

/** The bag groups a limit counts in: ducks are dabblers and divers. */
export const BAG_GROUPS = ['ducks', 'geese'] as const;
export type BagGroup = (typeof BAG_GROUPS)[number];
export const BAG_GROUP_LABELS: Record<BagGroup, string> = { ducks: 'Ducks', geese: 'Geese' };

/** The file format a hunter's state numbers are written in, the framework's own. */
export const REGULATION_FORMAT = 'marshlog-regulations/1';
export const REGULATION_LIMITS = {
  dailyMax: 100,
  labelMax: 80,
  zoneMax: 60,
  textMax: 300,
  limitsMax: 60,
  seasonsMax: 20,
  exceptionsMax: 10,
  /** An imported file is small JSON; anything larger is not a regulations file. */
  fileBytesMax: 64 * 1024,
} as const;

export const REGULATION_MESSAGES = {
  formatInvalid: `This is not a Marshlog regulations file: "format" must be "${REGULATION_FORMAT}"`,
  seasonInvalid: 'Season must be written as YYYY-YY, for example 2026-27',
  stateInvalid: 'State must be a two-letter postal code, for example AR',
  stateUnknown: 'We have no waterfowl regulations for that state. Pick one of the listed states.',
  flywayRequired: 'This state lies in two flyways: pick the flyway of the zone you hunt',
  flywayNotInState: 'That flyway does not cross this state',
  zoneTooLong: `Zone must be at most ${REGULATION_LIMITS.zoneMax} characters`,
  dateInvalid: 'Dates must be valid dates as YYYY-MM-DD',
  seasonDatesOrder: 'A season must open on or before the day it closes',
  dailyRange: `A daily limit must be a whole number from 0 to ${REGULATION_LIMITS.dailyMax}`,
  limitOverBag: 'A species limit cannot be larger than its daily bag',
  limitIdsUnique: 'Each limit needs its own id',
  limitSpeciesGroup: 'A limit may only name species of its bag group (ducks or geese)',
  speciesUnknown: 'Unknown species',
  sourceRequired: 'Every number needs its source: the document, its citation and its date',
  textRequired: 'This field is required',
  fileTooLarge: 'A regulations file is at most 64 KB',
  fileNotJson: 'The file is not valid JSON',
  stateRulesWrongState: 'This file is for another state than the one in your profile',
  stateRulesWrongSeason: 'This file is for another season than the one Marshlog serves',
  stateRulesNeedState: 'Pick your state in your profile before you import its numbers',
  unknownStateNotice:
    'We do not know your state yet, so Marshlog cannot show limits. Pick your state and zone in your profile.',
  statesMayBeStricter:
    'Federal framework numbers: your state may set stricter limits and its own season dates. Check your state’s regulations. These are the 2019-20 federal frameworks (84 FR 42996, August 19, 2019): Marshlog has no sourced 2026-27 numbers yet.',
  overDailyLimit: 'Over the daily limit',
  overPossessionLimit: 'Over the possession limit',
  saveStillPossible: 'You can still save: your log must stay true.',
  pickStateAction: 'Pick your state',
  birdIdsRequired: 'Name at least one bird',
  birdsNotFound: 'Some of those birds are not in your log',
} as const;

/** Legal shooting hours by default (the frameworks' general rule). */
export const DEFAULT_SHOOTING_MINUTES = { beforeSunrise: 30, afterSunset: 0 } as const;
