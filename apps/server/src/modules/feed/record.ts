import { eq, inArray } from 'drizzle-orm';
import {
  huntDayName,
  privacyCeilingOf,
  speciesLabel,
  type ActivityContentObjectData,
  type ActivityContentType,
  type ActivityMetadata,
  type ActivityType,
  type PrivacyLevel,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { activities, friendships, hunts, locations, reports, users } from '../../db/schema.js';
import {
  reportAudienceOf,
  reportPolicy,
  reportPolicyJoin,
  reportRulesSelection,
} from '../../platform/visibility/index.js';
import { announceActivity } from './live.js';

export interface ActivityInput {
  userId: number;
  type: ActivityType;
  privacyLevel: PrivacyLevel;
  content: { type: ActivityContentType; id: number };
  title: string;
  summary: string;
  metadata?: ActivityMetadata;
  sharedWithIds?: number[];
}

/**
 * Writes an activity in the caller's transaction (DESIGN.md section 6: in the same transaction as
 * the change it records), and announces it as `activity_update` {action: 'new'} to its audience
 * once the write has committed.
 */
export async function recordActivity(tx: Database, input: ActivityInput): Promise<number> {
  const data: ActivityContentObjectData = {
    title: input.title,
    summary: input.summary,
    url_data: { id: input.content.id, type: input.content.type },
  };
  const [row] = await tx
    .insert(activities)
    .values({
      userId: input.userId,
      activityType: input.type,
      privacyLevel: input.privacyLevel,
      contentType: input.content.type,
      objectId: input.content.id,
      contentTitle: input.title.slice(0, 200),
      contentObjectData: data,
      metadata: input.metadata ?? {},
      sharedWithIds: input.sharedWithIds ?? null,
    })
    .returning({ id: activities.id });
  if (!row) throw new Error('activity insert returned no row');
  announceActivity(row.id, 'new');
  return row.id;
}

const PRIVACY_ORDER: Record<PrivacyLevel, number> = { private: 0, friends: 1, public: 2 };

/** A hunt's level before a change, for hunt_shared (the level widened) after it. */
export async function huntPrivacyBefore(tx: Database, huntId: number): Promise<PrivacyLevel> {
  const [row] = await tx
    .select({ privacyLevel: hunts.privacyLevel })
    .from(hunts)
    .where(eq(hunts.id, huntId));
  return row?.privacyLevel ?? 'private';
}

/** '3 birds: Mallard, Green-winged Teal': the catalogue's names, as Hunts shows them. */
function birdSummary(total: number, species: string[]): string {
  if (total === 0) return 'No birds yet';
  const noun = total === 1 ? 'bird' : 'birds';
  const names = species.map(speciesLabel);
  return names.length > 0 ? `${total} ${noun}: ${names.join(', ')}` : `${total} ${noun}`;
}

/**
 * Records one hunt activity from the hunt as it now is in the transaction. Its name is its date,
 * never its saved place, whose name may be more secret than the hunt. After an update, pass the
 * level before it: a widened level records hunt_shared instead of hunt_updated.
 */
export async function recordHuntActivity(
  tx: Database,
  huntId: number,
  type: 'hunt_created' | 'hunt_updated' | 'successful_hunt' | 'bird_harvested',
  privacyBefore?: PrivacyLevel,
): Promise<number | null> {
  const [hunt] = await tx.select().from(hunts).where(eq(hunts.id, huntId));
  if (!hunt) return null;
  const level = hunt.privacyLevel;
  const widened =
    type === 'hunt_updated' &&
    privacyBefore !== undefined &&
    PRIVACY_ORDER[level] > PRIVACY_ORDER[privacyBefore];
  const huntName = huntDayName(hunt.dateOfHunt);
  return recordActivity(tx, {
    userId: hunt.userId,
    type: widened ? 'hunt_shared' : type,
    privacyLevel: level,
    content: { type: 'hunt', id: hunt.id },
    title: huntName,
    summary: birdSummary(hunt.totalBirds, hunt.species),
    metadata: {
      bird_count: hunt.totalBirds,
      species: hunt.species,
      hunt_name: huntName,
      ...(widened && privacyBefore !== undefined && { previous_privacy_level: privacyBefore }),
    },
  });
}

/** Records location_created, location_updated or (with its audience) location_shared. */
export async function recordLocationActivity(
  tx: Database,
  locationId: number,
  type: 'location_created' | 'location_updated' | 'location_shared',
  sharedWithIds: number[] = [],
): Promise<number | null> {
  const [location] = await tx.select().from(locations).where(eq(locations.id, locationId));
  if (!location) return null;
  const sharedWith =
    sharedWithIds.length === 0
      ? []
      : await tx
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(users.id, sharedWithIds));
  return recordActivity(tx, {
    userId: location.userId,
    type,
    // Shared with named hunters only: its audience, not its level, decides who sees it.
    privacyLevel: type === 'location_shared' ? 'private' : location.privacyLevel,
    content: { type: 'location', id: location.id },
    title: location.name,
    summary:
      type === 'location_shared'
        ? `Shared with ${sharedWith.map((user) => user.username).join(', ')}`
        : location.description.slice(0, 140),
    metadata: {
      location_name: location.name,
      ...(type === 'location_shared' && { shared_with: sharedWith }),
    },
    ...(type === 'location_shared' && { sharedWithIds }),
  });
}

/**
 * Records report_created for a report just written, at the widest level its audience allows
 * (reportAudienceOf: its sharing policy widens it; chosen partners reach friends at most, and the
 * report's own scope still decides which friends).
 */
export async function recordReportActivity(tx: Database, reportId: number): Promise<number | null> {
  const [report] = await tx
    .select({
      userId: reports.userId,
      title: reports.title,
      content: reports.content,
      rules: reportRulesSelection(),
    })
    .from(reports)
    .leftJoin(reportPolicy, reportPolicyJoin)
    .where(eq(reports.id, reportId));
  if (!report) return null;
  return recordActivity(tx, {
    userId: report.userId,
    type: 'report_created',
    privacyLevel: privacyCeilingOf(reportAudienceOf(report.rules)),
    content: { type: 'report', id: reportId },
    title: report.title,
    summary: report.content.slice(0, 140),
  });
}

/** Records friend_added by the hunter who accepted, naming the requester; seen by friends. */
export async function recordFriendAdded(
  tx: Database,
  friendshipId: number,
): Promise<number | null> {
  const [friendship] = await tx.select().from(friendships).where(eq(friendships.id, friendshipId));
  if (!friendship) return null;
  const [requester] = await tx.select().from(users).where(eq(users.id, friendship.fromUserId));
  const [accepter] = await tx.select().from(users).where(eq(users.id, friendship.toUserId));
  if (!requester || !accepter) return null;
  return recordActivity(tx, {
    userId: accepter.id,
    type: 'friend_added',
    privacyLevel: 'friends',
    content: { type: 'friendship', id: friendship.id },
    title: requester.name,
    summary: `${accepter.name} and ${requester.name} are now friends`,
  });
}

/** Records profile_updated; seen by the hunter's friends. */
export async function recordProfileUpdated(tx: Database, userId: number): Promise<number | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return recordActivity(tx, {
    userId: user.id,
    type: 'profile_updated',
    privacyLevel: 'friends',
    content: { type: 'user', id: user.id },
    title: user.name,
    summary: `${user.name} updated their profile`,
  });
}
