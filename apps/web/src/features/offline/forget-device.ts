import { deleteEverySavedArea } from '../map/offline-areas/area-index';
import { discardHunterItems } from './outbox';
import { forgetQueryCache } from './query-cache-store';

/**
 * What a hunter leaving this device takes with them: the answers kept for offline reading and the
 * saved map areas (their names and extents show where they hunt) always; the items that have not
 * reached the server only when the hunter confirmed losing them (`withOutbox`), otherwise those
 * stay, shown to and sent for no one else, until the hunter signs in here again.
 */
export async function forgetHunterOnDevice(
  userId: number,
  { withOutbox }: { withOutbox: boolean },
): Promise<void> {
  await Promise.all([
    forgetQueryCache(),
    deleteEverySavedArea(),
    withOutbox ? discardHunterItems(userId) : Promise.resolve(),
  ]);
}
