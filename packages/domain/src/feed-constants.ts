/** Limits, names and messages of the activity feed (seed 000); no zod here, so screens use them freely. */

export const ACTIVITY_TYPES = [
  'hunt_created',
  'hunt_shared',
  'hunt_updated',
  'successful_hunt',
  'hunt_comment',
  'location_created',
  'location_shared',
  'location_updated',
  'bird_harvested',
  'friend_added',
  'profile_updated',
  'report_created',
  /** A friend accepted a place in a hunt's party (issue 27): the owner's hunt, in their own feed. */
  'party_joined',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** What an activity is about, for its link (url_data.type). */
export const ACTIVITY_CONTENT_TYPES = ['hunt', 'location', 'report', 'friendship', 'user'] as const;
export type ActivityContentType = (typeof ACTIVITY_CONTENT_TYPES)[number];

export const REACTION_TYPES = ['like', 'love', 'celebration', 'target'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export const REACTION_LABELS: Record<ReactionType, string> = {
  like: 'Like',
  love: 'Love',
  celebration: 'Celebrate',
  target: 'Great Shot',
};

export const FEED_PAGE_SIZE = 25;
/**
 * Feed lists count at most this many activities (four pages of 25); pages go on past it, and a
 * deeper page counts what it has seen. A busy feed's count is a lower bound at any cap (the exact
 * count of a whole site's feed costs seconds), and the first page walks its list up to the cap:
 * at 250 that walk was 40% of the feed's database time at 64 concurrent hunters (issue 10's
 * benchmark), for a number that reads as "lots" either way.
 */
export const FEED_COUNT_CAP = 100;
export const FEED_ORDERINGS = ['created_at', '-created_at'] as const;
export const ACTIVITY_COMMENT_MAX_LENGTH = 1000;
export const ACTIVITY_COMMENTS_PAGE_SIZE = 50;
export const MARK_VIEWED_LIMIT = 10;
export const MARK_VIEWED_MAX_IDS = 100;
export const FEED_SEARCH_DEBOUNCE_MS = 300;
export const FEED_SCROLL_MARGIN_PX = 100;
export const FEED_RECONNECT_DELAY_MS = 3000;
export const FEED_RECONNECT_ATTEMPTS = 10;
export const FEED_FRESH_MS = 5 * 60 * 1000;
export const FEED_KEPT_MS = 10 * 60 * 1000;
export const FEED_RETRIES = 2;
export const FEED_STATS_FRESH_MS = 2 * 60 * 1000;

export const FEED_MESSAGES = {
  reactionInvalid: 'Reaction must be one of like, love, celebration, target',
  activityTypeInvalid: 'Unknown activity type',
  commentRequired: 'Comment cannot be blank',
  commentTooLong: `Comment cannot exceed ${ACTIVITY_COMMENT_MAX_LENGTH} characters`,
  privacyOnlyNarrows: 'An activity can be seen no more widely than its item',
  activityIdsRequired: 'activity_ids must list activity ids',
} as const;

/** User-visible text of the Activity Feed screen and card (seed 000 sections 2 and 8). */
export const FEED_TEXTS = {
  title: 'Activity Feed',
  tabAll: 'All Activities',
  tabFriends: 'Friends',
  tabMine: 'My Activities',
  tabPublic: 'Discover',
  searchPlaceholder: 'Search activities...',
  refresh: 'Refresh',
  live: 'Live',
  connecting: 'Connecting',
  offline: 'Offline',
  liveSwitch: 'Live feed',
  /** The title of a live socket's refusal (a reaction or comment past the write budget). */
  liveWriteRefused: 'Not saved',
  /** Whose activity the stats card counts (issue 29 item 6): the hunter's own, as My Activities lists it. */
  statsHeading: 'Your activities',
  statsTotal: 'Total',
  statsWeek: 'This Week',
  statsMonth: 'This Month',
  statsMostActive: 'Most active',
  found: '{n} activities found',
  /** What each tab's "{n} activities found" counts, said beside it. */
  foundIn: {
    all: 'Activities in your feed',
    friends: "Your friends' activities",
    mine: 'Your activities',
    public: 'Public activities',
  },
  loadMore: 'Load More',
  emptyFriends: 'No friend activities yet',
  findFriends: 'Find Friends',
  emptyMine: 'No activities yet',
  createHunt: 'Create Hunt',
  emptyPublic: 'No public activities',
  emptyAny: 'No activities available',
  loadFailed: 'Failed to load activities',
  tryAgain: 'Try Again',
  feedFailedDefault: 'Something went wrong while loading the activity feed.',
  invalidResponse: 'Invalid API response structure',
  invalidActivity: 'Activity data unavailable',
  signInToReact: 'Sign in to react and comment',
  unknownUser: 'Unknown user',
  justNow: 'just now',
  comments: 'Comments',
  commentPlaceholder: 'Write a comment...',
  postComment: 'Post',
  share: 'Share',
  linkCopied: 'Link copied',
  privacyControl: 'Change who sees this activity',
  connectionError: 'Connection error',
  failedToConnect: 'Failed to connect',
  failedToParse: 'Failed to parse message',
  /** A location_shared card's summary for a hunter it was shared with (its author sees every name). */
  sharedWithYou: 'Shared with you',
} as const;

/** The card title by activity type (seed 000 section 2: "Title chosen by activity type"). */
export const ACTIVITY_TITLES: Record<ActivityType, string> = {
  hunt_created: 'logged a hunt',
  hunt_shared: 'shared a hunt',
  hunt_updated: 'updated a hunt',
  successful_hunt: 'had a successful hunt',
  hunt_comment: 'commented on a hunt',
  location_created: 'saved a new location',
  location_shared: 'shared a location',
  location_updated: 'updated a location',
  bird_harvested: 'harvested a bird',
  friend_added: 'made a new friend',
  profile_updated: 'updated their profile',
  report_created: 'posted a field report',
  party_joined: 'joined a hunting party',
};

/** A readable name of an activity type, e.g. "Hunt Created", for the stats card. */
export function activityTypeLabel(type: string): string {
  return type
    .split('_')
    .map((word) => (word.length > 0 ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/**
 * Relative time of seed 000 section 2: "just now", "Nm ago", "Nh ago", "Nd ago", otherwise a date
 * (after 7 days).
 */
export function relativeActivityTime(createdAt: string, now: Date = new Date()): string {
  const then = new Date(createdAt);
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return FEED_TEXTS.justNow;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return then.toLocaleDateString();
}

/** Initials of a display name for the avatar fallback, e.g. "Ann Teal" → "AT". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
