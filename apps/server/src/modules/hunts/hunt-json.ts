import { sql, type SQL } from 'drizzle-orm';
import { SPECIES_CATALOGUE, birdGenderLabels, type HuntWeather } from '@marshlog/domain';
import { birds, hunts, locations, photos, users } from '../../db/schema.js';
import { isoTimestampSql } from '../../platform/geojson.js';
import { field, json, jsNumberText, object, textLiteral } from '../../platform/json-text.js';
import { isFriendOf, type ViewerRef } from '../../platform/visibility/index.js';

/**
 * A hunt's JSON text built by the database for the hunt list's first page (DESIGN.md section 8,
 * as the feed's cards): the bytes `presentHunt` and the route's response schema write, in the
 * schema's key order. It comes in two parts around the photos array (`head` ends with
 * `"photos":`, `tail` starts with the comma after it): photo URLs are signed per viewer by the
 * storage module in JavaScript, so the caller puts `[]` or the hunt's photos between them.
 */

/**
 * The catalogue as one jsonb constant, species to its display and category fields and its two
 * gender words as JSON text: a key lookup per bird (no table to build per hunt's birds).
 */
const speciesCatalogue = textLiteral(
  JSON.stringify(
    Object.fromEntries(
      SPECIES_CATALOGUE.map((entry) => {
        const genders = birdGenderLabels(entry.category);
        return [
          entry.value,
          [
            `"species_display":${JSON.stringify(entry.label)},"category":${JSON.stringify(entry.category)}`,
            JSON.stringify(genders.drake),
            JSON.stringify(genders.hen),
          ],
        ];
      }),
    ),
  ),
);

const unknownGenders = birdGenderLabels(undefined);

/** SQL: a hunt's birds as a JSON array's text, in the order they were added (presentBird). */
function birdsJson(): SQL {
  const isHen = sql`${birds.gender} = 'hen'`;
  const known = (part: number) =>
    sql`(${speciesCatalogue}::jsonb -> ${birds.species}::text ->> ${sql.raw(String(part))})`;
  const bird = object([
    field('id', json(birds.id)),
    field('species', json(birds.species)),
    sql`coalesce(${known(0)},
      '"species_display":' || to_json(${birds.species})::text || ',"category":null')`,
    field('gender', sql`(case when ${isHen} then '"hen"' else '"drake"' end)`),
    field(
      'gender_display',
      sql`(case when ${isHen}
        then coalesce(${known(2)}, ${textLiteral(JSON.stringify(unknownGenders.hen))})
        else coalesce(${known(1)}, ${textLiteral(JSON.stringify(unknownGenders.drake))}) end)`,
    ),
    // Stored as a time of day; shown to the minute as it was entered.
    field('harvested_at', json(sql`left(${birds.harvestedAt}::text, 5)`)),
    field('notes', json(birds.notes)),
    field('shooter', json(birds.shooterMemberId)),
  ]);
  return sql`coalesce((select '[' || string_agg(${bird}, ',' order by ${birds.id}) || ']'
    from ${birds}
    where ${birds.huntId} = ${hunts.id}), '[]')`;
}

type WeatherKey = keyof Required<HuntWeather>;

/** SQL: a jsonb number as JSON.parse reads it, a double (0 where it underflows). */
const parsedNumber = (value: SQL) =>
  sql`(case when abs((${value})::numeric) < 1e-300 then 0::float8 else (${value})::numeric::float8 end)`;

/** Each weather key, in huntWeatherSchema's order: its test (a value carried) and its JSON text. */
function weatherFields(weather: SQL): Record<WeatherKey, { valid: SQL; json: SQL }> {
  const at = (key: WeatherKey) => sql`${weather}->${sql.raw(`'${key}'`)}`;
  const isNull = (key: WeatherKey) => sql`jsonb_typeof(${at(key)}) = 'null'`;
  const percentage = (key: WeatherKey) => ({
    // A case, not `and`: the casts must never run on a value that is not a number in range.
    valid: sql`(${isNull(key)} or case when jsonb_typeof(${at(key)}) = 'number'
      and (${at(key)})::numeric between -1 and 101
      then ${parsedNumber(at(key))} between 0 and 100 else false end)`,
    json: sql`(case when ${isNull(key)} then 'null' else ${jsNumberText(parsedNumber(at(key)))} end)`,
  });
  // zod's max counts characters (code points), as char_length does.
  const text = (key: WeatherKey, max: number) => ({
    valid: sql`(${isNull(key)} or (jsonb_typeof(${at(key)}) = 'string'
      and char_length(${at(key)} #>> '{}') <= ${sql.raw(String(max))}))`,
    json: json(sql`(${at(key)} #>> '{}')`),
  });
  return {
    humidity: percentage('humidity'),
    barometric_pressure: percentage('barometric_pressure'),
    moon_phase: text('moon_phase', 50),
    sunrise: text('sunrise', 20),
    sunset: text('sunset', 20),
  };
}

