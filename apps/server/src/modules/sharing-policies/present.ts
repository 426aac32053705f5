import { sharingPolicyVisibilitySchema, type SharingPolicy } from '@marshlog/domain';
import { presentUser, type OwnerRow } from '../users/index.js';
import type { AllowedUserRow } from './queries.js';
import type { PolicyRow } from './rules.js';
import { isoTime } from '../../platform/iso-time.js';

/** The sharing policy JSON (seed 000 section 3), for its owner, the only one who sees it. */
export function presentPolicy(
  policy: PolicyRow,
  owner: OwnerRow,
  allowed: readonly AllowedUserRow[],
): SharingPolicy {
  return {
    id: policy.id,
    name: policy.name,
    description: policy.description,
    visibility: sharingPolicyVisibilitySchema.parse(policy.visibility),
    allow_comments: policy.allowComments,
    allow_location_sharing: policy.allowLocationSharing,
    show_hunter_info: policy.showHunterInfo,
    created_by: presentUser(owner, { showEmail: true }),
    created_at: isoTime(policy.createdAt),
    allowed_users: allowed
      .filter((row) => row.policyId === policy.id)
      .map((row) => presentUser(row.user, { showEmail: row.isFriend })),
  };
}
