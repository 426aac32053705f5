import type { SqlSession } from '../sql-session.js';
import type { BenchAccounts } from './target.js';

/**
 * Picks the named hunters from the generated data (inside the seeding transaction, while the
 * scratch friend lists exist): the hunter closest to `friends` accepted friends and, among those,
 * to a typical number of hunts, who has a friend with friends-only hunts; and that friend.
 */
export async function chooseAccounts(
  session: SqlSession,
  friends: number,
  typicalHunts: number,
): Promise<BenchAccounts> {
  const [viewer] = await session.query<{
    id: number;
    email: string;
    friends: number;
    hunts: number;
  }>(
    `with counts as (select hunter, count(*)::int as friends from bench_friends group by hunter)
     select u.id, u.email, c.friends,
       (select count(*)::int from hunts h where h.user_id = u.id) as hunts
     from counts c join users u on u.id = c.hunter
     where (select count(*) from hunts h where h.user_id = u.id) >= 5
       and exists (select 1 from bench_friends f
         join hunts h on h.user_id = f.friend and h.privacy_level = 'friends'
         where f.hunter = u.id)
     order by abs(c.friends - $1), abs((select count(*) from hunts h where h.user_id = u.id) - $2), u.id
     limit 1`,
    [friends, typicalHunts],
  );
  if (!viewer) throw new Error('The generated data has no hunter with friends who hunt');
  const [friend] = await session.query<{ id: number; email: string; friendsOnlyHunts: number }>(
    `select u.id, u.email, count(*)::int as "friendsOnlyHunts"
     from bench_friends f join users u on u.id = f.friend
     join hunts h on h.user_id = f.friend and h.privacy_level = 'friends'
     where f.hunter = $1
     group by u.id, u.email
     order by count(*) desc, u.id
     limit 1`,
    [viewer.id],
  );
  if (!friend) throw new Error(`Hunter ${viewer.id} has no friend with friends-only hunts`);
  const [hunt] = await session.query<{ id: number }>(
    `select id from hunts where user_id = $1 and privacy_level = 'friends'
     order by date_of_hunt desc, id desc limit 1`,
    [friend.id],
  );
  if (!hunt) throw new Error(`Hunter ${friend.id} has no friends-only hunt`);
  return { viewer, friend, friendHuntId: hunt.id };
}
