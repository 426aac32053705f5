import type { BirdGender } from '../bird-constants.js';
import { speciesEntry, speciesLabel } from '../species-constants.js';
import {
  dailyBagCounts,
  limitCountText,
  overLimits,
  type TalliedBird,
} from '../regulations/bag.js';
import type { RegulationSet } from '../regulations/format.js';
import type { HunterRegulations } from '../regulations/hunter.js';
import { SEA_DUCK_SPECIES, SEASON_MESSAGES, type SurveyGroup } from './constants.js';
import type {
  HuntingDay,
  PlaceHarvest,
  SeasonSummary,
  SpeciesHarvest,
  SummaryLimits,
  SurveyTotals,
} from './summary-schema.js';
import type { SeasonWindow } from './window.js';

/** One of the hunter's own hunts of the season, with its birds. */
export interface SeasonHunt {
  date_of_hunt: string;
  place: string | null;
  shells_fired: number | null;
  birds_lost: number | null;
  birds: readonly TalliedBird[];
}

/** The limits a summary compares the days with, and what to say about them. */
export interface SummaryRegulations {
  status: HunterRegulations['status'];
  state: string | null;
  regulations: RegulationSet | null;
  notice: string;
}

/** The survey group of a species: brant and sea ducks apart, as the HIP questions ask. */
export function surveyGroup(species: string): SurveyGroup | null {
  const category = speciesEntry(species)?.category;
  if (category === undefined) return null;
  if (category === 'geese') return species === 'brant' ? 'brant' : 'geese';
  return SEA_DUCK_SPECIES.includes(species) ? 'sea_ducks' : 'ducks';
}

function surveyTotals(birds: readonly TalliedBird[]): SurveyTotals {
  const totals: SurveyTotals = { ducks: 0, sea_ducks: 0, geese: 0, brant: 0 };
  for (const bird of birds) {
    const group = surveyGroup(bird.species);
    if (group) totals[group] += 1;
  }
  return totals;
}

/** Sum of a count over the hunts that recorded it, and how many did; null sum when none did. */
function recorded(hunts: readonly SeasonHunt[], key: 'shells_fired' | 'birds_lost') {
  const with_ = hunts.filter((hunt) => hunt[key] !== null);
  const sum = with_.reduce((total, hunt) => total + (hunt[key] ?? 0), 0);
  return { hunts: with_, sum: with_.length > 0 ? sum : null };
}

function bySpecies(birds: readonly TalliedBird[]): SpeciesHarvest[] {
  const lines = new Map<string, SpeciesHarvest>();
  for (const bird of birds) {
    const line = lines.get(bird.species) ?? {
      species: bird.species,
      species_display: speciesLabel(bird.species),
      category: speciesEntry(bird.species)?.category ?? null,
      drakes: 0,
      hens: 0,
      total: 0,
    };
    if (bird.gender === 'hen') line.hens += 1;
    else line.drakes += 1;
    line.total += 1;
    lines.set(bird.species, line);
  }
  return [...lines.values()].sort(
    (a, b) => b.total - a.total || a.species_display.localeCompare(b.species_display),
  );
}

function byPlace(hunts: readonly SeasonHunt[]): PlaceHarvest[] {
  const places = new Map<string | null, { days: Set<string>; line: PlaceHarvest }>();
  for (const hunt of hunts) {
    const entry = places.get(hunt.place) ?? {
      days: new Set<string>(),
      line: { place: hunt.place, days: 0, hunts: 0, ducks: 0, geese: 0, birds: 0 },
    };
    const totals = surveyTotals(hunt.birds);
    entry.days.add(hunt.date_of_hunt);
    entry.line.days = entry.days.size;
    entry.line.hunts += 1;
    entry.line.ducks += totals.ducks + totals.sea_ducks;
    entry.line.geese += totals.geese + totals.brant;
    entry.line.birds += hunt.birds.length;
    places.set(hunt.place, entry);
  }
  // Named places by harvest, the hunts at no saved place last.
  return [...places.values()]
    .map((entry) => entry.line)
    .sort((a, b) => Number(a.place === null) - Number(b.place === null) || b.birds - a.birds);
}

function huntingDay(date: string, hunts: readonly SeasonHunt[], set: RegulationSet | null) {
  const birds = hunts.flatMap((hunt) => hunt.birds);
  const totals = surveyTotals(birds);
  const places = [...new Set(hunts.flatMap((hunt) => (hunt.place === null ? [] : [hunt.place])))];
  const over = set ? overLimits(dailyBagCounts(set, birds)).map(limitCountText) : [];
  const day: HuntingDay = {
    date,
    places,
    hunts: hunts.length,
    ...totals,
    birds: birds.length,
    birds_lost: recorded(hunts, 'birds_lost').sum,
    shells_fired: recorded(hunts, 'shells_fired').sum,
    over_limits: over,
  };
  return day;
}

function limitsOf(rules: SummaryRegulations, days: readonly HuntingDay[]): SummaryLimits {
  const set = rules.regulations;
  return {
    status: rules.status,
    state: rules.state,
    source: set ? `${set.source.document}, ${set.source.citation} (${set.source.published})` : null,
    notice: rules.status === 'unknown_state' ? SEASON_MESSAGES.noState : rules.notice,
    days_over: set ? days.filter((day) => day.over_limits.length > 0).length : null,
  };
}

/**
 * A hunter's season from their own hunts: days hunted, birds by survey group, species and sex,
 * per place and per day (the harvest survey's diary), shells per bird over the hunts that
 * recorded shells, and the days over a daily limit of the rules given (none without a state).
 */
export function summarizeSeason(
  window: SeasonWindow,
  hunts: readonly SeasonHunt[],
  rules: SummaryRegulations,
): SeasonSummary {
  const inSeason = hunts
    .filter((hunt) => hunt.date_of_hunt >= window.starts_on && hunt.date_of_hunt <= window.ends_on)
    .sort((a, b) => a.date_of_hunt.localeCompare(b.date_of_hunt));
  const birds = inSeason.flatMap((hunt) => hunt.birds);
  const dates = [...new Set(inSeason.map((hunt) => hunt.date_of_hunt))];
  const days = dates.map((date) =>
    huntingDay(
      date,
      inSeason.filter((hunt) => hunt.date_of_hunt === date),
      rules.regulations,
    ),
  );
  const shells = recorded(inSeason, 'shells_fired');
  const lost = recorded(inSeason, 'birds_lost');
  const birdsOfShellHunts = shells.hunts.reduce((total, hunt) => total + hunt.birds.length, 0);
  const sexes: Record<BirdGender, number> = { drake: 0, hen: 0 };
  for (const bird of birds) sexes[bird.gender] += 1;
  return {
    season: window.season,
    starts_on: window.starts_on,
    ends_on: window.ends_on,
    days_hunted: dates.length,
    hunts: inSeason.length,
    birds: birds.length,
    survey: surveyTotals(birds),
    birds_lost: lost.sum ?? 0,
    hunts_with_lost: lost.hunts.length,
    shells_fired: shells.sum ?? 0,
    hunts_with_shells: shells.hunts.length,
    shells_per_bird:
      shells.sum !== null && birdsOfShellHunts > 0
        ? Math.round((shells.sum / birdsOfShellHunts) * 10) / 10
        : null,
    by_species: bySpecies(birds),
    by_sex: sexes,
    by_place: byPlace(inSeason),
    days,
    limits: limitsOf(rules, days),
    notice: SEASON_MESSAGES.statesNotFiltered,
  };
}
