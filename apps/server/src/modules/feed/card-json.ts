import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_CONTENT_TYPES,
  PRIVACY_LEVELS,
  REACTION_TYPES,
  type ActivityMetadata,
} from '@marshlog/domain';
import { activities, activityComments, activityReactions, users } from '../../db/schema.js';
import { isoTimestampSql } from '../../platform/geojson.js';

/**
 * One activity card's JSON text built by the database for the feed's first page (DESIGN.md
 * section 8: the hot page leaves the server as the database wrote it, never re-parsed and
 * re-serialized): the same JSON `presentActivity` and the route's response schema make, in the
 * schema's key order and compact. to_json of a row writes its columns in order and without
 * spaces, json_strip_nulls drops the metadata keys an activity does not carry. Stored
 * content_object_data and metadata that do not match their schema fall back as presentActivity
 * does (the summary from the row; empty metadata).
 */

/** SQL text literal of a list of words, for `in (...)`. */
const wordList = (words: readonly string[]) => sql.raw(words.map((word) => `'${word}'`).join(', '));

/** What JavaScript's trim and `\s` count as white space, as a regular-expression class. */
const JS_SPACE =
  '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';

/** SQL: `firstNameOf(name)`: the name trimmed, up to its first run of white space. */
function firstNameSql(name: SQL | typeof users.name): SQL {
  const edges = sql.raw(`'^${JS_SPACE}+|${JS_SPACE}+$'`);
  const runs = sql.raw(`'${JS_SPACE}+'`);
  return sql`coalesce((regexp_split_to_array(regexp_replace(${name}, ${edges}, '', 'g'), ${runs}))[1], '')`;
}

/** SQL: the jsonb value is a number zod's `.int()` takes (a safe integer). */
function isSafeInteger(value: SQL): SQL {
  // A case, not `and`: the casts must never run on a value that is not a number.
  return sql`(case when jsonb_typeof(${value}) = 'number'
    then (${value})::numeric = trunc((${value})::numeric) and abs((${value})::numeric) <= 9007199254740991
    else false end)`;
}

/** SQL: the text of a jsonb string. */
const textOf = (value: SQL) => sql`(${value} #>> '{}')`;

const isString = (value: SQL) => sql`jsonb_typeof(${value}) = 'string'`;

/** SQL: every element of the jsonb array satisfies the test on `element`. */
function everyElement(array: SQL, test: SQL): SQL {
  return sql`(jsonb_typeof(${array}) = 'array'
    and not exists (select 1 from jsonb_array_elements(${array}) element where not coalesce(${test}, false)))`;
}

const element = sql`element`;

/** SQL: content_object_data as activityContentObjectDataSchema reads it, or the fallback. */
function contentObjectDataSql(): SQL {
  const data = sql`${activities.contentObjectData}`;
  const urlData = sql`(${data}->'url_data')`;
  const valid = sql`(${isString(sql`${data}->'title'`)} and ${isString(sql`${data}->'summary'`)}
    and ${isSafeInteger(sql`${urlData}->'id'`)}
    and ${urlData}->>'type' in (${wordList(ACTIVITY_CONTENT_TYPES)}))`;
  return sql`(case when coalesce(${valid}, false)
    then (select to_json(content) from (select ${data}->>'title' as title, ${data}->>'summary' as summary,
      (select to_json(link) from (select (${urlData}->>'id')::numeric::bigint as id,
        ${urlData}->>'type' as type) link) as url_data) content)
    else (select to_json(content) from (select ${activities.contentTitle} as title, '' as summary,
      (select to_json(link) from (select ${activities.objectId} as id,
        ${activities.contentType} as type) link) as url_data) content) end)`;
}

type MetadataKey = keyof Required<ActivityMetadata>;

