import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ACTIVITY_CONTENT_TYPES,
  PRIVACY_LEVELS,
  REACTION_TYPES,
  type ActivityMetadata,
} from '@marshlog/domain';
import { activities, activityComments, activityReactions, users } from '../../db/schema.js';
import { isoTimestampSql } from '../../platform/geojson.js';
import { field, firstNameSql, json, object, wordList } from '../../platform/json-text.js';
import type { ViewerRef } from '../../platform/visibility/relations.js';

/**
 * One activity card's JSON text built by the database for the feed's first page (DESIGN.md
 * section 8: the hot page leaves the server as the database wrote it, never re-parsed and
 * re-serialized): the same JSON `presentActivity` and the route's response schema make, in the
 * schema's key order and compact, from the JSON text helpers of platform/json-text.ts. Stored
 * content_object_data and metadata that do not match their schema fall back as presentActivity
 * does (the summary from the row; empty metadata).
 */

/** SQL: the jsonb value is a number zod's `.int()` takes (a safe integer). */
function isSafeInteger(value: SQL): SQL {
  // A case, not `and`: the casts must never run on a value that is not a number.
  return sql`(case when jsonb_typeof(${value}) = 'number'
    then (${value})::numeric = trunc((${value})::numeric) and abs((${value})::numeric) <= 9007199254740991
    else false end)`;
}

/**
 * SQL: the JSON text of a value that is never null and whose text is already JSON (an integer, a
 * boolean: `true`/`false`): its cast, cheaper than to_json at every card.
 */
const plainJson = (value: SQL | AnyPgColumn) => sql`(${value})::text`;

/** SQL: the JSON string of an ISO timestamp, whose digits and separators need no escaping. */
const timestampJson = (column: AnyPgColumn) => sql`'"' || ${isoTimestampSql(column)} || '"'`;

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
  const card = (title: SQL, summary: SQL, id: SQL | AnyPgColumn, type: SQL) =>
    object([
      field('title', json(title)),
      field('summary', json(summary)),
      field('url_data', object([field('id', plainJson(id)), field('type', json(type))])),
    ]);
  return sql`(case when coalesce(${valid}, false)
    then ${card(sql`${data}->>'title'`, sql`${data}->>'summary'`, sql`(${urlData}->>'id')::numeric::bigint`, sql`${urlData}->>'type'`)}
    else ${card(sql`${activities.contentTitle}`, sql`''::text`, activities.objectId, sql`${activities.contentType}`)} end)`;
}

type MetadataKey = keyof Required<ActivityMetadata>;

/** Each metadata key, in activityMetadataSchema's order: its test and its JSON text. */
function metadataFields(metadata: SQL): Record<MetadataKey, { valid: SQL; json: SQL }> {
  const at = (key: MetadataKey) => sql`${metadata}->${sql.raw(`'${key}'`)}`;
  const text = (key: MetadataKey) => ({ valid: isString(at(key)), json: json(textOf(at(key))) });
  const integer = (key: MetadataKey) => ({
    valid: isSafeInteger(at(key)),
    json: sql`((${at(key)})::numeric::bigint)::text`,
  });
  const hunter = sql`${isSafeInteger(sql`${element}->'id'`)} and ${isString(sql`${element}->'username'`)}`;
  const list = (items: SQL, item: SQL) =>
    sql`coalesce((select '[' || string_agg(${item}, ',' order by position) || ']' from ${items}), '[]')`;
  return {
    bird_count: integer('bird_count'),
    species: {
      valid: everyElement(at('species'), isString(element)),
      json: list(
        sql`jsonb_array_elements_text(${at('species')}) with ordinality as species(name, position)`,
        json(sql`name`),
      ),
    },
    shared_with: {
      valid: everyElement(at('shared_with'), hunter),
      json: list(
        sql`jsonb_array_elements(${at('shared_with')}) with ordinality as shared(entry, position)`,
        object([
          field('id', json(sql`(entry->>'id')::numeric::bigint`)),
          field('username', json(sql`entry->>'username'`)),
        ]),
      ),
    },
    hunt_name: text('hunt_name'),
    location_name: text('location_name'),
    comment_text: text('comment_text'),
    mutual_friends: integer('mutual_friends'),
    previous_privacy_level: {
      valid: sql`(${isString(at('previous_privacy_level'))}
        and ${textOf(at('previous_privacy_level'))} in (${wordList(PRIVACY_LEVELS)}))`,
      json: json(textOf(at('previous_privacy_level'))),
    },
  };
}

