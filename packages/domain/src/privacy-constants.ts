/** Limits, names, messages and rules of privacy levels; no zod here, so a screen can use them without it. */

/** Who may see an item: the owner only, the owner and accepted friends, or everyone. */
export const PRIVACY_LEVELS = ['private', 'friends', 'public'] as const;
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];

/** Items lacking a level are private (seed 001 section 9). */
export const DEFAULT_PRIVACY_LEVEL: PrivacyLevel = 'private';

export const PRIVACY_LABELS: Record<PrivacyLevel, string> = {
  private: 'Private',
  friends: 'Friends',
  public: 'Public',
};
