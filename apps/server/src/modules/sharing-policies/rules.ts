import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { reports, sharingPolicies, sharingPolicyAllowedUsers, users } from '../../db/schema.js';
import { fieldError } from '../../platform/errors.js';
import { friendIdsOf } from '../../platform/visibility/index.js';

/*
 * The writes of a sharing policy and its allowed users. What a policy means for its reports is
 * the visibility module's (platform/visibility/reports.ts), which reads each report's policy where
 * it lives, so a change to a policy holds for its reports at once.
 */

export type PolicyRow = typeof sharingPolicies.$inferSelect;

/** One of the owner's own policies, or undefined (someone else's counts as missing). */
export async function findOwnPolicy(
  db: Database,
  ownerId: number,
  policyId: number,
): Promise<PolicyRow | undefined> {
  const [policy] = await db
    .select()
    .from(sharingPolicies)
    .where(and(eq(sharingPolicies.id, policyId), eq(sharingPolicies.userId, ownerId)))
    .limit(1);
  return policy;
}

/** 400 on `field` unless every id is an accepted friend of the owner (a block is no friendship). */
export async function requireFriends(
  db: Database,
  ownerId: number,
  userIds: readonly number[],
  field: string,
  message: string,
): Promise<void> {
  if (userIds.length === 0) return;
  if (userIds.includes(ownerId)) throw fieldError(field, message);
  const friends = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), sql`${users.id} = any(${friendIdsOf(ownerId)})`));
  if (friends.length !== new Set(userIds).size) throw fieldError(field, message);
}

/** Replaces a policy's allowed users (already checked to be friends). */
export async function replaceAllowedUsers(
  tx: Database,
  policyId: number,
  userIds: readonly number[],
): Promise<void> {
  await tx
    .delete(sharingPolicyAllowedUsers)
    .where(eq(sharingPolicyAllowedUsers.policyId, policyId));
  if (userIds.length === 0) return;
  await tx
    .insert(sharingPolicyAllowedUsers)
    .values(userIds.map((userId) => ({ policyId, userId })));
}

/** Before a policy goes: its reports become private and lose the policy (DESIGN.md section 5). */
export async function releaseReportsOf(tx: Database, policyId: number): Promise<void> {
  await tx
    .update(reports)
    .set({ sharingPolicyId: null, privacyLevel: 'private', updatedAt: new Date() })
    .where(eq(reports.sharingPolicyId, policyId));
}

export interface NewPolicy {
  name: string;
  description: string;
  visibility: string;
  allow_comments: boolean;
  allow_location_sharing: boolean;
  show_hunter_info: boolean;
  allowed_users: readonly number[];
}

/** Inserts a policy and its allowed users (the caller checked they are friends). */
export async function insertPolicy(
  tx: Database,
  ownerId: number,
  input: NewPolicy,
): Promise<PolicyRow> {
  const [policy] = await tx
    .insert(sharingPolicies)
    .values({
      userId: ownerId,
      name: input.name,
      description: input.description,
      visibility: input.visibility,
      allowComments: input.allow_comments,
      allowLocationSharing: input.allow_location_sharing,
      showHunterInfo: input.show_hunter_info,
    })
    .returning();
  if (!policy) throw new Error('insert into sharing_policies returned no row');
  await replaceAllowedUsers(tx, policy.id, input.allowed_users);
  return policy;
}
