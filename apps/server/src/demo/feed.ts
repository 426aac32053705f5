import { sql } from 'drizzle-orm';
import { REACTION_TYPES } from '@marshlog/domain';
import type { Database } from '../db/client.js';
import { activities, activityComments, activityReactions, hunts } from '../db/schema.js';
import { commentOnActivity, listFeed, reactToActivity } from '../modules/feed/index.js';

const DEMO_ACTIVITY_COMMENTS = [
  'Nice shooting! Where were they working?',
  'Great morning for it.',
  'Save me a spot in that blind next weekend.',
  'Those greenheads never stood a chance.',
];

/**
 * The season's activities were written by the services as the demo loaded, all at one moment:
 * each hunt's activities move to the evening of its hunt, the rest spread over the days before
 * `today`. Then every hunter reacts to (and now and then comments on) the friends' activities they
 * may see, through the feed services, so every rule holds. Answers the counts written.
 */
export async function loadDemoFeed(
  tx: Database,
  hunterIds: number[],
  today: Date,
): Promise<{ activities: number; reactions: number; activityComments: number }> {
  await tx.execute(sql`update ${activities} set created_at = (${hunts.dateOfHunt}::timestamp + interval '17 hours') at time zone 'UTC'
    from ${hunts} where ${activities.contentType} = 'hunt' and ${hunts.id} = ${activities.objectId}`);
  await tx.execute(sql`update ${activities} set created_at = ${today.toISOString()}::timestamptz
    - (${activities.id} % 60) * interval '1 day' - (${activities.id} % 7) * interval '1 hour'
    where ${activities.contentType} <> 'hunt'`);

  let turn = 0;
  for (const hunterId of hunterIds) {
    const { results } = await listFeed(
      tx,
      hunterId,
      'friends',
      { page: 1, page_size: 12, ordering: '-created_at' },
      { page: 1, pageSize: 12, offset: 0 },
    );
    for (const activity of results) {
      turn += 1;
      if (turn % 3 === 0) continue;
      const reaction = REACTION_TYPES[turn % REACTION_TYPES.length] ?? 'like';
      await reactToActivity(tx, hunterId, activity.id, reaction);
      if (turn % 4 === 1) {
        const text = DEMO_ACTIVITY_COMMENTS[turn % DEMO_ACTIVITY_COMMENTS.length] ?? 'Nice!';
        await commentOnActivity(tx, hunterId, activity.id, text);
      }
    }
  }
  return {
    activities: await tx.$count(activities),
    reactions: await tx.$count(activityReactions),
    activityComments: await tx.$count(activityComments),
  };
}
