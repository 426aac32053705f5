import type { LocationCreateInput, SharePermissionLevel } from '@marshlog/domain';

/** The one password every demo hunter signs in with; printed by `npm run demo`. */
export const DEMO_PASSWORD = 'marshlog-demo';

/** The Sacramento Valley refuges the demo season is hunted around. */
export const REFUGES = {
  sacramento: { name: 'Sacramento NWR', latitude: 39.42, longitude: -122.18 },
  colusa: { name: 'Colusa NWR', latitude: 39.18, longitude: -122.05 },
  delevan: { name: 'Delevan NWR', latitude: 39.32, longitude: -122.12 },
  sutter: { name: 'Sutter NWR', latitude: 39.08, longitude: -121.77 },
  grayLodge: { name: 'Gray Lodge Wildlife Area', latitude: 39.32, longitude: -121.84 },
} as const;
export type RefugeKey = keyof typeof REFUGES;

export type DemoHunterKey = 'mike' | 'sarah' | 'tom' | 'jess' | 'rick' | 'lena';

export interface DemoHunter {
  key: DemoHunterKey;
  name: string;
  username: string;
  email: string;
  /** How this hunter stands to the others, for the sign-in summary. */
  role: string;
  /** Refuges this hunter hunts, most often first. */
  haunts: RefugeKey[];
}

export const DEMO_HUNTERS: readonly DemoHunter[] = [
  {
    key: 'mike',
    name: 'Mike Carter',
    username: 'mike_carter',
    email: 'mike.carter@example.com',
    role: 'friends with Sarah and Tom; Lena asked to be friends; blocked Rick',
    haunts: ['sacramento', 'delevan', 'colusa'],
  },
  {
    key: 'sarah',
    name: 'Sarah Nguyen',
    username: 'sarah_nguyen',
    email: 'sarah.nguyen@example.com',
    role: 'friends with Mike and Jess; may edit a spot Mike shared',
    haunts: ['grayLodge', 'sutter', 'delevan'],
  },
  {
    key: 'tom',
    name: 'Tom Alvarez',
    username: 'tom_alvarez',
    email: 'tom.alvarez@example.com',
    role: 'friends with Mike and Jess; may view a spot Mike shared',
    haunts: ['sutter', 'colusa'],
  },
  {
    key: 'jess',
    name: 'Jess Whitaker',
    username: 'jess_whitaker',
    email: 'jess.whitaker@example.com',
    role: 'friends with Sarah and Tom; a stranger to Mike',
    haunts: ['colusa', 'sacramento'],
  },
  {
    key: 'rick',
    name: 'Rick Dunn',
    username: 'rick_dunn',
    email: 'rick.dunn@example.com',
    role: 'blocked by Mike: sees only Mike’s public items',
    haunts: ['delevan'],
  },
  {
    key: 'lena',
    name: 'Lena Park',
    username: 'lena_park',
    email: 'lena.park@example.com',
    role: 'sent Mike a friend request that is still pending',
    haunts: ['grayLodge'],
  },
];

export type DemoRelation =
  | { kind: 'friends'; from: DemoHunterKey; to: DemoHunterKey }
  | { kind: 'pending'; from: DemoHunterKey; to: DemoHunterKey }
  | { kind: 'blocked'; by: DemoHunterKey; whom: DemoHunterKey };

export const DEMO_RELATIONS: readonly DemoRelation[] = [
  { kind: 'friends', from: 'mike', to: 'sarah' },
  { kind: 'friends', from: 'tom', to: 'mike' },
  { kind: 'friends', from: 'sarah', to: 'jess' },
  { kind: 'friends', from: 'jess', to: 'tom' },
  { kind: 'pending', from: 'lena', to: 'mike' },
  { kind: 'friends', from: 'rick', to: 'mike' },
  // Mike and Rick fell out: the block ends their friendship.
  { kind: 'blocked', by: 'mike', whom: 'rick' },
];

export interface DemoLocation {
  owner: DemoHunterKey;
  location: LocationCreateInput;
  shares?: { with: DemoHunterKey; permission: SharePermissionLevel }[];
}

