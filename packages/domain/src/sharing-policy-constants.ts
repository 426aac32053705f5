/** Limits, names, messages and rules of sharing policies; no zod here, so a screen can use them without it. */

/**
 * Who a policy lets read a report beyond its privacy level (DESIGN.md section 5): everyone,
 * nobody more (`private`), the owner's friends (`group`), or the friends in `allowed_users` (`user`).
 */
export const SHARING_POLICY_VISIBILITIES = ['public', 'private', 'group', 'user'] as const;
export type SharingPolicyVisibility = (typeof SHARING_POLICY_VISIBILITIES)[number];
export const DEFAULT_SHARING_POLICY_VISIBILITY: SharingPolicyVisibility = 'private';

export const SHARING_POLICY_VISIBILITY_LABELS: Record<SharingPolicyVisibility, string> = {
  public: 'Everyone',
  private: 'Only Me',
  group: 'My Friends',
  user: 'Chosen hunting partners',
};

/** The three flags, held for everyone but the author (DESIGN.md section 5). */
export const SHARING_POLICY_FLAG_LABELS = {
  allow_comments: 'Allow comments',
  allow_location_sharing: 'Share exact location',
  show_hunter_info: 'Show my name',
} as const;

export const SHARING_POLICY_NAME_MAX_LENGTH = 100;
export const SHARING_POLICY_DESCRIPTION_MAX_LENGTH = 500;
export const SHARING_POLICY_MAX_ALLOWED_USERS = 50;
export const SHARING_POLICIES_PAGE_SIZE = 20;
/** POST /sharing-policies/{id}/duplicate/ names the copy '<name> (copy)'. */
export const SHARING_POLICY_COPY_SUFFIX = ' (copy)';

export const SHARING_POLICY_MESSAGES = {
  nameRequired: 'Policy name is required',
  nameTooLong: `Policy name cannot exceed ${SHARING_POLICY_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `Description cannot exceed ${SHARING_POLICY_DESCRIPTION_MAX_LENGTH} characters`,
  visibilityInvalid: 'Visibility must be public, private, group or user',
  allowedUsersFriendsOnly: 'allowed_users: you can only allow your friends',
  allowedUsersSelf: 'allowed_users: you always see your own reports; leave yourself out',
  allowedUsersTooMany: `A policy can allow at most ${SHARING_POLICY_MAX_ALLOWED_USERS} hunters`,
  allowedUsersDuplicate: 'Each hunter may appear only once',
} as const;

export const SHARING_POLICY_ORDERINGS = ['name', '-name', 'created_at', '-created_at'] as const;
export type SharingPolicyOrdering = (typeof SHARING_POLICY_ORDERINGS)[number];
export const DEFAULT_SHARING_POLICY_ORDERING: SharingPolicyOrdering = 'name';

/** The copy's name, cut so it still fits the name limit. */
export function duplicatePolicyName(name: string): string {
  return (
    name.slice(0, SHARING_POLICY_NAME_MAX_LENGTH - SHARING_POLICY_COPY_SUFFIX.length) +
    SHARING_POLICY_COPY_SUFFIX
  );
}
