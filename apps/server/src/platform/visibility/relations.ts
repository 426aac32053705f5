import {
  and,
  eq,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  type WithSubquery,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { friendships } from '../../db/schema.js';
import { holdsFixed } from './literals.js';

/**
 * A viewer whose friend and block sets one statement resolves once, in its `viewer_ties` CTE
 * (`viewerWithTies`), for statements whose rules read them many times over (the feed's first page
 * read the friend set in five places and the block set in four, each its own pair of index probes
 * and plan nodes). In SQL it is the viewer's id, so every rule takes it where it takes an id.
 */
export class ViewerWithTies implements SQLWrapper {
  constructor(
    readonly id: number | Placeholder,
    readonly ties: WithSubquery,
  ) {}

  getSQL(): SQL {
    return sql`${this.id}`;
  }

  /** Written as the bare id, exactly as a placeholder is. */
  shouldOmitSQLParens(): boolean {
    return true;
  }
}

/**
 * The viewer in SQL: their id, or a placeholder a prepared statement fills in at each call
 * (signed out is decided when the statement is built, as null), or either with their ties
 * resolved once for the statement, or a column of the statement (an event's candidate receivers,
 * each judged by the same rules, `audience.ts`).
 */
export type ViewerRef = number | Placeholder | ViewerWithTies | SQL;

/**
 * SQL: the ids of the users whose friendship row with the viewer has this status, as an array
 * computed once per query. It is uncorrelated, so PostgreSQL runs it as one InitPlan (two index
 * probes on the friendship indexes) and checks each item's owner against the array, instead of
 * probing the friendships table once per row (DESIGN.md section 5: planned for size).
 */
function counterpartIds(viewerId: number | Placeholder | SQL, status: 'accepted' | 'blocked'): SQL {
  // The viewer is bound once; PostgreSQL folds `v` into the statement, so both index probes keep it.
  return sql`array(select case when f.from_user_id = v.id then f.to_user_id else f.from_user_id end
    from ${friendships} f, (select ${viewerId}::int as id) v
    where ${holdsFixed(sql`f.status`, status)} and (f.from_user_id = v.id or f.to_user_id = v.id))`;
}

/** SQL: an id array of the statement's `viewer_ties` row (the cast makes `= any` read it as one). */
const tiedIds = (viewer: ViewerWithTies, column: 'friend_ids' | 'blocked_ids') =>
  sql`(select ${sql.identifier(column)} from ${viewer.ties})::int[]`;

/** SQL: the viewer's accepted friends' ids, resolved once per query. */
export function friendIdsOf(viewerId: ViewerRef): SQL {
  if (viewerId instanceof ViewerWithTies) return tiedIds(viewerId, 'friend_ids');
  return counterpartIds(viewerId, 'accepted');
}

/** SQL: the ids of users the viewer has blocked or been blocked by, resolved once per query. */
export function blockedIdsOf(viewerId: ViewerRef): SQL {
  if (viewerId instanceof ViewerWithTies) return tiedIds(viewerId, 'blocked_ids');
  return counterpartIds(viewerId, 'blocked');
}

/**
 * The viewer with their friend and block sets resolved once for a whole statement: the statement
 * declares `ties` first in its WITH list, and every rule given `viewer` reads the sets from it.
 */
function viewerWithTies(db: Database, viewerId: number | Placeholder) {
  const ties = db.$with('viewer_ties', {}).as(
    sql`select ${counterpartIds(viewerId, 'accepted')} as friend_ids,
      ${counterpartIds(viewerId, 'blocked')} as blocked_ids`,
  );
  return { ties, viewer: new ViewerWithTies(viewerId, ties) };
}

/**
 * A statement's viewer (null signed out), with the WITH list that resolves a hunter's ties first
 * (`viewerWithTies`): `db.with(...ties)` declares it, and the rules given `viewer` read it.
 */
export function statementViewer(
  db: Database,
  viewerId: number | Placeholder | null,
): { viewer: ViewerWithTies | null; ties: WithSubquery[] } {
  if (viewerId === null) return { viewer: null, ties: [] };
  const { ties, viewer } = viewerWithTies(db, viewerId);
  return { viewer, ties: [ties] };
}

/** SQL: the user in `userColumn` and the viewer are accepted friends. */
export function isFriendOf(viewerId: ViewerRef, column: AnyPgColumn | SQL): SQL {
  return sql`${column} = any(${friendIdsOf(viewerId)})`;
}

/** SQL: either of the viewer and the user in `userColumn` has blocked the other. */
export function isBlockedWith(viewerId: ViewerRef, column: AnyPgColumn | SQL): SQL {
  return sql`${column} = any(${blockedIdsOf(viewerId)})`;
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

/** How a viewer stands to the owner of an item; decides which privacy levels they may see. */
export type OwnerRelation = 'owner' | 'friend' | 'blocked' | 'other' | 'signed-out';

/** Facts about the viewer and an item's owner, usually selected with the item itself. */
export interface OwnerTies {
  isFriend: boolean;
  isBlocked: boolean;
}

export function ownerRelation(
  viewerId: number | null,
  ownerId: number,
  ties: OwnerTies,
): OwnerRelation {
  if (viewerId === null) return 'signed-out';
  if (viewerId === ownerId) return 'owner';
  if (ties.isBlocked) return 'blocked';
  return ties.isFriend ? 'friend' : 'other';
}

/** The ties as SQL select expressions, so an item and its owner relation load in one query. */
export function ownerTiesSelection(viewerId: ViewerRef | null, ownerColumn: AnyPgColumn) {
  return {
    isFriend: (viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`${isFriendOf(viewerId, ownerColumn)}`
    ).mapWith(Boolean),
    isBlocked: (viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`${isBlockedWith(viewerId, ownerColumn)}`
    ).mapWith(Boolean),
  };
}

/**
 * The privacy rule of DESIGN.md section 5 for one item: private is the owner's, friends adds
 * accepted friends (a block ends the friendship), public is everyone's. Unknown levels deny.
 */
export function privacyLevelAllows(level: string, relation: OwnerRelation): boolean {
  if (relation === 'owner') return true;
  if (level === 'public') return true;
  if (level === 'friends') return relation === 'friend';
  return false;
}

/** The same rule as a SQL condition, for lists and maps: filter in the database. */
export function privacyLevelVisibleTo(
  viewerId: ViewerRef | null,
  item: { owner: AnyPgColumn | SQL; privacyLevel: AnyPgColumn },
): SQL {
  const everyone = holdsFixed(item.privacyLevel, 'public');
  if (viewerId === null) return everyone;
  return sql`(${item.owner} = ${viewerId} or ${everyone} or (${holdsFixed(item.privacyLevel, 'friends')} and ${isFriendOf(viewerId, item.owner)}))`;
}
