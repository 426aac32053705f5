import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isFriendOf, type ViewerRef } from './relations.js';

/** Whose items a list asks for; 'all' (or none) leaves the visibility condition alone. */
export type OwnerScope = 'all' | 'mine' | 'friends';

/** SQL that matches no row: a signed-out viewer has no items, friends or shares of their own. */
export const noRows: SQL = sql`false`;

/**
 * SQL narrowing a list to the viewer's own items or their accepted friends' items. It only
 * narrows: callers AND it with the visibility condition, so a friend's private item stays out.
 */
export function ownerScopeCondition(
  viewerId: ViewerRef | null,
  scope: OwnerScope | undefined,
  ownerColumn: AnyPgColumn,
): SQL | undefined {
  if (scope === undefined || scope === 'all') return undefined;
  if (viewerId === null) return noRows;
  return scope === 'mine' ? eq(ownerColumn, viewerId) : isFriendOf(viewerId, ownerColumn);
}
