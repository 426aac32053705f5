import { and, eq, inArray } from 'drizzle-orm';
import { huntDayName, PARTY_TEXT } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { activities, hunts, users } from '../../db/schema.js';
import { announceActivity } from './live.js';
import { recordActivity } from './record.js';

/** SQL: a member's activities about one hunt. */
const memberActivitiesOf = (huntId: number, memberIds: number[]) =>
  and(
    eq(activities.contentType, 'hunt'),
    eq(activities.objectId, huntId),
    inArray(activities.userId, memberIds),
  );

/**
 * A friend accepted their place in a hunt's party (issue 27): records party_joined, the member's
 * own activity about the owner's hunt, at the hunt's level, in the caller's transaction. The
 * member may narrow it like any activity of theirs, and its audience follows the hunt and their
 * membership (migration 0025, platform/visibility/activities.ts). A member removed and named
 * again keeps one, the latest.
 */
export async function recordPartyJoined(
  tx: Database,
  huntId: number,
  memberId: number,
): Promise<number | null> {
  const [hunt] = await tx
    .select({ date: hunts.dateOfHunt, level: hunts.privacyLevel, ownerName: users.name })
    .from(hunts)
    .innerJoin(users, eq(users.id, hunts.userId))
    .where(eq(hunts.id, huntId));
  if (!hunt) return null;
  await tx
    .delete(activities)
    .where(
      and(memberActivitiesOf(huntId, [memberId]), eq(activities.activityType, 'party_joined')),
    );
  const huntName = huntDayName(hunt.date);
  return recordActivity(tx, {
    userId: memberId,
    type: 'party_joined',
    privacyLevel: hunt.level,
    content: { type: 'hunt', id: huntId },
    title: huntName,
    summary: PARTY_TEXT.huntedWith(hunt.ownerName),
    metadata: { hunt_name: huntName },
  });
}

/**
 * Members who left a party (declined, or removed by the owner): the database has taken their
 * activities about the hunt from every feed (migration 0025); their live feeds hear it once the
 * caller's transaction commits.
 */
export async function announceMembersLeft(
  tx: Database,
  huntId: number,
  memberIds: number[],
): Promise<void> {
  if (memberIds.length === 0) return;
  const rows = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(memberActivitiesOf(huntId, memberIds));
  for (const row of rows) announceActivity(row.id, 'updated');
}
