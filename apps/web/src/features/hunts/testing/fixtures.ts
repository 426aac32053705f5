import {
  birdGenderLabel,
  harvestTotals,
  speciesEntry,
  speciesLabel,
  type Bird,
  type Hunt,
  type User,
} from '@marshlog/domain';
import { IDENTITY_STORAGE_KEY } from '../../../api/token-store';
import { json, mockFetch, tokenAnswer, type FetchHandler } from '../../../test/fetch-mock';
import { hunter, hunterSession } from '../../../test/render-app';

export const me: User = hunter;
export const friend: User = {
  id: 9,
  username: 'drake_dan',
  email: null,
  name: 'Dan Mallard',
  first_name: 'Dan',
  profile_image_url: null,
};

let birdIds = 100;
export function bird(
  species: string,
  gender: 'drake' | 'hen' = 'drake',
  extra: Partial<Bird> = {},
): Bird {
  birdIds += 1;
  return {
    id: birdIds,
    species,
    species_display: speciesLabel(species),
    category: speciesEntry(species)?.category ?? null,
    gender,
    gender_display: birdGenderLabel(species, gender),
    harvested_at: null,
    notes: '',
    shooter: null,
    ...extra,
  };
}

/** A hunt JSON as the server answers it; totals follow the birds. */
export function huntJson(overrides: Partial<Hunt> = {}): Hunt {
  const birds = overrides.birds ?? [];
  const owner = overrides.user ?? me;
  const isOwner = owner.id === me.id;
  return {
    id: 1,
    date_of_hunt: '2025-11-15',
    latitude: 39.317312,
    longitude: -121.795544,
    privacy_level: 'private',
    location: null,
    notes: '',
    weather_conditions: null,
    temperature: null,
    wind_speed: null,
    wind_direction: null,
    weather: null,
    weather_id: null,
    shells_fired: null,
    birds_lost: null,
    photos: [],
    created_at: '2025-11-15T18:00:00.000Z',
    updated_at: '2025-11-15T18:00:00.000Z',
    is_owner: isOwner,
    can_edit: isOwner,
    can_view_details: true,
    can_comment: true,
    can_upload_photos: isOwner,
    ...overrides,
    ...harvestTotals(birds.map((entry) => entry.species)),
    birds,
    user: owner,
  };
}

export function page<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

/** Signed in as `me`, with the given API handlers besides the session's (and an item's photos). */
export function signedInWith(handlers: Record<string, FetchHandler>) {
  localStorage.setItem(
    IDENTITY_STORAGE_KEY,
    JSON.stringify({ email: me.email, provider: 'credentials' }),
  );
  return mockFetch({
    'POST /api/auth/token/': () => json(200, tokenAnswer('jwt')),
    'GET /api/auth/session/': () => json(200, hunterSession),
    'GET /api/photos/': () => json(200, page([])),
    // Bird entry's quick row: a hunter with no birds yet is offered the common species.
    'GET /api/hunts/frequent_species/': () => json(200, { results: [] }),
    ...handlers,
  });
}

/** The first screen of a test file waits for its lazily loaded chunk; a busy machine needs longer than 1 s. */
export const FIRST_LOAD = { timeout: 5000 };
