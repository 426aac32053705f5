import { sql, type SQL } from 'drizzle-orm';
import { activities } from '../../db/schema.js';
import type { ViewerRef } from './relations.js';

/**
 * Whom a location_shared activity names to a viewer (DESIGN.md section 5: derived items never say
 * more than the item). Its author sees every hunter they shared the spot with, as the location's
 * own `shares` show its owner; anyone else who sees it (the activity goes to its sharees only) is
 * named alone, as the location shows a sharee no other sharees. Decided per viewer when the
 * activity is presented, so activities stored before this rule follow it too. Written twice on
 * purpose, for the presenter (`namesWholeAudience`, `sharedWithShownTo`) and for the card the
 * database writes (`namesWholeAudienceSql`, `sharedWithShownSql`), held to the same bytes by
 * test/feed-first-page.test.ts.
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

/**
 * SQL (jsonb): the current row's `shared_with` array (an array, else the caller keeps the stored
 * metadata) narrowed to the viewer's own entries, in their stored order.
 */
export function sharedWithShownSql(viewer: ViewerRef | null): SQL {
  if (viewer === null) return sql`'[]'::jsonb`;
  return sql`coalesce((select jsonb_agg(shared.entry order by shared.position)
    from jsonb_array_elements(${activities.metadata}->'shared_with')
      with ordinality as shared(entry, position)
    where shared.entry->'id' = to_jsonb(${viewer}::int)), '[]'::jsonb)`;
}
