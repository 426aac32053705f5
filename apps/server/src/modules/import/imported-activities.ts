import type { PrivacyLevel } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { recordHuntActivity, recordLocationActivity } from '../feed/index.js';

/**
 * Decision (issue 28): a private import writes no activity (hundreds of cards only the hunter
 * could see would bury their own feed); a friends or public import records each saved location
 * (location_created) and hunt (hunt_created) at its level, exactly as creating it one at a time
 * does. The seed's activity types have no summary card for an import, so there is no single
 * "imported N places" activity to write instead. Called inside the import's transaction, which
 * announces the activities once it commits.
 */
export async function recordImportedActivities(
  tx: Database,
  level: PrivacyLevel,
  saved: { locationIds: readonly number[]; huntIds?: readonly number[] },
): Promise<void> {
  if (level === 'private') return;
  for (const id of saved.locationIds) await recordLocationActivity(tx, id, 'location_created');
  for (const id of saved.huntIds ?? []) await recordHuntActivity(tx, id, 'hunt_created');
}
