import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  AUDIENCES,
  FEED_TEXTS,
  ITEM_LEVEL_AUDIENCES,
  ITEM_LEVEL_PRIVACY_CEILINGS,
  NAMED_AUDIENCE_ACTIVITY_TYPES,
  REACTION_TYPES,
} from '@marshlog/domain';
import { activities, activityReactions, users } from '../../db/schema.js';
import { isoTimestampSql } from '../../platform/geojson.js';
import { field, json, object } from '../../platform/json-text.js';
import { activityCommentCount } from './queries.js';
import {
  activityItemLevel,
  namesWholeAudienceSql,
  sharedWithShownSql,
  type ViewerRef,
} from '../../platform/visibility/index.js';

/**
 * One activity card's JSON text built by the database for the feed's first page (DESIGN.md
 * section 8: the hot page leaves the server as the database wrote it, never re-parsed and
 * re-serialized): the same JSON `presentActivity` and the route's response schema make, in the
 * schema's key order and compact, from the JSON text helpers of platform/json-text.ts. The
 * content_object_data and metadata fields are written once with the row, into generated columns
 * (drizzle/0012), by SQL functions that fall back as presentActivity does when the stored value
 * does not match its schema (the summary from the row; empty metadata).
 */

/**
 * SQL: the JSON text of a value that is never null and whose text is already JSON (an integer, a
 * boolean: `true`/`false`): its cast, cheaper than to_json at every card.
 */
const plainJson = (value: SQL | AnyPgColumn) => sql`(${value})::text`;

/** SQL: the JSON string of an ISO timestamp, whose digits and separators need no escaping. */
const timestampJson = (column: AnyPgColumn) => sql`'"' || ${isoTimestampSql(column)} || '"'`;

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

/** A fixed domain word (an audience, a level, an activity type) as an SQL string literal. */
const word = (value: string) => sql.raw(`'${value.replace(/'/g, "''")}'`);

/**
 * SQL: the card's `audience` (activityAudience of @marshlog/domain, generated from its tables):
 * the narrower, in AUDIENCES order, of the activity's own level (named hunters for the types
 * seen by those they name) and its item's audience as it is now (activityItemLevel).
 */
function audienceSql(): SQL {
  const order = sql`array[${sql.join(AUDIENCES.map(word), sql`, `)}]::text[]`;
  const named = sql.join(NAMED_AUDIENCE_ACTIVITY_TYPES.map(word), sql`, `);
  const own = sql`case when ${activities.activityType} in (${named}) then ${word('partners')}
    else ${activities.privacyLevel}::text end`;
  const item = byItemLevel(ITEM_LEVEL_AUDIENCES, 'private');
  return sql`(${order})[least(array_position(${order}, ${own}), array_position(${order}, ${item}))]`;
}

/** SQL: an item_level mapped through one of the domain's item-level tables; `fallback` otherwise. */
function byItemLevel(table: Readonly<Record<string, string>>, fallback: string): SQL {
  const cases = Object.entries(table).map(
    ([level, value]) => sql`when ${word(level)} then ${word(value)}`,
  );
  return sql`case ${activityItemLevel()} ${sql.join(cases, sql` `)} else ${word(fallback)} end`;
}

/**
 * SQL: the card's content_object_data JSON text: the stored one (drizzle/0012), or for a location
 * share not the viewer's, the stored value with the summary that names the viewer alone, written
 * by the same SQL function (share-audience.ts decides who sees what).
 */
function contentObjectDataSql(viewer: ViewerRef | null): SQL {
  const data = activities.contentObjectData;
  return sql`(case when ${namesWholeAudienceSql(viewer)} then ${activities.contentObjectDataJson}
    else activity_content_object_data_json(
      case when jsonb_typeof(${data}) = 'object'
        then jsonb_set(${data}, '{summary}', to_jsonb(${FEED_TEXTS.sharedWithYou}::text))
        else ${data} end,
      ${activities.contentTitle}, ${activities.objectId}, ${activities.contentType}) end)`;
}

/** SQL: the summary text the viewer is shown (search reads it, so a hidden name matches nothing). */
export function summaryShownSql(viewer: ViewerRef | null): SQL<string | null> {
  return sql<string | null>`(case when ${namesWholeAudienceSql(viewer)}
    then ${activities.contentObjectData}->>'summary' else ${FEED_TEXTS.sharedWithYou}::text end)`;
}

/** SQL: the card's metadata JSON text, `shared_with` narrowed as contentObjectDataSql says. */
function metadataSql(viewer: ViewerRef | null): SQL {
  const metadata = activities.metadata;
  return sql`(case when ${namesWholeAudienceSql(viewer)} then ${activities.metadataJson}
    else activity_metadata_json(
      case when jsonb_typeof(${metadata}->'shared_with') = 'array'
        then jsonb_set(${metadata}, '{shared_with}', ${sharedWithShownSql(viewer)})
        else ${metadata} end) end)`;
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
    field('first_name', json(users.firstName)),
    field('profile_image_url', json(users.profileImageUrl)),
  ]);
  return sql<string>`${object([
    field('id', plainJson(activities.id)),
    field('activity_type', json(activities.activityType)),
    field('privacy_level', json(activities.privacyLevel)),
    field('created_at', timestampJson(activities.createdAt)),
    field('content_title', json(activities.contentTitle)),
    field('content_object', plainJson(activities.objectId)),
    field('user', author),
    field('content_object_data', contentObjectDataSql(viewer)),
    field('metadata', metadataSql(viewer)),
    // reaction_counts and user_reaction, in that order.
    reactionFieldsSql(viewer),
    field('comment_count', plainJson(activityCommentCount(viewer))),
    field('is_owner', plainJson(isOwner)),
    field('audience', json(audienceSql())),
    field('widest_privacy_level', json(byItemLevel(ITEM_LEVEL_PRIVACY_CEILINGS, 'private'))),
  ])}`;
}