/** Each metadata key, in activityMetadataSchema's order: its test and its compact JSON. */
function metadataFields(metadata: SQL): Record<MetadataKey, { valid: SQL; json: SQL }> {
  const at = (key: MetadataKey) => sql`${metadata}->${sql.raw(`'${key}'`)}`;
  const text = (key: MetadataKey) => ({ valid: isString(at(key)), json: textOf(at(key)) });
  const integer = (key: MetadataKey) => ({
    valid: isSafeInteger(at(key)),
    json: sql`(${at(key)})::numeric::bigint`,
  });
  const hunter = sql`${isSafeInteger(sql`${element}->'id'`)} and ${isString(sql`${element}->'username'`)}`;
  return {
    bird_count: integer('bird_count'),
    species: {
      valid: everyElement(at('species'), isString(element)),
      json: sql`to_json(array(select name from jsonb_array_elements_text(${at('species')})
        with ordinality as species(name, position) order by position))`,
    },
    shared_with: {
      valid: everyElement(at('shared_with'), hunter),
      json: sql`to_json(array(select hunter from (
          select (entry->>'id')::numeric::bigint as id, entry->>'username' as username
          from jsonb_array_elements(${at('shared_with')}) with ordinality as shared(entry, position)
          order by position) hunter))`,
    },
    hunt_name: text('hunt_name'),
    location_name: text('location_name'),
    comment_text: text('comment_text'),
    mutual_friends: integer('mutual_friends'),
    previous_privacy_level: {
      valid: sql`(${isString(at('previous_privacy_level'))}
        and ${textOf(at('previous_privacy_level'))} in (${wordList(PRIVACY_LEVELS)}))`,
      json: textOf(at('previous_privacy_level')),
    },
  };
}

/** SQL: metadata as activityMetadataSchema reads it: `{}` when any key it carries is off. */
function metadataSql(): SQL {
  const metadata = sql`${activities.metadata}`;
  const fields = Object.entries(metadataFields(metadata));
  const valid = sql.join(
    fields.map(
      ([key, field]) =>
        sql`(${metadata}->${sql.raw(`'${key}'`)} is null or coalesce(${field.valid}, false))`,
    ),
    sql` and `,
  );
  // A key the activity does not carry stays null, and json_strip_nulls leaves it out.
  const columns = sql.join(
    fields.map(
      ([key, field]) =>
        sql`(case when ${metadata}->${sql.raw(`'${key}'`)} is null then null else ${field.json} end) as ${sql.raw(`"${key}"`)}`,
    ),
    sql`, `,
  );
  return sql`(case when jsonb_typeof(${metadata}) = 'object' and ${valid}
    then (select json_strip_nulls(to_json(fields)) from (select ${columns}) fields)
    else '{}'::json end)`;
}

/** SQL: the card's reaction counts, one column per REACTION_TYPES entry. */
function reactionCountsSql(): SQL {
  const perType = REACTION_TYPES.map(
    (type) =>
      sql`count(*) filter (where ${activityReactions.reactionType} = ${sql.raw(`'${type}'`)})::int as ${sql.raw(`"${type}"`)}`,
  );
  return sql`(select to_json(counts) from (select ${sql.join(perType, sql`, `)} from ${activityReactions}
    where ${activityReactions.activityId} = ${activities.id}) counts)`;
}

/**
 * SQL: the card JSON text of the activity joined with its author (`users`), for a viewer (an
 * id placeholder, or null signed out) with `authorIsFriend` telling whether the author is theirs.
 */
export function activityCardJson(viewer: Placeholder | null, authorIsFriend: SQL): SQL<string> {
  const isOwner = viewer === null ? sql`false` : sql`(${activities.userId} = ${viewer})`;
  const userReaction =
    viewer === null
      ? sql`null::text`
      : sql`(select ${activityReactions.reactionType} from ${activityReactions}
          where ${activityReactions.activityId} = ${activities.id} and ${activityReactions.userId} = ${viewer})`;
  return sql<string>`(select to_json(card)::text from (select
    ${activities.id} as id,
    ${activities.activityType} as activity_type,
    ${activities.privacyLevel} as privacy_level,
    ${isoTimestampSql(activities.createdAt)} as created_at,
    ${activities.contentTitle} as content_title,
    ${activities.objectId} as content_object,
    (select to_json(author) from (select ${users.id} as id, ${users.username} as username,
      case when ${isOwner} or ${authorIsFriend} then ${users.email} end as email,
      ${users.name} as name, ${firstNameSql(users.name)} as first_name,
      ${users.profileImageUrl} as profile_image_url) author) as "user",
    ${contentObjectDataSql()} as content_object_data,
    ${metadataSql()} as metadata,
    ${reactionCountsSql()} as reaction_counts,
    ${userReaction} as user_reaction,
    (select count(*)::int from ${activityComments}
      where ${activityComments.activityId} = ${activities.id}) as comment_count,
    ${isOwner} as is_owner) card)`;
}
