import { sql, type SQL } from 'drizzle-orm';
import { activities } from '../../db/schema.js';
import type { ViewerRef } from './relations.js';

/**
 * Whom a location_shared activity names to a viewer (DESIGN.md section 5: derived items never say
 * more than the item). Its author sees every hunter they shared the spot with, as the location's
 * own `shares` show its owner; anyone else who sees it (the activity goes to its sharees only) is
 * named alone, as the location shows a sharee no other sharees. Decided per viewer when the
 * activity is presented, so activities stored before this rule follow it too. The presenter
 * reads `namesWholeAudience` and `sharedWithShownTo`; feed search reads `namesWholeAudienceSql`,
 * so a name hidden from the viewer finds nothing.
 */

/** The viewer sees everything the activity stores: any activity but a location share not theirs. */
export function namesWholeAudience(
  viewerId: number | null,
  activity: { userId: number; activityType: string },
): boolean {
  return activity.activityType !== 'location_shared' || activity.userId === viewerId;
}

/** The entries of a stored `shared_with` list the viewer may see named: only their own. */
export function sharedWithShownTo(viewerId: number | null, named: readonly unknown[]): unknown[] {
  return named.filter(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      viewerId !== null &&
      'id' in entry &&
      entry.id === viewerId,
  );
}

/** SQL: `namesWholeAudience` for the current `activities` row. */
export function namesWholeAudienceSql(viewer: ViewerRef | null): SQL<boolean> {
  const notShare = sql`${activities.activityType} <> 'location_shared'`;
  if (viewer === null) return sql<boolean>`(${notShare})`;
  return sql<boolean>`(${notShare} or ${activities.userId} = ${viewer})`;
}
