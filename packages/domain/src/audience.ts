/**
 * Who can actually read an item or activity, as the server enforces it (DESIGN.md section 5):
 * the one mapping behind every privacy badge and card border, so a report shared with chosen
 * hunting partners never reads "Friends" on one screen and "Private" on another.
 */
import { PRIVACY_LEVELS, type PrivacyLevel } from './privacy-constants.js';

/** Narrowest first: the author only, named hunters, friends, everyone. */
export const AUDIENCES = ['private', 'partners', 'friends', 'public'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<Audience, string> = {
  private: 'Private',
  partners: 'Chosen partners',
  friends: 'Friends',
  public: 'Public',
};

/** One line each, for a badge's title and the privacy control. */
export const AUDIENCE_HINTS: Record<Audience, string> = {
  private: 'Only you can see this.',
  partners: 'Only you and the hunters chosen for it can see this.',
  friends: 'You and your friends can see this.',
  public: 'Every hunter can see this, signed in or not.',
};

/** The narrower of two audiences: an activity never reaches more than its item. */
export function narrowestAudience(first: Audience, second: Audience): Audience {
  return AUDIENCES.indexOf(first) <= AUDIENCES.indexOf(second) ? first : second;
}

/**
 * An activity's item level, as the server reads it from the item as it is now (the visibility
 * module's activityItemLevel): the item's audience, or `gone` for an item no more. Who can read a
 * report is the server's rule alone (platform/visibility/reports.ts); these tables only word it.
 */
export const ITEM_LEVEL_AUDIENCES: Readonly<Record<string, Audience>> = {
  private: 'private',
  partners: 'partners',
  friends: 'friends',
  public: 'public',
  gone: 'private',
};

/** Activity types seen by the hunters they name rather than by their level. */
export const NAMED_AUDIENCE_ACTIVITY_TYPES: readonly string[] = ['location_shared'];

/** An activity's audience: the narrower of its own level (or named hunters) and its item's. */
export function activityAudience(activity: {
  activityType: string;
  privacyLevel: PrivacyLevel;
  itemLevel: string;
}): Audience {
  const own: Audience = NAMED_AUDIENCE_ACTIVITY_TYPES.includes(activity.activityType)
    ? 'partners'
    : activity.privacyLevel;
  return narrowestAudience(own, ITEM_LEVEL_AUDIENCES[activity.itemLevel] ?? 'private');
}

/**
 * The widest level an activity's author may give it: its item's own (a report for chosen partners
 * reaches friends at most, and its policy still picks which); nothing for an item that is gone.
 */
export const ITEM_LEVEL_PRIVACY_CEILINGS: Readonly<Record<string, PrivacyLevel>> = {
  private: 'private',
  partners: 'friends',
  friends: 'friends',
  public: 'public',
  gone: 'private',
};

export function privacyCeilingOf(itemLevel: string): PrivacyLevel {
  return ITEM_LEVEL_PRIVACY_CEILINGS[itemLevel] ?? 'private';
}

/**
 * The line under the author's privacy control: what widening would do from here, or why it cannot
 * go wider (the item itself is no wider).
 */
export function privacyControlHint(level: PrivacyLevel, widest: PrivacyLevel): string {
  const wider = PRIVACY_LEVELS[PRIVACY_LEVELS.indexOf(level) + 1];
  if (wider === undefined || PRIVACY_LEVELS.indexOf(wider) > PRIVACY_LEVELS.indexOf(widest)) {
    return level === 'public'
      ? 'Everyone can see this activity.'
      : 'As wide as its item allows; widen the item to share more.';
  }
  return wider === 'friends'
    ? 'Widening to Friends shows it to your friends again.'
    : 'Widening to Public shows it to everyone, signed in or not.';
}
