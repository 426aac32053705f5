import {
  birdGenderLabel,
  huntWeatherSchema,
  speciesEntry,
  speciesLabel,
  type Bird,
  type BirdGender,
  type Hunt,
  type HuntWeather,
  type Photo,
} from '@marshlog/domain';
import { emailShownTo, huntPermissions } from '../../platform/visibility/index.js';
import { presentUser } from '../users/index.js';
import type { BirdRow, HuntWithOwner } from './queries.js';
import { isoTime } from '../../platform/iso-time.js';

function toGender(value: string): BirdGender {
  return value === 'hen' ? 'hen' : 'drake';
}

export function presentBird(row: BirdRow): Bird {
  const gender = toGender(row.gender);
  return {
    id: row.id,
    species: row.species,
    species_display: speciesLabel(row.species),
    category: speciesEntry(row.species)?.category ?? null,
    gender,
    gender_display: birdGenderLabel(row.species, gender),
    // Stored as a time of day; shown to the minute as it was entered.
    harvested_at: row.harvestedAt ? row.harvestedAt.slice(0, 5) : null,
    notes: row.notes,
    shooter: row.shooterMemberId,
  };
}

/** Built once: a zod schema is costly to build, and this one is read for every hunt shown. */
const storedWeatherSchema = huntWeatherSchema.nullable();

/** Weather is written only through the validated hunt schema; anything else reads as none. */
function storedWeather(value: unknown): HuntWeather | null {
  if (value === null) return null;
  const parsed = storedWeatherSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The hunt JSON of seed 001 section 3 for one viewer: the owner's email for them and friends only. */
export function presentHunt(row: HuntWithOwner, photos: Photo[], viewerId: number | null): Hunt {
  const { hunt, owner } = row;
  return {
    id: hunt.id,
    date_of_hunt: hunt.dateOfHunt,
    latitude: hunt.latitude,
    longitude: hunt.longitude,
    privacy_level: hunt.privacyLevel,
    location: row.place,
    notes: hunt.notes,
    total_birds: hunt.totalBirds,
    total_ducks: hunt.totalDucks,
    total_geese: hunt.totalGeese,
    birds: row.birds.map(presentBird),
    weather_conditions: hunt.weatherConditions,
    temperature: hunt.temperature,
    wind_speed: hunt.windSpeed,
    wind_direction: hunt.windDirection,
    weather: storedWeather(hunt.weather),
    weather_id: hunt.weatherId,
    shells_fired: hunt.shellsFired,
    birds_lost: hunt.birdsLost,
    photos,
    created_at: isoTime(hunt.createdAt),
    updated_at: isoTime(hunt.updatedAt),
    user: presentUser(owner, { showEmail: emailShownTo(viewerId, owner.id, row) }),
    ...huntPermissions(viewerId, hunt),
  };
}
