import { eq, sql } from 'drizzle-orm';
import {
  duplicatePolicyName,
  SHARING_POLICY_MESSAGES,
  type SharingPolicy,
  type SharingPolicyCreate,
  type SharingPolicyListQuery,
  type SharingPolicyUpdate,
} from '@marshlog/domain';
import type { Database } from '../../db/client.js';
import { sharingPolicies, sharingPolicyAllowedUsers } from '../../db/schema.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { friendIdsOf } from '../../platform/visibility/index.js';
import { presentPolicy } from './present.js';
import { findAllowedUsers, findOwner, findOwnPolicies } from './queries.js';
import {
  findOwnPolicy,
  insertPolicy,
  releaseReportsOf,
  replaceAllowedUsers,
  requireFriends,
  type PolicyRow,
} from './rules.js';

/** A hunter sees and uses only their own policies: anyone else's answers 404. */
async function requireOwnPolicy(db: Database, ownerId: number, policyId: number) {
  const policy = await findOwnPolicy(db, ownerId, policyId);
  if (!policy) throw notFound();
  return policy;
}

/** allowed_users may hold only the owner's friends, never the owner. */
async function checkAllowedUsers(db: Database, ownerId: number, userIds: readonly number[]) {
  if (userIds.includes(ownerId)) {
    throw fieldError('allowed_users', SHARING_POLICY_MESSAGES.allowedUsersSelf);
  }
  await requireFriends(
    db,
    ownerId,
    userIds,
    'allowed_users',
    SHARING_POLICY_MESSAGES.allowedUsersFriendsOnly,
  );
}

async function readPolicies(
  db: Database,
  ownerId: number,
  policies: readonly PolicyRow[],
): Promise<SharingPolicy[]> {
  const owner = await findOwner(db, ownerId);
  const allowed = await findAllowedUsers(
    db,
    ownerId,
    policies.map((policy) => policy.id),
  );
  return policies.map((policy) => presentPolicy(policy, owner, allowed));
}

async function readPolicy(db: Database, ownerId: number, policy: PolicyRow) {
  const [presented] = await readPolicies(db, ownerId, [policy]);
  if (!presented) throw notFound();
  return presented;
}

export async function listPolicies(
  db: Database,
  ownerId: number,
  query: SharingPolicyListQuery,
): Promise<{ count: number; results: SharingPolicy[] }> {
  const { count, rows } = await findOwnPolicies(db, ownerId, query);
  return { count, results: await readPolicies(db, ownerId, rows) };
}

export async function getPolicy(db: Database, ownerId: number, policyId: number) {
  return readPolicy(db, ownerId, await requireOwnPolicy(db, ownerId, policyId));
}

export async function createPolicy(
  db: Database,
  ownerId: number,
  input: SharingPolicyCreate,
): Promise<SharingPolicy> {
  return db.transaction(async (tx) => {
    await checkAllowedUsers(tx, ownerId, input.allowed_users);
    return readPolicy(tx, ownerId, await insertPolicy(tx, ownerId, input));
  });
}

/** Changes a policy and, in the same transaction, what it means for every report under it. */
export async function updatePolicy(
  db: Database,
  ownerId: number,
  policyId: number,
  changes: SharingPolicyUpdate,
): Promise<SharingPolicy> {
  return db.transaction(async (tx) => {
    await requireOwnPolicy(tx, ownerId, policyId);
    if (changes.allowed_users) {
      await checkAllowedUsers(tx, ownerId, changes.allowed_users);
      await replaceAllowedUsers(tx, policyId, changes.allowed_users);
    }
    const [policy] = await tx
      .update(sharingPolicies)
      .set({
        name: changes.name,
        description: changes.description,
        visibility: changes.visibility,
        allowComments: changes.allow_comments,
        allowLocationSharing: changes.allow_location_sharing,
        showHunterInfo: changes.show_hunter_info,
        updatedAt: sql`now()`,
      })
      .where(eq(sharingPolicies.id, policyId))
      .returning();
    if (!policy) throw notFound();
    return readPolicy(tx, ownerId, policy);
  });
}

/** Deletes a policy; the reports under it become private, in the same transaction. */
export async function deletePolicy(db: Database, ownerId: number, policyId: number) {
  await db.transaction(async (tx) => {
    await requireOwnPolicy(tx, ownerId, policyId);
    await releaseReportsOf(tx, policyId);
    await tx.delete(sharingPolicies).where(eq(sharingPolicies.id, policyId));
  });
}

/** A copy named '<name> (copy)', allowing those of the original's hunters who are still friends. */
export async function duplicatePolicy(
  db: Database,
  ownerId: number,
  policyId: number,
): Promise<SharingPolicy> {
  return db.transaction(async (tx) => {
    const original = await requireOwnPolicy(tx, ownerId, policyId);
    const stillFriends = await tx
      .select({ id: sharingPolicyAllowedUsers.userId })
      .from(sharingPolicyAllowedUsers)
      .where(
        sql`${sharingPolicyAllowedUsers.policyId} = ${policyId}
          and ${sharingPolicyAllowedUsers.userId} = any(${friendIdsOf(ownerId)})`,
      );
    const copy = await insertPolicy(tx, ownerId, {
      name: duplicatePolicyName(original.name),
      description: original.description,
      visibility: original.visibility,
      allow_comments: original.allowComments,
      allow_location_sharing: original.allowLocationSharing,
      show_hunter_info: original.showHunterInfo,
      allowed_users: stillFriends.map((row) => row.id),
    });
    return readPolicy(tx, ownerId, copy);
  });
}
