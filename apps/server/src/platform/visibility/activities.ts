import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { activities, friendships, hunts, locations, reports } from '../../db/schema.js';
import { huntsVisibleTo } from './hunts.js';
import { holdsFixed } from './literals.js';
import { locationAccess, locationsVisibleTo } from './locations.js';
import { huntActivityAllows } from './party-activities.js';
import { viewerPartyStatus } from './party.js';
import {
  joinReportPolicy,
  reportAccess,
  reportAudienceSql,
  reportHidesHunter,
  reportHunterWithheld,
  reportsVisibleTo,
} from './reports.js';
import {
  friendshipBetween,
  isBlockedWith,
  ownerRelation,
  privacyLevelAllows,
  privacyLevelVisibleTo,
  type ViewerRef,
} from './relations.js';

/**
 * Who sees an activity (DESIGN.md section 5: derived items never show more than their source).
 * A viewer must be allowed BOTH:
 * - the activity's own level, judged against its author like any item (its author may narrow it);
 *   a location_shared activity instead is seen by its author and the hunters it names
 *   (`shared_with_ids`), and only while the location itself is visible to them;
 * - the item behind it as it is now, through that item's own scope: the hunt, location or report
 *   (a report that hides its hunter shows its activity to its author only, as the activity names
 *   them); a friend_added activity while that friendship stands and the viewer is blocked by
 *   neither friend; a profile_updated activity has no item beyond its author, so its own level
 *   decides; a hunt as hunt lists show it (its level, judged against the hunt's owner, or the
 *   viewer's accepted party), and a party member's activity about it (party_joined) only while
 *   they are an accepted member, never to a hunter blocked with the hunt's owner (party.ts).
 * And the feed shows nothing of an author the viewer is blocked with, even a public activity: a
 * block makes a hunter's activities vanish from that viewer at once.
 * Written twice on purpose: `activitiesVisibleTo` (SQL; the friend, block, share and allowed-user
 * sets are each resolved once per query as uncorrelated arrays, and the item behind each activity
 * is probed by its primary key and judged by that item's own scope) and `canSeeActivity` (one
 * loaded activity, its item judged by its own single-record policy), held to one case table in
 * test/authorization-matrix/feed.test.ts. Neither keeps a copy of an item's audience: a change to
 * a hunt, location, report, sharing policy or friendship shows at the next read.
 */

/** The activity columns the rules read. */
export interface ActivityRules {
  userId: number;
  activityType: string;
  privacyLevel: string;
  contentType: string;
  objectId: number;
  sharedWithIds: number[] | null;
}

/** A column of the current `activities` row, spelled out with its table for subqueries. */
function currentActivity(column: AnyPgColumn): SQL {
  return sql`${activities}.${sql.identifier(column.name)}`;
}

/** SQL: the friend of the probed `friendships` row who is not the current activity's author. */
const otherFriend = sql`(case when ${friendships.fromUserId} = ${currentActivity(activities.userId)}
  then ${friendships.toUserId} else ${friendships.fromUserId} end)`;

/**
 * SQL: one expression per kind of item, read in a subquery of the item behind the current
 * activity found by its primary key (null when the item is gone); the CASE runs only the probe of
 * the activity's own content type.
 */
function byItem(read: { hunt: SQL; location: SQL; report: SQL; friendship: SQL; user: SQL }): SQL {
  const object = currentActivity(activities.objectId);
  return sql`(case ${currentActivity(activities.contentType)}
    when 'hunt' then (select ${read.hunt} from ${hunts} where ${hunts.id} = ${object})
    when 'location' then (select ${read.location} from ${locations} where ${locations.id} = ${object})
    when 'report' then (select ${read.report} from ${reports} ${joinReportPolicy}
      where ${reports.id} = ${object})
    when 'friendship' then (select ${read.friendship} from ${friendships}
      where ${friendships.id} = ${object})
    when 'user' then ${read.user} end)`;
}

/** SQL: the current activity's author is an accepted member of the probed hunt's party. */
const authorInParty = sql`(${viewerPartyStatus(currentActivity(activities.userId))} = 'accepted')`;

/**
 * SQL: the item behind the activity, as it is now, admits the viewer, by that item's own scope
 * (huntsVisibleTo, locationsVisibleTo, reportsVisibleTo). A report that hides its hunter admits
 * its author alone (its activities name them); a friendship admits while it is accepted and the
 * viewer is not blocked with its other friend (a block with the author is refused by
 * activitiesVisibleTo already); a hunter's profile admits everyone. A hunt activity whose author
 * is not the hunt's owner (a member's party_joined) is about the owner's hunt: judged by the hunt's
 * scope, only while its author is an accepted member, and never for a hunter blocked with the
 * owner (huntActivityAllows is its single-record twin).
 */
