import type { BirdGender } from '../bird-constants.js';
import { BAG_GROUP_LABELS, type BagGroup } from './constants.js';
import type { RegulationSet, RegulationSource } from './format.js';
import { speciesGroup } from './groups.js';

/** A bird as the limits count it. */
export interface TalliedBird {
  species: string;
  gender: BirdGender;
}

/** One line of a tally: a bag or a sub-limit, the birds counted against it and its limit. */
export interface LimitCount {
  id: string;
  label: string;
  group: BagGroup;
  /** The whole bag of the group (ducks or geese) rather than a species or sex sub-limit. */
  bag: boolean;
  count: number;
  limit: number;
  /** At the limit: one more bird would be over. */
  full: boolean;
  over: boolean;
  source: RegulationSource;
}

function countLine(
  base: Omit<LimitCount, 'count' | 'full' | 'over' | 'limit'>,
  count: number,
  limit: number,
): LimitCount {
  return { ...base, count, limit, full: count >= limit, over: count > limit };
}

/** Each bag and sub-limit of a set against birds, with each limit multiplied by `multiple`. */
function tally(set: RegulationSet, birds: readonly TalliedBird[], multiple: number): LimitCount[] {
  const groups = birds.map((bird) => speciesGroup(bird.species));
  const bags: LimitCount[] = [];
  const groupBags = [
    ['ducks', set.duck_bag],
    ['geese', set.goose_bag],
  ] as const;
  for (const [group, bagLimit] of groupBags) {
    if (!bagLimit) continue;
    const count = groups.filter((value) => value === group).length;
    bags.push(
      countLine(
        {
          id: `${group}_bag`,
          label: BAG_GROUP_LABELS[group],
          group,
          bag: true,
          source: bagLimit.source ?? set.source,
        },
        count,
        bagLimit.daily * multiple,
      ),
    );
  }
  const limits = set.limits.map((limit) => {
    const species: readonly string[] = limit.species;
    const count = birds.filter(
      (bird) => species.includes(bird.species) && (limit.sex === null || limit.sex === bird.gender),
    ).length;
    return countLine(
      {
        id: limit.id,
        label: limit.label,
        group: limit.group,
        bag: false,
        source: limit.source ?? set.source,
      },
      count,
      limit.daily * multiple,
    );
  });
  return [...bags, ...limits];
}

/** A day's birds against the daily bags and sub-limits. */
export function dailyBagCounts(set: RegulationSet, birds: readonly TalliedBird[]): LimitCount[] {
  return tally(set, birds, 1);
}

/** The birds in possession against the possession limits (a multiple of each daily limit). */
export function possessionCounts(set: RegulationSet, birds: readonly TalliedBird[]): LimitCount[] {
  return tally(set, birds, set.possession.multiple_of_daily);
}

/** The lines a tally is over. */
export function overLimits(counts: readonly LimitCount[]): LimitCount[] {
  return counts.filter((line) => line.over);
}

/** "Hen mallards: 3 of 2", for warnings. */
export function limitCountText(line: LimitCount): string {
  return `${line.label}: ${line.count} of ${line.limit}`;
}
