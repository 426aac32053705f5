import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOCATION_TYPE_LABELS, LOCATION_TYPES } from '@marshlog/domain';
import { locationShares, locations, users } from '../../db/schema.js';
import { isoTimestampSql } from '../../platform/geojson.js';
import {
  field,
  json,
  jsNumberText,
  object,
  quotedText,
  wordList,
} from '../../platform/json-text.js';
import {
  isBlockedWith,
  isFriendOf,
  locationPermissionsSql,
  type ViewerRef,
} from '../../platform/visibility/index.js';
import { photoCount } from './queries.js';

/**
 * A location's JSON text built by the database for the location list's first page (DESIGN.md
 * section 8, as the hunt list's and the feed's): the bytes `presentLocation` and the route's
 * response schema write, in the schema's key order, for the current `locations` row joined with
 * its owner (`users`) and, for a signed-in viewer, their share in force (`location_shares`).
 */

/** SQL: the location type's label as JSON text, from the domain's labels. */
const typeLabel = sql`(case ${locations.locationType} ${sql.raw(
  LOCATION_TYPES.map(
    (type) =>
      `when ${quotedText(type)} then ${quotedText(JSON.stringify(LOCATION_TYPE_LABELS[type]))}`,
  ).join(' '),
)} end)`;

const share = alias(locationShares, 'share');
const sharedWith = alias(users, 'shared_with');

/**
 * SQL: the shares of the current `locations` row as its owner sees them (findShares and
 * presentShare), oldest first, leaving out hunters the owner and they have blocked.
 */
function sharesJson(ownerId: ViewerRef): SQL {
  const shareText = object([
    field('id', json(share.id)),
    field(
      'shared_with',
      object([
        field('id', json(sharedWith.id)),
        field('name', json(sharedWith.name)),
        field('username', json(sharedWith.username)),
      ]),
    ),
    field('permission_level', json(share.permissionLevel)),
    field('shared_at', json(isoTimestampSql(share.sharedAt))),
  ]);
  return sql`coalesce((select '[' || string_agg(${shareText}, ',' order by ${share.sharedAt}, ${share.id}) || ']'
    from ${locationShares} ${share}
    inner join ${users} ${sharedWith} on ${sharedWith.id} = ${share.sharedWithId}
    where ${share.locationId} = ${locations.id}
      and not ${isBlockedWith(ownerId, sharedWith.id)}), '[]')`;
}

/**
 * SQL: the location JSON's text for a viewer (an id placeholder, or null signed out), given their
 * share level in force (`shareLevel`); null when the stored type is not one the schema knows, which
 * the caller presents instead (the presenter refuses it as before).
 */
export function locationJson(viewer: ViewerRef | null, shareLevel: SQL): SQL<string | null> {
  const { flags, sharedWithMe } = locationPermissionsSql(viewer, shareLevel);
  const ownerIsFriend = viewer === null ? sql`false` : isFriendOf(viewer, locations.userId);
  const owner = object([
    field('id', json(users.id)),
    field('username', json(users.username)),
    field(
      'email',
      json(sql`case when ${flags.is_owner} or ${ownerIsFriend} then ${users.email} end`),
    ),
    field('name', json(users.name)),
    field('first_name', json(users.firstName)),
    field('profile_image_url', json(users.profileImageUrl)),
  ]);
  const shares =
    viewer === null
      ? sql`'[]'`
      : sql`(case when ${flags.is_owner} then ${sharesJson(viewer)} else '[]' end)`;
  const text = object([
    field('id', json(locations.id)),
    field('name', json(locations.name)),
    field('location_type', json(locations.locationType)),
    field('location_type_display', typeLabel),
    field('description', json(locations.description)),
    field('access_notes', json(locations.accessNotes)),
    field('latitude', jsNumberText(locations.latitude)),
    field('longitude', jsNumberText(locations.longitude)),
    field('privacy_level', json(locations.privacyLevel)),
    field('photo_count', json(photoCount)),
    field('date_added', json(isoTimestampSql(locations.dateAdded))),
    field('updated_at', json(isoTimestampSql(locations.updatedAt))),
    field('user', owner),
    field('shares', shares),
    field('shared_with_me', json(sharedWithMe)),
    field('is_owner', json(flags.is_owner)),
    field('can_edit', json(flags.can_edit)),
    field('can_view_details', json(flags.can_view_details)),
    field('can_comment', json(flags.can_comment)),
    field('can_upload_photos', json(flags.can_upload_photos)),
    field('can_delete', json(flags.can_delete)),
    field('can_share', json(flags.can_share)),
  ]);
  return sql<
    string | null
  >`(case when ${locations.locationType} in (${wordList(LOCATION_TYPES)}) then ${text} end)`;
}
