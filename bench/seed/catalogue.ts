import { LOCATION_TYPES, SPECIES_CATALOGUE, type Species } from '@marshlog/domain';

/**
 * How often each species turns up in a bag, relative to the catalogue's default of 1: mallards
 * and teal dominate, the eiders and the nene almost never appear.
 */
const SPECIES_WEIGHTS: Partial<Record<Species, number>> = {
  mallard: 30,
  green_winged_teal: 12,
  blue_winged_teal: 8,
  wood_duck: 9,
  gadwall: 9,
  american_wigeon: 7,
  northern_pintail: 6,
  northern_shoveler: 6,
  ring_necked_duck: 4,
  lesser_scaup: 4,
  bufflehead: 3,
  canada_goose: 14,
  snow_goose: 8,
  white_fronted_goose: 5,
  cackling_goose: 2,
  spectacled_eider: 0.05,
  stellers_eider: 0.05,
  hawaiian_nene_goose: 0.05,
  emperor_goose: 0.1,
  barnacle_goose: 0.1,
  eurasian_wigeon: 0.1,
};

/** Every species of the domain catalogue with its weight and whether it is a goose. */
export const WEIGHTED_SPECIES = SPECIES_CATALOGUE.map((entry) => ({
  value: entry.value,
  goose: entry.category === 'geese',
  weight: SPECIES_WEIGHTS[entry.value] ?? 1,
}));

export { LOCATION_TYPES };

/** Waterfowl hotspots along the four US flyways; each hunter lives near one. */
export const HOTSPOTS: readonly { name: string; latitude: number; longitude: number }[] = [
  { name: 'Stuttgart, Arkansas', latitude: 34.5, longitude: -91.55 },
  { name: 'Chesapeake Bay', latitude: 38.6, longitude: -76.2 },
  { name: 'Klamath Basin', latitude: 42.0, longitude: -121.6 },
  { name: 'Sacramento Valley', latitude: 39.4, longitude: -122.1 },
  { name: 'Devils Lake, North Dakota', latitude: 48.1, longitude: -98.9 },
  { name: 'Cheyenne Bottoms, Kansas', latitude: 38.5, longitude: -98.65 },
  { name: 'Louisiana coastal marsh', latitude: 29.8, longitude: -92.6 },
  { name: 'Lake Erie marshes', latitude: 41.6, longitude: -83.2 },
  { name: 'Great Salt Lake', latitude: 41.3, longitude: -112.3 },
  { name: 'Columbia Basin', latitude: 46.9, longitude: -119.3 },
  { name: 'Texas coastal prairie', latitude: 29.4, longitude: -95.9 },
  { name: 'Mississippi Delta', latitude: 33.4, longitude: -90.8 },
  { name: 'Illinois River valley', latitude: 40.3, longitude: -90.0 },
  { name: 'Missouri Bootheel', latitude: 36.4, longitude: -89.8 },
  { name: 'Upper Mississippi, Minnesota', latitude: 44.4, longitude: -91.9 },
  { name: 'Long Island Sound', latitude: 41.1, longitude: -72.9 },
];

export const FIRST_NAMES = [
  'Aaron',
  'Beth',
  'Cody',
  'Dale',
  'Emma',
  'Frank',
  'Grace',
  'Hank',
  'Ivy',
  'Jake',
  'Kara',
  'Luke',
  'Mia',
  'Nate',
  'Olive',
  'Pete',
  'Quinn',
  'Rosa',
  'Sam',
  'Tess',
  'Wade',
  'Zoe',
];

export const LAST_NAMES = [
  'Anders',
  'Boudreaux',
  'Carter',
  'Dupree',
  'Ellis',
  'Fontenot',
  'Garza',
  'Hayes',
  'Jensen',
  'Keller',
  'LeBlanc',
  'Mercer',
  'Nolan',
  'Olsen',
  'Price',
  'Reed',
  'Sutter',
  'Thibodeaux',
  'Vance',
  'Walsh',
];

export const HUNT_NOTES = [
  '',
  '',
  'Cold north wind, birds worked the decoys all morning.',
  'Bluebird day. Slow until a late flight of teal.',
  'Fog lifted at eight; singles and pairs after that.',
  'Ice on the edges, broke a hole and the mallards came right in.',
  'Big flocks high, only the young birds committed.',
  'Layout blind in the cut corn, geese at first light.',
  'Dog made a great blind retrieve on a cripple.',
  'Rain all morning, perfect duck weather.',
];

export const WEATHER_CONDITIONS = ['Clear', 'Overcast', 'Rain', 'Snow', 'Fog', 'Windy'];
export const WIND_DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

export const PLACE_PREFIXES = [
  'North',
  'South',
  'East',
  'West',
  'Upper',
  'Lower',
  'Big',
  'Little',
  'Old',
  'Cedar',
  'Willow',
  'Cypress',
  'Mud',
  'Goose',
  'Teal',
  'Horseshoe',
];

export const PLACE_NOUNS = [
  'Marsh',
  'Slough',
  'Pond',
  'Flooded Timber',
  'Cut Corn',
  'Bottoms',
  'Refuge Line',
  'Oxbow',
  'Point',
  'Rice Field',
];

export const ACCESS_NOTES = [
  '',
  'Park at the gravel pullout, walk the levee.',
  'Boat ramp at the county road; 20 minutes by mudmotor.',
  'Ask the landowner first; gate code changes each season.',
];
