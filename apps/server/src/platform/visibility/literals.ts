import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  FRIENDSHIP_STATUSES,
  PRIVACY_LEVELS,
  type FriendshipStatus,
  type PrivacyLevel,
} from '@marshlog/domain';

const FIXED_VALUES: ReadonlySet<string> = new Set<string>([
  ...PRIVACY_LEVELS,
  ...FRIENDSHIP_STATUSES,
]);

/**
 * A privacy level or friendship status written into the SQL text, not bound: the values come from
 * the domain's fixed enums (never from a request), and as literals PostgreSQL can estimate their
 * rows in a generic plan, so the prepared visibility statements stop being re-planned at each
 * call (a bound 'public' left the planner guessing a third of the rows).
 */
export function fixedLiteral(value: PrivacyLevel | FriendshipStatus): SQL {
  if (!FIXED_VALUES.has(value)) throw new Error(`not a fixed enum value: ${value}`);
  return sql.raw(`'${value}'`);
}

/** SQL: the column holds this privacy level or friendship status, as a literal. */
export function holdsFixed(column: AnyPgColumn | SQL, value: PrivacyLevel | FriendshipStatus): SQL {
  return sql`${column} = ${fixedLiteral(value)}`;
}
