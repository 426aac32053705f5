import type { Activity } from '@marshlog/domain';

/** An activity the feed answered but its card cannot show; its id when the answer had one. */
export interface UnreadableActivity {
  readonly unreadable: true;
  readonly id: number | null;
}

/** What one feed list entry holds: an activity, or the placeholder of one that failed to read. */
export type FeedCard = Activity | UnreadableActivity;

export function isReadable(card: FeedCard): card is Activity {
  return !('unreadable' in card);
}

/** Applies `change` to the readable activity with this id, wherever it sits in a list. */
export function updateCard(
  card: FeedCard,
  activityId: number,
  change: (activity: Activity) => Activity,
): FeedCard {
  return isReadable(card) && card.id === activityId ? change(card) : card;
}