/** SQL: the stored weather as huntWeatherSchema reads it, `null` when anything it carries is off. */
function weatherJson(): SQL {
  const weather = sql`${hunts.weather}`;
  const fields = Object.entries(weatherFields(weather));
  const carries = (key: string) => sql`${weather}->${sql.raw(`'${key}'`)} is not null`;
  const valid = sql.join(
    fields.map(([key, entry]) => sql`(not ${carries(key)} or coalesce(${entry.valid}, false))`),
    sql` and `,
  );
  // A key the weather does not carry is null here, and `object` leaves it out.
  const present = fields.map(([key, entry]) =>
    field(key, sql`(case when ${carries(key)} then ${entry.json} end)`),
  );
  return sql`(case when jsonb_typeof(${weather}) = 'object' and ${valid}
    then ${object(present)} else 'null' end)`;
}

/**
 * SQL: the two parts of the hunt JSON of the hunt joined with its owner (`users`) and its place
 * (`locations`, joined only where the viewer may see it), for a viewer (an id placeholder, or
 * null signed out) with `ownerIsFriend` telling whether the owner is theirs.
 */
export function huntJsonParts(
  viewer: ViewerRef | null,
  ownerIsFriend: SQL,
): { head: SQL<string>; tail: SQL<string> } {
  const isOwner = viewer === null ? sql`false` : sql`(${hunts.userId} = ${viewer})`;
  const place = sql`(case when ${locations.id} is null then 'null' else ${object([
    field('id', json(locations.id)),
    field('name', json(locations.name)),
  ])} end)`;
  const owner = object([
    field('id', json(users.id)),
    field('username', json(users.username)),
    field('email', json(sql`case when ${isOwner} or ${ownerIsFriend} then ${users.email} end`)),
    field('name', json(users.name)),
    field('first_name', json(users.firstName)),
    field('profile_image_url', json(users.profileImageUrl)),
  ]);
  const head = [
    field('id', json(hunts.id)),
    field('date_of_hunt', json(sql`${hunts.dateOfHunt}::text`)),
    field('latitude', jsNumberText(hunts.latitude)),
    field('longitude', jsNumberText(hunts.longitude)),
    field('privacy_level', json(hunts.privacyLevel)),
    field('notes', json(hunts.notes)),
    field('total_birds', json(hunts.totalBirds)),
    field('total_ducks', json(hunts.totalDucks)),
    field('total_geese', json(hunts.totalGeese)),
    field('location', place),
    field('birds', birdsJson()),
    field('weather_conditions', json(hunts.weatherConditions)),
    field('temperature', jsNumberText(hunts.temperature)),
    field('wind_speed', jsNumberText(hunts.windSpeed)),
    field('wind_direction', json(hunts.windDirection)),
    field('weather', weatherJson()),
    field('weather_id', json(hunts.weatherId)),
    field('shells_fired', json(hunts.shellsFired)),
    field('birds_lost', json(hunts.birdsLost)),
  ];
  const tail = [
    field('created_at', json(isoTimestampSql(hunts.createdAt))),
    field('updated_at', json(isoTimestampSql(hunts.updatedAt))),
    field('user', owner),
    field('is_owner', json(isOwner)),
    field('can_edit', json(isOwner)),
    field('can_view_details', sql`'true'`),
    field('can_comment', sql.raw(viewer === null ? `'false'` : `'true'`)),
    field('can_upload_photos', json(isOwner)),
  ];
  return {
    head: sql<string>`'{' || concat_ws(',', ${sql.join(head, sql`, `)}) || ',"photos":'`,
    tail: sql<string>`',' || concat_ws(',', ${sql.join(tail, sql`, `)}) || '}'`,
  };
}

/** SQL: whether the hunt has photos, which the caller reads and puts between the two parts. */
export const huntHasPhotos = sql<boolean>`exists (select 1 from ${photos}
  where ${photos.contentType} = 'hunt' and ${photos.objectId} = ${hunts.id})`;

/** The hunt JSON's parts for a viewer: the owner's email shown to them and their friends. */
export function huntJsonFor(viewer: ViewerRef | null): { head: SQL<string>; tail: SQL<string> } {
  return huntJsonParts(viewer, viewer === null ? sql`false` : isFriendOf(viewer, hunts.userId));
}