/** Saved spots at every privacy level, a few of them shared. */
export const DEMO_LOCATIONS: readonly DemoLocation[] = [
  {
    owner: 'mike',
    location: {
      name: 'Sacramento NWR – Pond 12 blind',
      location_type: 'blind',
      privacy_level: 'private',
      latitude: 39.4262,
      longitude: -122.1713,
      description:
        'Sunken blind on the west side of Pond 12. Pintail and teal work it on a north wind.',
      access_notes: 'Reservation blind: draw at the check station by 4:30 am.',
    },
  },
  {
    owner: 'mike',
    location: {
      name: 'Delevan flooded rice – north levee',
      location_type: 'field',
      privacy_level: 'friends',
      latitude: 39.3347,
      longitude: -122.1012,
      description: 'Flooded rice stubble; specks and snows trade over the levee at first light.',
      access_notes: 'Park at the pump house; walk the levee east 600 yards.',
    },
    shares: [{ with: 'sarah', permission: 'edit' }],
  },
  {
    owner: 'mike',
    location: {
      name: 'Butte Sink tule pocket',
      location_type: 'marsh',
      privacy_level: 'private',
      latitude: 39.2814,
      longitude: -121.9372,
      description: 'Tight pocket in the tules; mallards and woodies after a storm.',
      access_notes: 'Boat only from the club launch.',
    },
    shares: [{ with: 'tom', permission: 'view' }],
  },
  {
    owner: 'mike',
    location: {
      name: 'Colusa NWR check station',
      location_type: 'refuge',
      privacy_level: 'public',
      latitude: 39.1789,
      longitude: -122.0461,
      description: 'Public check station and parking for the Colusa NWR free-roam units.',
      access_notes: 'Open Wed, Sat and Sun of the season; sign in before hunting.',
    },
  },
  {
    owner: 'sarah',
    location: {
      name: 'Gray Lodge – Pond 8',
      location_type: 'refuge',
      privacy_level: 'public',
      latitude: 39.3258,
      longitude: -121.8337,
      description: 'Free-roam pond with good shoveler and gadwall numbers mid-season.',
      access_notes: 'Parking lot 14; first come, first served.',
    },
  },
  {
    owner: 'sarah',
    location: {
      name: 'Sutter Bypass east borrow ditch',
      location_type: 'river',
      privacy_level: 'friends',
      latitude: 39.0921,
      longitude: -121.7588,
      description: 'Borrow ditch holding water when the bypass floods; divers on the deep end.',
    },
  },
  {
    owner: 'sarah',
    location: {
      name: "Sarah's goose field",
      location_type: 'field',
      privacy_level: 'private',
      latitude: 39.2441,
      longitude: -121.8102,
      description: 'Harvested corn; white-fronts feed here after the rice is flooded.',
    },
  },
  {
    owner: 'tom',
    location: {
      name: 'Sutter NWR south unit',
      location_type: 'refuge',
      privacy_level: 'public',
      latitude: 39.0712,
      longitude: -121.7746,
      description: 'Walk-in unit; wear waders, the south ponds run deep.',
    },
  },
  {
    owner: 'tom',
    location: {
      name: 'Tom’s duck club pond',
      location_type: 'pond',
      privacy_level: 'private',
      latitude: 39.1563,
      longitude: -122.0114,
      description: 'Two-pit pond with a spinning-wing setup; teal early, pintail late.',
    },
    shares: [{ with: 'jess', permission: 'view' }],
  },
  {
    owner: 'jess',
    location: {
      name: 'Feather River oxbow',
      location_type: 'river',
      privacy_level: 'friends',
      latitude: 39.1984,
      longitude: -121.6421,
      description: 'Quiet oxbow; wood ducks and hooded mergansers at sunrise.',
    },
  },
  {
    owner: 'jess',
    location: {
      name: 'Colusa rice stubble',
      location_type: 'field',
      privacy_level: 'private',
      latitude: 39.2092,
      longitude: -122.0837,
      description: 'Stubble field by the canal; Ross and snow geese.',
    },
  },
  {
    owner: 'rick',
    location: {
      name: 'Delevan public access lot',
      location_type: 'refuge',
      privacy_level: 'public',
      latitude: 39.3102,
      longitude: -122.1279,
      description: 'Parking for the Delevan free-roam area.',
    },
  },
  {
    owner: 'rick',
    location: {
      name: 'Rick’s slough',
      location_type: 'marsh',
      privacy_level: 'friends',
      latitude: 39.3561,
      longitude: -122.1524,
      description: 'Slough off the Delevan boundary; only his friends get to see it.',
    },
  },
  {
    owner: 'lena',
    location: {
      name: 'Gray Lodge parking lot 14',
      location_type: 'refuge',
      privacy_level: 'public',
      latitude: 39.3187,
      longitude: -121.8495,
      description: 'Closest lot to the free-roam ponds on the south side.',
    },
  },
];
