import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { friendships } from '../../db/schema.js';

/** SQL: the user in `userColumn` and the viewer are accepted friends. */
export function isFriendOf(viewerId: number, userColumn: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${friendships} f
    where f.status = 'accepted'
      and ((f.from_user_id = ${viewerId} and f.to_user_id = ${userColumn})
        or (f.to_user_id = ${viewerId} and f.from_user_id = ${userColumn})))`;
}

/** SQL: either of the viewer and the user in `userColumn` has blocked the other. */
export function isBlockedWith(viewerId: number, userColumn: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${friendships} f
    where f.status = 'blocked'
      and ((f.from_user_id = ${viewerId} and f.to_user_id = ${userColumn})
        or (f.to_user_id = ${viewerId} and f.from_user_id = ${userColumn})))`;
}

function pairCondition(a: number, b: number): SQL | undefined {
  return or(
    and(eq(friendships.fromUserId, a), eq(friendships.toUserId, b)),
    and(eq(friendships.fromUserId, b), eq(friendships.toUserId, a)),
  );
}

/** The friendship row between two users, whatever its status, or undefined. */
export async function friendshipBetween(db: Database, a: number, b: number) {
  const [row] = await db.select().from(friendships).where(pairCondition(a, b)).limit(1);
  return row;
}

export async function areFriends(db: Database, a: number, b: number): Promise<boolean> {
  return (await friendshipBetween(db, a, b))?.status === 'accepted';
}
