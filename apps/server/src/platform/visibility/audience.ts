import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activities, locationShares, users } from '../../db/schema.js';
import { preparedPerDatabase } from '../prepared.js';
import { activitiesVisibleTo, activityOtherFriend } from './activities.js';
import { blockedIdsOf, friendIdsOf } from './relations.js';

/**
 * Who may hear a live event, decided once when it is published (fan-out on write, DESIGN.md
 * section 8; STYLE.md rule 13), in one statement for the whole audience, by the same rules the
 * lists use: sockets never ask.
 */

/** Who may receive an event about one activity as it is now. */
export interface ActivityAudience {
  authorId: number;
  /** The author may see it as it is now (a party member's activity is gone once they leave). */
  authorSees: boolean;
  /** Hunters other than the author who may see it; `friend` ones are the author's friends. */
  viewers: { id: number; friend: boolean }[];
  /** The author's friends who may not see it (any more): they may hold it from before. */
  formerViewers: number[];
  /**
   * When it is seen signed out, every hunter may see it except these (blocked with its author or
   * with its item's other hunter); null when it is not.
   */
  everyoneExcept: number[] | null;
}

/** SQL: the candidates one activity row names: its author, their friends, its named sharees. */
const candidateIds = sql`array[${activities.userId}]
  || ${friendIdsOf(sql`${activities.userId}`)}
  || coalesce(${activities.sharedWithIds}, '{}')
  || case when ${activities.contentType} = 'location'
    then array(select s.shared_with_id from ${locationShares} s where s.location_id = ${activities.objectId})
    else '{}'::int[] end`;

/**
 * The audience of one activity, or null when it no longer exists. Each candidate is judged by
 * `activitiesVisibleTo` with the candidate in the viewer's place; everyone else can only see it
 * when it is seen signed out (a public activity of a public item), minus the blocked sets.
 */
export async function activityAudience(
  db: Database,
  activityId: number,
): Promise<ActivityAudience | null> {
  const candidate = sql`c.id`;
  const [row] = await db
    .select({
      authorId: activities.userId,
      seenSignedOut: sql<boolean>`${activitiesVisibleTo(null)}`.mapWith(Boolean),
      blocked: sql<number[]>`${blockedIdsOf(sql`${activities.userId}`)}
        || ${blockedIdsOf(activityOtherFriend())}`,
      candidates: sql<[number, boolean, boolean][]>`coalesce((select json_agg(json_build_array(
          c.id,
          c.id = any(${friendIdsOf(sql`${activities.userId}`)}),
          exists(select 1 from ${activities} where ${activities.id} = ${activityId}
            and ${activitiesVisibleTo(candidate)})))
        from (select distinct unnest(${candidateIds}) as id) c), '[]'::json)`,
    })
    .from(activities)
    .where(eq(activities.id, activityId));
  if (!row) return null;
  const viewers: ActivityAudience['viewers'] = [];
  const formerViewers: number[] = [];
  let authorSees = false;
  for (const [id, friend, sees] of row.candidates) {
    if (id === row.authorId) authorSees = sees;
    else if (sees) viewers.push({ id, friend });
    else if (friend) formerViewers.push(id);
  }
  return {
    authorId: row.authorId,
    authorSees,
    viewers,
    formerViewers,
    everyoneExcept: row.seenSignedOut ? row.blocked : null,
  };
}

/** Who hears that a hunter came online: their accepted friends, with what the frame names. */
export interface PresenceAudience {
  user: { id: number; username: string; name: string };
  friendIds: number[];
}

/**
 * The presence audiences of hunters coming online, in one statement however many: each one's
 * public name and accepted friends (the friend set resolved per hunter by its index probes).
 * Socket openings read them in batches, so a connect storm costs a few statements, not one each;
 * the statement is prepared once per connection, so an opening does not build its SQL again.
 */
const presenceAudienceRows = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      // Spelled out with its table: a single-table select would leave it bare.
      friendIds: sql<number[]>`${friendIdsOf(sql`${users}.${sql.identifier(users.id.name)}`)}`,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('userIds')}::int[])`)
    .prepare('presence_audiences'),
);

export async function presenceAudiences(
  db: Database,
  userIds: number[],
): Promise<Map<number, PresenceAudience>> {
  const rows = await presenceAudienceRows(db).execute({ userIds });
  return new Map(rows.map(({ friendIds, ...user }) => [user.id, { user, friendIds }]));
}