function itemVisibleTo(viewerId: ViewerRef | null): SQL {
  const otherFriendNotBlocked =
    viewerId === null ? sql`true` : sql`not ${isBlockedWith(viewerId, otherFriend)}`;
  const ownerNotBlocked =
    viewerId === null ? sql`true` : sql`not ${isBlockedWith(viewerId, hunts.userId)}`;
  return sql`coalesce(${byItem({
    hunt: sql`(${huntsVisibleTo(viewerId)}
      and (${hunts.userId} = ${currentActivity(activities.userId)}
        or (${authorInParty} and ${ownerNotBlocked})))`,
    location: locationsVisibleTo(viewerId),
    report: sql`(${reportsVisibleTo(viewerId)} and not ${reportHunterWithheld(viewerId)})`,
    friendship: sql`(${holdsFixed(friendships.status, 'accepted')} and ${otherFriendNotBlocked})`,
    user: sql`true`,
  })}, false)`;
}

/**
 * SQL: the audience of the item behind the current activity as it is now, in the words of the
 * domain's ITEM_LEVEL tables: a hunt's or location's level, a report's audience (`private` when it
 * hides its hunter: its author alone sees its activities), `public` for an accepted friendship and
 * a profile, `gone` for an item no more. The feed's cards and presenter show it (`audience`,
 * `widest_privacy_level`); who may see the activity is `activitiesVisibleTo`'s to say.
 */
export function activityItemLevel(): SQL<string> {
  return sql<string>`coalesce(${byItem({
    hunt: sql`(case when ${hunts.userId} = ${currentActivity(activities.userId)} or ${authorInParty}
      then ${hunts.privacyLevel}::text end)`,
    location: sql`${locations.privacyLevel}::text`,
    report: sql`(case when ${reportHidesHunter()} then 'private' else ${reportAudienceSql()} end)`,
    friendship: sql`(case when ${holdsFixed(friendships.status, 'accepted')} then 'public' end)`,
    user: sql`'public'`,
  })}, 'gone')`;
}

/**
 * SQL: for a friend_added activity, the friend who is not its author (a hunter blocked with them
 * may not see it either); null for any other activity.
 */
export function activityOtherFriend(): SQL {
  return sql`(case when ${currentActivity(activities.contentType)} = 'friendship'
    then (select ${otherFriend} from ${friendships}
      where ${friendships.id} = ${currentActivity(activities.objectId)}) end)`;
}

/** SQL: the activity's own level (or, for location_shared, its audience) admits the viewer. */
function levelVisibleTo(viewerId: ViewerRef | null): SQL {
  const byLevel = privacyLevelVisibleTo(viewerId, {
    owner: activities.userId,
    privacyLevel: activities.privacyLevel,
  });
  if (viewerId === null)
    return sql`(${activities.activityType} <> 'location_shared' and ${byLevel})`;
  return sql`(case when ${activities.activityType} = 'location_shared'
    then (${eq(activities.userId, viewerId)} or ${viewerId} = any(coalesce(${activities.sharedWithIds}, '{}')))
    else ${byLevel} end)`;
}

/** SQL condition: the `activities` rows the viewer (null when signed out) may see. */
export function activitiesVisibleTo(viewerId: ViewerRef | null): SQL {
  const notBlocked =
    viewerId === null ? sql`true` : sql`not ${isBlockedWith(viewerId, activities.userId)}`;
  return sql`(${notBlocked} and ${levelVisibleTo(viewerId)} and ${itemVisibleTo(viewerId)})`;
}

/** The single-record policy matching `activitiesVisibleTo`, for one activity already loaded. */
export async function canSeeActivity(
  db: Database,
  viewerId: number | null,
  activity: ActivityRules,
): Promise<boolean> {
  const tie =
    viewerId === null ? undefined : await friendshipBetween(db, viewerId, activity.userId);
  const relation = ownerRelation(viewerId, activity.userId, {
    isFriend: tie?.status === 'accepted',
    isBlocked: tie?.status === 'blocked',
  });
  if (relation === 'blocked') return false;
  const levelAllows =
    activity.activityType === 'location_shared'
      ? relation === 'owner' ||
        (viewerId !== null && (activity.sharedWithIds ?? []).includes(viewerId))
      : privacyLevelAllows(activity.privacyLevel, relation);
  if (!levelAllows) return false;
  return itemAllows(db, viewerId, activity);
}

async function itemAllows(
  db: Database,
  viewerId: number | null,
  activity: ActivityRules,
): Promise<boolean> {
  switch (activity.contentType) {
    case 'hunt':
      return huntActivityAllows(db, viewerId, activity);
    case 'location':
      return (await locationAccess(db, viewerId, activity.objectId)) !== null;
    case 'report': {
      const access = await reportAccess(db, viewerId, activity.objectId);
      if (!access) return false;
      return access.relation === 'owner' || !access.rules.hidesHunter;
    }
    case 'friendship':
      return friendshipStandsFor(db, viewerId, activity.objectId);
    case 'user':
      return true;
    default:
      return false;
  }
}

async function friendshipStandsFor(
  db: Database,
  viewerId: number | null,
  friendshipId: number,
): Promise<boolean> {
  const [row] = await db.select().from(friendships).where(eq(friendships.id, friendshipId));
  if (row?.status !== 'accepted') return false;
  if (viewerId === null) return true;
  for (const side of [row.fromUserId, row.toUserId]) {
    if (side === viewerId) continue;
    if ((await friendshipBetween(db, viewerId, side))?.status === 'blocked') return false;
  }
  return true;
}
