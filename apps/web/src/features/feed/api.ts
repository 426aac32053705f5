import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  FEED_FRESH_MS,
  FEED_KEPT_MS,
  FEED_PAGE_SIZE,
  FEED_RETRIES,
  FEED_STATS_FRESH_MS,
  type Activity,
  type Paginated,
  type PrivacyLevel,
  type ReactionType,
} from '@marshlog/domain';
import { api } from '../../api';
import { updateCard, type FeedCard } from './feed-card';
import { browserTimeZone } from '../../lib/browser-time-zone';
import { feedKeys, type FeedFilters, type FeedTab } from './keys';
import {
  activityCommentPageSchema,
  activityCommentSchema,
  activitySchema,
  feedStatsSchema,
  parseActivityPage,
} from './schemas';

export type FeedPages = InfiniteData<Paginated<FeedCard>, number>;

const TAB_PATHS: Record<FeedTab, string> = {
  all: '/feed/',
  friends: '/feed/friends_only/',
  mine: '/feed/',
  public: '/feed/public_feed/',
};

/**
 * The Activity Feed's list for one tab, page by page (25 each); runs only for a signed-in hunter
 * (seed 000 section 6). Fresh 5 min, kept 10 min, 2 retries (section 9).
 */
export function useFeed(filters: FeedFilters, viewerId: number | null) {
  return useInfiniteQuery({
    queryKey: feedKeys.list(filters),
    queryFn: async ({ pageParam, signal }) =>
      parseActivityPage(
        await api.get(TAB_PATHS[filters.tab], {
          query: {
            page: pageParam,
            page_size: FEED_PAGE_SIZE,
            search: filters.search || undefined,
            user: filters.tab === 'mine' ? viewerId : undefined,
          },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    enabled: viewerId !== null,
    staleTime: FEED_FRESH_MS,
    gcTime: FEED_KEPT_MS,
    retry: FEED_RETRIES,
  });
}

export function useFeedStats(enabled: boolean) {
  return useQuery({
    queryKey: feedKeys.stats(),
    queryFn: ({ signal }) =>
      api.get('/feed/feed_stats/', {
        query: { tz: browserTimeZone() },
        schema: feedStatsSchema,
        signal,
      }),
    enabled,
    staleTime: FEED_STATS_FRESH_MS,
  });
}

/** Puts an activity the server answered into every feed list that holds it. */
export function replaceActivity(queryClient: QueryClient, activity: Activity): void {
  queryClient.setQueriesData<FeedPages>({ queryKey: feedKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.map((card) => updateCard(card, activity.id, () => activity)),
          })),
        }
      : data,
  );
}

export function useReact(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reaction: ReactionType | null) =>
      reaction === null
        ? api.delete(`/feed/${activityId}/react/`, { schema: activitySchema })
        : api.post(
            `/feed/${activityId}/react/`,
            { reaction_type: reaction },
            { schema: activitySchema },
          ),
    onSuccess: (activity) => replaceActivity(queryClient, activity),
  });
}

export function useUpdateActivityPrivacy(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (privacyLevel: PrivacyLevel) =>
      api.patch(
        `/feed/${activityId}/`,
        { privacy_level: privacyLevel },
        { schema: activitySchema },
      ),
    onSuccess: (activity) => replaceActivity(queryClient, activity),
  });
}

export function useActivityComments(activityId: number, open: boolean) {
  return useQuery({
    queryKey: feedKeys.comments(activityId),
    queryFn: ({ signal }) =>
      api.get(`/feed/${activityId}/comments/`, { schema: activityCommentPageSchema, signal }),
    enabled: open,
  });
}

export function useCommentOnActivity(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.post(`/feed/${activityId}/comments/`, { content }, { schema: activityCommentSchema }),
    onSuccess: async () => {
      queryClient.setQueriesData<FeedPages>({ queryKey: feedKeys.lists() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                results: page.results.map((card) =>
                  updateCard(card, activityId, (activity) => ({
                    ...activity,
                    comment_count: activity.comment_count + 1,
                  })),
                ),
              })),
            }
          : data,
      );
      // The thread's first read may still be on its way, read before this comment was stored:
      // invalidating alone would wait for that answer (a query with no data yet is not cancelled
      // by a refetch) and show the thread without the comment. Dropped first, it is read again.
      await queryClient.cancelQueries({ queryKey: feedKeys.comments(activityId) });
      await queryClient.invalidateQueries({ queryKey: feedKeys.comments(activityId) });
    },
  });
}

/** POST /social-feed/mark_viewed/; its answer is not shown (seed 000 section 7). */
export function markViewed(ids: number[]): Promise<unknown> {
  return api.post('/social-feed/mark_viewed/', { activity_ids: ids });
}
