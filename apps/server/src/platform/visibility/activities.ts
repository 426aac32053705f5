import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activities, friendships, hunts, locations, reports } from '../../db/schema.js';
import { huntAccess, huntsVisibleTo } from './hunts.js';
import { locationAccess, locationsVisibleTo } from './locations.js';
import { reportAccess, reportsVisibleTo } from './reports.js';
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
 *   decides.
 * And the feed shows nothing of an author the viewer is blocked with, even a public activity: a
 * block makes a hunter's activities vanish from that viewer at once.
 * Written twice on purpose: `activitiesVisibleTo` (SQL; the friend, block, share and allowed-user
 * sets are each resolved once per query as uncorrelated arrays, the item probes are primary-key
 * lookups) and `canSeeActivity` (one loaded activity), held to one case table in
 * test/authorization-matrix/feed.test.ts.
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

const objectId = activities.objectId;

/**
 * Keeps each item check a probe of the activity's own item by its id (the item tables' hash
 * indexes, migration 0011: one bucket page where the primary key descends its btree). Without it
 * PostgreSQL turns an EXISTS under OR into a hashed subplan that first collects every item the
 * viewer may see (some 67k hunts on the benchmark's data: 150 ms), where the feed's first page
 * probes only the items of the activities it walks (up to FEED_COUNT_CAP, under a millisecond in
 * all). OFFSET 0 is the planner's documented fence against that rewrite.
 */
const perRowProbe = sql`offset 0`;

function itemVisibleTo(viewerId: ViewerRef | null): SQL {
  const ownReport = viewerId === null ? sql`false` : eq(reports.userId, viewerId);
  const blockedWithFriends =
    viewerId === null
      ? sql`false`
      : sql`(${isBlockedWith(viewerId, friendships.fromUserId)} or ${isBlockedWith(viewerId, friendships.toUserId)})`;
  return sql`(
    (${activities.contentType} = 'hunt' and exists (select 1 from ${hunts}
      where ${hunts.id} = ${objectId} and ${huntsVisibleTo(viewerId)} ${perRowProbe}))
    or (${activities.contentType} = 'location' and exists (select 1 from ${locations}
      where ${locations.id} = ${objectId} and ${locationsVisibleTo(viewerId)} ${perRowProbe}))
    or (${activities.contentType} = 'report' and exists (select 1 from ${reports}
      where ${reports.id} = ${objectId} and ${reportsVisibleTo(viewerId)}
        and (not ${reports.hidesHunter} or ${ownReport}) ${perRowProbe}))
    or (${activities.contentType} = 'friendship' and exists (select 1 from ${friendships}
      where ${friendships.id} = ${objectId} and ${friendships.status} = 'accepted'
        and not ${blockedWithFriends} ${perRowProbe}))
    or ${activities.contentType} = 'user')`;
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
      return (await huntAccess(db, viewerId, activity.objectId)) !== null;
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
