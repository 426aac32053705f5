import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SharingPolicyListQuery, SharingPolicyOrdering } from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { sharingPolicies, sharingPolicyAllowedUsers, users } from '../../db/schema.js';
import { isFriendOf } from '../../platform/visibility/index.js';
import { ownerColumns, type OwnerRow } from '../users/index.js';
import type { PolicyRow } from './rules.js';

const orderings: Record<SharingPolicyOrdering, SQL[]> = {
  name: [asc(sql`lower(${sharingPolicies.name})`), asc(sharingPolicies.id)],
  '-name': [desc(sql`lower(${sharingPolicies.name})`), desc(sharingPolicies.id)],
  created_at: [asc(sharingPolicies.createdAt), asc(sharingPolicies.id)],
  '-created_at': [desc(sharingPolicies.createdAt), desc(sharingPolicies.id)],
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** One page of the owner's own policies. */
export async function findOwnPolicies(
  db: Database,
  ownerId: number,
  query: SharingPolicyListQuery,
): Promise<{ count: number; rows: PolicyRow[] }> {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where = and(
    eq(sharingPolicies.userId, ownerId),
    pattern
      ? or(ilike(sharingPolicies.name, pattern), ilike(sharingPolicies.description, pattern))
      : undefined,
  );
  const [total] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(sharingPolicies)
    .where(where);
  const rows = await db
    .select()
    .from(sharingPolicies)
    .where(where)
    .orderBy(...orderings[query.ordering])
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: total?.count ?? 0, rows };
}

export interface AllowedUserRow {
  policyId: number;
  user: OwnerRow;
  /** Still the owner's accepted friend, so their email may show. */
  isFriend: boolean;
}

/** The allowed users of the given policies (one query for a page), by name. */
export function findAllowedUsers(
  db: Database,
  ownerId: number,
  policyIds: readonly number[],
): Promise<AllowedUserRow[]> {
  if (policyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      policyId: sharingPolicyAllowedUsers.policyId,
      user: ownerColumns,
      isFriend: sql<boolean>`${isFriendOf(ownerId, users.id)}`.mapWith(Boolean),
    })
    .from(sharingPolicyAllowedUsers)
    .innerJoin(users, eq(users.id, sharingPolicyAllowedUsers.userId))
    .where(inArray(sharingPolicyAllowedUsers.policyId, [...policyIds]))
    .orderBy(asc(users.name), asc(users.id));
}

/** The policy owner's own user row. */
export async function findOwner(db: Database, ownerId: number): Promise<OwnerRow> {
  const [owner] = await db.select(ownerColumns).from(users).where(eq(users.id, ownerId)).limit(1);
  if (!owner) throw new Error(`user ${ownerId} not found`);
  return owner;
}
