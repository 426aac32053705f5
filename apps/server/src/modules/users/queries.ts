import { and, asc, count, eq, ilike, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../platform/prepared.js';
import { users } from '../../db/schema.js';
import type { PageRequest } from '../../platform/pagination.js';
import { isBlockedWith, isFriendOf } from '../../platform/visibility/index.js';
import { ownerColumns, type OwnerRow } from './present.js';

export type UserRow = typeof users.$inferSelect;
/** A hunter as another user sees them, with whether the two are friends (who may see the email). */
export type HunterRow = UserRow & { isFriend: boolean };

/**
 * Whether the viewer and the selected user are friends, as a select field. Wrapped in its own
 * `sql` because Drizzle strips table names from top-level columns of a single-table select,
 * and an unqualified "id" inside the subquery would mean the friendship's id.
 */
function friendOfViewer(viewerId: number) {
  return sql<boolean>`${isFriendOf(viewerId, users.id)}`.mapWith(Boolean);
}

const userById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

const profileById = preparedPerDatabase((db) =>
  db
    .select(ownerColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_profile_by_id'),
);

/** A user's profile: the columns their JSON shows (presentUser), never the password hash. */
export async function findProfileById(db: Database, id: number): Promise<OwnerRow | undefined> {
  const [row] = await profileById(db).execute({ id });
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Usernames are unique regardless of case. */
export function sameUsername(username: string): SQL {
  return sql`lower(${users.username}) = lower(${username})`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Hunters the viewer may find: never themselves, never anyone on either side of a block. */
export async function searchHunters(
  db: Database,
  viewerId: number,
  search: string,
  page: PageRequest,
): Promise<{ count: number; hunters: HunterRow[] }> {
  const pattern = `%${escapeLike(search)}%`;
  const where = and(
    ne(users.id, viewerId),
    not(isBlockedWith(viewerId, users.id)),
    search ? or(ilike(users.name, pattern), ilike(users.username, pattern)) : undefined,
  );
  const [total] = await db.select({ count: count() }).from(users).where(where);
  const hunters = await db
    .select({ user: users, isFriend: friendOfViewer(viewerId) })
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return {
    count: total?.count ?? 0,
    hunters: hunters.map(({ user, isFriend }) => ({ ...user, isFriend })),
  };
}

/** One hunter's profile for the viewer (null when signed out); undefined when unknown or blocked. */
export async function findHunter(
  db: Database,
  viewerId: number | null,
  id: number,
): Promise<HunterRow | undefined> {
  if (viewerId === null) {
    const row = await findUserById(db, id);
    return row && { ...row, isFriend: false };
  }
  const [found] = await db
    .select({ user: users, isFriend: friendOfViewer(viewerId) })
    .from(users)
    .where(and(eq(users.id, id), not(isBlockedWith(viewerId, users.id))))
    .limit(1);
  return found && { ...found.user, isFriend: found.isFriend };
}
