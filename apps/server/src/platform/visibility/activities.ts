import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activities, friendships } from '../../db/schema.js';
import { huntActivityAllows } from './party-activities.js';
import { inAcceptedPartyOf } from './party.js';
import { locationAccess, locationIdsSharedWith } from './locations.js';
import { policyIdsAllowing, reportAccess } from './reports.js';
import {
  friendshipBetween,
  isBlockedWith,
  isFriendOf,
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
 * sets are each resolved once per query as uncorrelated arrays, the item's audience is read from
 * the activity's own columns, migration 0013) and `canSeeActivity` (one loaded activity, its item
 * read as it is now), held to one case table in test/authorization-matrix/feed.test.ts: a write
 * whose audience the database failed to follow would show there as a disagreement.
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

/**
 * SQL: whose item the activity is about, for its level: a party member's activity is about the
 * owner's hunt (its counterpart, migration 0025); any other activity's item is its author's.
 */
const itemOwner = sql`(case when ${activities.contentType} = 'hunt'
  then coalesce(${activities.itemCounterpartId}, ${activities.userId}) else ${activities.userId} end)`;

/**
 * SQL: the item behind the activity, as it is now, admits the viewer. Each activity carries its
 * item's audience (`item_level`, `item_policy_id`, `item_counterpart_id`), which the database keeps
 * current in the transaction of every write that changes it (migration 0013), so the walk tests
 * columns its index holds instead of probing each item. What depends on the viewer is resolved
 * once per query: the locations shared with them, the policies allowing them, their friends and
 * blocks. A report that hides its hunter is `private` (its author alone sees its activities); a
 * friendship is `public` while accepted, unless the viewer is blocked with the other friend; a
 * hunt admits, beside its level's readers, its accepted party members (the party hunts the viewer
 * accepted, resolved once per query).
 */
function itemVisibleTo(viewerId: ViewerRef | null): SQL {
  const byLevel = privacyLevelVisibleTo(viewerId, {
    owner: itemOwner,
    privacyLevel: activities.itemLevel,
  });
  const present = sql`${activities.itemLevel} <> 'gone'`;
  if (viewerId === null) return sql`(${present} and ${byLevel})`;
  const acceptedParty = sql`(${activities.contentType} = 'hunt'
    and ${inAcceptedPartyOf(viewerId, activities.objectId)})`;
  // The owner's block is the activity author's, which activitiesVisibleTo refuses already.
  const sharedLocation = sql`(${activities.contentType} = 'location'
    and ${activities.objectId} = any(${locationIdsSharedWith(viewerId)}))`;
  const allowedByPolicy = sql`(${activities.itemLevel} = 'policy'
    and ${activities.itemPolicyId} = any(${policyIdsAllowing(viewerId)})
    and ${isFriendOf(viewerId, activities.userId)})`;
  const counterpartNotBlocked = sql`(${activities.itemCounterpartId} is null
    or not ${isBlockedWith(viewerId, activities.itemCounterpartId)})`;
  return sql`(${present} and (${byLevel} or ${sharedLocation} or ${allowedByPolicy} or ${acceptedParty})
    and ${counterpartNotBlocked})`;
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
