import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FriendshipListQuery } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { friendships, users } from '../../db/schema.js';
import type { PageRequest } from '../../platform/pagination.js';

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');

const userColumns = (table: typeof fromUser | typeof toUser) => ({
  id: table.id,
  username: table.username,
  email: table.email,
  name: table.name,
  profileImageUrl: table.profileImageUrl,
});

export type FriendshipRow = typeof friendships.$inferSelect;
export type FriendshipWithUsers = Awaited<ReturnType<typeof selectFriendships>>[number];

/**
 * SQL: the rows a viewer may see: those they are party to, except a block the other side made,
 * which stays invisible so the blocked hunter learns nothing.
 */
export function friendshipsVisibleTo(viewerId: number): SQL {
  return sql`(${or(eq(friendships.fromUserId, viewerId), eq(friendships.toUserId, viewerId))})
    and (${friendships.status} <> 'blocked' or ${friendships.blockedById} = ${viewerId})`;
}

function selectFriendships(db: Database) {
  return db
    .select({
      friendship: friendships,
      fromUser: userColumns(fromUser),
      toUser: userColumns(toUser),
    })
    .from(friendships)
    .innerJoin(fromUser, eq(fromUser.id, friendships.fromUserId))
    .innerJoin(toUser, eq(toUser.id, friendships.toUserId));
}

export async function findFriendshipForViewer(
  db: Database,
  viewerId: number,
  id: number,
): Promise<FriendshipWithUsers | undefined> {
  const [row] = await selectFriendships(db)
    .where(and(eq(friendships.id, id), friendshipsVisibleTo(viewerId)))
    .limit(1);
  return row;
}

export async function listFriendships(
  db: Database,
  viewerId: number,
  query: Pick<FriendshipListQuery, 'status' | 'direction'>,
  page: PageRequest,
): Promise<{ count: number; rows: FriendshipWithUsers[] }> {
  const where = and(
    friendshipsVisibleTo(viewerId),
    query.status ? eq(friendships.status, query.status) : undefined,
    query.direction === 'incoming' ? eq(friendships.toUserId, viewerId) : undefined,
    query.direction === 'outgoing' ? eq(friendships.fromUserId, viewerId) : undefined,
  );
  const [total] = await db.select({ count: count() }).from(friendships).where(where);
  const rows = await selectFriendships(db)
    .where(where)
    .orderBy(desc(friendships.updatedAt), desc(friendships.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return { count: total?.count ?? 0, rows };
}

/** The row between two hunters, whatever its status, locked for the rest of the transaction. */
export async function lockFriendshipBetween(
  db: Database,
  a: number,
  b: number,
): Promise<FriendshipRow | undefined> {
  const [row] = await db
    .select()
    .from(friendships)
    .where(
      or(
        and(eq(friendships.fromUserId, a), eq(friendships.toUserId, b)),
        and(eq(friendships.fromUserId, b), eq(friendships.toUserId, a)),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

/** The viewer's visible row by id, locked for the rest of the transaction. */
export async function lockFriendshipForViewer(
  db: Database,
  viewerId: number,
  id: number,
): Promise<FriendshipRow | undefined> {
  const [row] = await db
    .select()
    .from(friendships)
    .where(and(eq(friendships.id, id), friendshipsVisibleTo(viewerId)))
    .for('update')
    .limit(1);
  return row;
}

export async function userExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}