/** SQL: metadata as activityMetadataSchema reads it: `{}` when any key it carries is off. */
function metadataSql(): SQL {
  const metadata = sql`${activities.metadata}`;
  const fields = Object.entries(metadataFields(metadata));
  const carries = (key: string) => sql`${metadata}->${sql.raw(`'${key}'`)} is not null`;
  const valid = sql.join(
    fields.map(([key, entry]) => sql`(not ${carries(key)} or coalesce(${entry.valid}, false))`),
    sql` and `,
  );
  // A key the activity does not carry is null here, and `object` leaves it out.
  const present = fields.map(([key, entry]) =>
    field(key, sql`(case when ${carries(key)} then ${entry.json} end)`),
  );
  return sql`(case when jsonb_typeof(${metadata}) = 'object' and ${valid}
    then ${object(present)} else '{}' end)`;
}

/**
 * SQL: the card's `reaction_counts` (one field per REACTION_TYPES entry) and `user_reaction` fields,
 * from one probe of the activity's reactions: a hunter reacts to an activity at most once (the
 * unique activity and user key), so their reaction is the one their filter keeps.
 */
function reactionFieldsSql(viewer: ViewerRef | null): SQL {
  const reactionType = activityReactions.reactionType;
  const perType = REACTION_TYPES.map((type) =>
    field(type, sql`(count(*) filter (where ${reactionType} = ${sql.raw(`'${type}'`)}))::text`),
  );
  const userReaction =
    viewer === null
      ? sql`null::text`
      : sql`min(${reactionType}) filter (where ${activityReactions.userId} = ${viewer})`;
  return sql`(select ${field('reaction_counts', object(perType))} || ',' || ${field('user_reaction', json(userReaction))}
    from ${activityReactions} where ${activityReactions.activityId} = ${activities.id})`;
}

/**
 * SQL: the card JSON text of the activity joined with its author (`users`), for a viewer (an
 * id or placeholder, or null signed out) with `authorIsFriend` telling whether the author is theirs.
 */
export function activityCardJson(viewer: ViewerRef | null, authorIsFriend: SQL): SQL<string> {
  const isOwner = viewer === null ? sql`false` : sql`(${activities.userId} = ${viewer})`;
  const author = object([
    field('id', plainJson(users.id)),
    field('username', json(users.username)),
    field('email', json(sql`case when ${isOwner} or ${authorIsFriend} then ${users.email} end`)),
    field('name', json(users.name)),
    field('first_name', json(firstNameSql(users.name))),
    field('profile_image_url', json(users.profileImageUrl)),
  ]);
  const commentCount = sql`(select count(*) from ${activityComments}
    where ${activityComments.activityId} = ${activities.id})`;
  return sql<string>`${object([
    field('id', plainJson(activities.id)),
    field('activity_type', json(activities.activityType)),
    field('privacy_level', json(activities.privacyLevel)),
    field('created_at', timestampJson(activities.createdAt)),
    field('content_title', json(activities.contentTitle)),
    field('content_object', plainJson(activities.objectId)),
    field('user', author),
    field('content_object_data', contentObjectDataSql()),
    field('metadata', metadataSql()),
    // reaction_counts and user_reaction, in that order.
    reactionFieldsSql(viewer),
    field('comment_count', plainJson(commentCount)),
    field('is_owner', plainJson(isOwner)),
  ])}`;
}
