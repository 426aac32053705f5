/** Which list a tab of the Activity Feed shows. */
export type FeedTab = 'all' | 'friends' | 'mine' | 'public';

export interface FeedFilters {
  tab: FeedTab;
  search: string;
}

/** The feed's query keys; zod-free, so the live socket and cards can use them eagerly. */
export const feedKeys = {
  all: ['feed'] as const,
  lists: () => [...feedKeys.all, 'list'] as const,
  list: (filters: FeedFilters) => [...feedKeys.lists(), filters] as const,
  stats: () => [...feedKeys.all, 'stats'] as const,
  comments: (activityId: number) => [...feedKeys.all, 'comments', activityId] as const,
};
