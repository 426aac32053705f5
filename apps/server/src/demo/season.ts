import type { BirdEntryInput, HuntCreateInput, PrivacyLevel, Species } from '@marshlog/domain';
import { DEMO_HUNTERS, REFUGES, type DemoHunterKey, type RefugeKey } from './cast.js';

/** How keen each hunter is: the chance they go out on a shoot day, and their cap for the season. */
const KEENNESS: Record<DemoHunterKey, { chance: number; most: number }> = {
  mike: { chance: 0.55, most: 16 },
  sarah: { chance: 0.45, most: 14 },
  tom: { chance: 0.35, most: 10 },
  jess: { chance: 0.3, most: 9 },
  rick: { chance: 0.25, most: 6 },
  lena: { chance: 0.2, most: 5 },
};

/** Sacramento Valley ducks, the common ones listed more often so they turn up more. */
const VALLEY_DUCKS: Species[] = [
  'mallard',
  'mallard',
  'mallard',
  'northern_pintail',
  'northern_pintail',
  'northern_pintail',
  'green_winged_teal',
  'green_winged_teal',
  'american_wigeon',
  'american_wigeon',
  'gadwall',
  'gadwall',
  'northern_shoveler',
  'northern_shoveler',
  'wood_duck',
  'cinnamon_teal',
  'ring_necked_duck',
  'bufflehead',
  'canvasback',
  'lesser_scaup',
  'redhead',
  'common_goldeneye',
  'hooded_merganser',
  'eurasian_wigeon',
];
const VALLEY_GEESE: Species[] = [
  'white_fronted_goose',
  'white_fronted_goose',
  'snow_goose',
  'ross_goose',
  'ross_goose',
  'cackling_goose',
  'canada_goose',
];
const CONDITIONS = ['Clear', 'Fog', 'Overcast', 'Light rain', 'Windy', 'Partly cloudy'];
const WIND_DIRECTIONS = ['N', 'NW', 'W', 'SW', 'S', 'SE', 'NNW', 'WNW'];
const MOON_PHASES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
];
/** Notes that fit a day with birds in the strap, and ones that fit a day without. */
const HARVEST_NOTES = [
  'Birds worked the spread well after the fog lifted.',
  'Slow morning; a few singles late.',
  'Geese trading off the refuge at first light.',
  'Water dropped two inches since last week.',
  'Shot from the levee; dog did great on the retrieves.',
  '',
];
const SKUNKED_NOTES = [
  'Big flocks high and not interested. Need more wind.',
  'Bluebird sky and nothing moving. Skunked.',
  'Water dropped two inches since last week; birds moved to the north ponds.',
];

/** A seeded generator (mulberry32), so the demo is the same every time for the same season. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    whole: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
type Random = ReturnType<typeof seededRandom>;

const isoDate = (day: Date) => day.toISOString().slice(0, 10);

/**
 * The shoot days (Wednesday, Saturday, Sunday, as on the valley refuges) of the latest waterfowl
 * season that has begun by `today`: from October 18 to January 31, never past yesterday.
 */
export function shootDays(today: Date): string[] {
  const year = today.getUTCFullYear();
  const openerThisYear = Date.UTC(year, 9, 18);
  const openerYear = today.getTime() >= openerThisYear ? year : year - 1;
  const closer = Date.UTC(openerYear + 1, 0, 31);
  const yesterday = Date.UTC(year, today.getUTCMonth(), today.getUTCDate() - 1);
  const days: string[] = [];
  for (
    let time = Date.UTC(openerYear, 9, 18);
    time <= Math.min(closer, yesterday);
    time += 86_400_000
  ) {
    const day = new Date(time);
    if ([0, 3, 6].includes(day.getUTCDay())) days.push(isoDate(day));
  }
  return days;
}

function harvest(random: Random, refuge: RefugeKey): BirdEntryInput[] {
  const ducks = Math.min(7, Math.max(0, Math.round(random.between(-1, 7.5))));
  const geese =
    refuge === 'delevan' || refuge === 'colusa' || random.next() < 0.25 ? random.whole(0, 3) : 0;
  const taken = [
    ...Array.from({ length: ducks }, () => random.pick(VALLEY_DUCKS)),
    ...Array.from({ length: geese }, () => random.pick(VALLEY_GEESE)),
  ];
  let minutes = random.whole(6 * 60 + 35, 7 * 60 + 15);
  const entries: BirdEntryInput[] = [];
  for (const species of taken) {
    minutes += random.whole(4, 35);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const gender = random.next() < 0.65 ? 'drake' : 'hen';
    const same = entries.find((entry) => entry.species === species && entry.gender === gender);
    if (same) same.quantity = (same.quantity ?? 1) + 1;
    else entries.push({ species, gender, quantity: 1, harvested_at: time });
  }
  return entries;
}

function privacyFor(random: Random): PrivacyLevel {
  const roll = random.next();
  return roll < 0.45 ? 'private' : roll < 0.75 ? 'friends' : 'public';
}

export interface DemoHunt {
  owner: DemoHunterKey;
  hunt: HuntCreateInput;
}

/** Every demo hunter's hunts of the season, around their favourite refuges, oldest first. */
export function demoSeason(today: Date): DemoHunt[] {
  const random = seededRandom(20_251_018);
  const hunts: DemoHunt[] = [];
  const taken = new Map<DemoHunterKey, number>();
  for (const day of shootDays(today)) {
    for (const hunter of DEMO_HUNTERS) {
      const keenness = KEENNESS[hunter.key];
      const count = taken.get(hunter.key) ?? 0;
      if (count >= keenness.most || random.next() > keenness.chance) continue;
      taken.set(hunter.key, count + 1);
      const refugeKey =
        random.next() < 0.6 ? (hunter.haunts[0] ?? 'sacramento') : random.pick(hunter.haunts);
      const refuge = REFUGES[refugeKey];
      const birds = harvest(random, refugeKey);
      hunts.push({
        owner: hunter.key,
        hunt: {
          date_of_hunt: day,
          latitude: Number((refuge.latitude + random.between(-0.02, 0.02)).toFixed(5)),
          longitude: Number((refuge.longitude + random.between(-0.02, 0.02)).toFixed(5)),
          privacy_level: privacyFor(random),
          notes:
            `${refuge.name}. ${random.pick(birds.length > 0 ? HARVEST_NOTES : SKUNKED_NOTES)}`.trim(),
          weather_conditions: random.pick(CONDITIONS),
          temperature: Math.round(random.between(33, 58)),
          wind_speed: Math.round(random.between(0, 18)),
          wind_direction: random.pick(WIND_DIRECTIONS),
          weather: {
            humidity: Math.round(random.between(55, 98)),
            barometric_pressure: Number(random.between(29.7, 30.3).toFixed(2)),
            moon_phase: random.pick(MOON_PHASES),
            sunrise: '07:05',
            sunset: '17:00',
          },
          birds,
        },
      });
    }
  }
  return hunts;
}
