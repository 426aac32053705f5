import {
  SHARING_POLICY_FLAG_LABELS,
  type SharingPolicy,
  type SharingPolicyVisibility,
} from '@marshlog/domain';

export type PolicyFlag = keyof typeof SHARING_POLICY_FLAG_LABELS;
export const POLICY_FLAGS = Object.keys(SHARING_POLICY_FLAG_LABELS) as PolicyFlag[];

/** What each visibility lets happen, under the select. */
export const VISIBILITY_HINTS: Record<SharingPolicyVisibility, string> = {
  public: 'Every hunter can read reports under this policy.',
  private: 'Nobody but you reads reports under this policy.',
  group: 'You and your friends can read reports under this policy.',
  user: 'Only you and the friends you pick can read reports under this policy.',
};

/** What each flag means when on, beside its switch. */
export const FLAG_HINTS: Record<PolicyFlag, string> = {
  allow_comments: 'Readers may comment and reply.',
  allow_location_sharing: 'Readers see the exact spot; otherwise only the area (about 11 km).',
  show_hunter_info: 'Readers see your name; otherwise you are an anonymous hunter.',
};

/** A flag as the policy list reads it: on or off in a few words. */
export function flagSummary(flag: PolicyFlag, on: boolean): string {
  switch (flag) {
    case 'allow_comments':
      return on ? 'Comments on' : 'Comments off';
    case 'allow_location_sharing':
      return on ? 'Exact location' : 'Area only';
    case 'show_hunter_info':
      return on ? 'Name shown' : 'Anonymous';
  }
}

export function policyFlags(policy: SharingPolicy): { flag: PolicyFlag; on: boolean }[] {
  return POLICY_FLAGS.map((flag) => ({ flag, on: policy[flag] }));
}

/** One line saying what choosing this policy means: who reads, and what the flags hold back. */
export function policyMeaning(policy: SharingPolicy): string {
  const flags = policyFlags(policy)
    .map(({ flag, on }) => flagSummary(flag, on))
    .join(' · ');
  return `${VISIBILITY_HINTS[policy.visibility]} ${flags}.`;
}
