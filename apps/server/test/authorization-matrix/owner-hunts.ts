import { PRIVACY_LEVELS, type Hunt, type HuntCreateInput } from '@marshlog/domain';
import type { World } from './world.js';

/**
 * One hunt of the owner's at each privacy level, on one day in Arkansas, for the cells of what is
 * the owner's alone whatever the hunt's privacy (regulations, tallies, bands, season summaries).
 */
export async function ownerHuntsAtEveryLevel(
  world: World,
  day: string,
  hunt: Partial<HuntCreateInput>,
): Promise<Hunt[]> {
  const hunts: Hunt[] = [];
  for (const privacy_level of PRIVACY_LEVELS) {
    const answer = await world.request('owner', {
      method: 'POST',
      url: '/api/hunts/',
      payload: { date_of_hunt: day, latitude: 34.5, longitude: -91.55, privacy_level, ...hunt },
    });
    hunts.push(answer.json<Hunt>());
  }
  return hunts;
}
