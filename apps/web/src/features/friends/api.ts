import { notificationKeys } from '../notifications/keys';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  FRIENDSHIPS_PAGE_SIZE,
  MAX_PAGE_SIZE,
  friendshipSchema,
  paginatedSchema,
  userSchema,
  type Friendship,
  type FriendshipAction,
  type FriendshipDirection,
  type FriendshipStatus,
} from '@marshlog/domain';
import { api, authKeys } from '../../api';

const friendshipPageSchema = paginatedSchema(friendshipSchema);
const hunterPageSchema = paginatedSchema(userSchema);

export const HUNTER_SEARCH_PAGE_SIZE = 20;

export interface FriendshipFilters {
  status?: FriendshipStatus;
  direction?: FriendshipDirection;
  page: number;
  page_size?: number;
}

export const friendshipKeys = {
  all: ['friendships'] as const,
  lists: () => [...friendshipKeys.all, 'list'] as const,
  list: (filters: FriendshipFilters) => [...friendshipKeys.lists(), filters] as const,
  /** Every row the viewer is party to, for the buttons beside search results. */
  relations: () => [...friendshipKeys.all, 'relations'] as const,
  /** Every accepted friend, all pages. */
  friends: () => [...friendshipKeys.all, 'friends'] as const,
};

export const hunterKeys = {
  all: ['users', 'search'] as const,
  search: (search: string, page: number) => [...hunterKeys.all, { search, page }] as const,
};

/** One page of the viewer's friendships, filtered by status and direction. */
export function useFriendships(filters: FriendshipFilters) {
  return useQuery({
    queryKey: friendshipKeys.list(filters),
    queryFn: () =>
      api.get('/friendships/', {
        query: { ...filters, page_size: filters.page_size ?? FRIENDSHIPS_PAGE_SIZE },
        schema: friendshipPageSchema,
      }),
  });
}

/** All accepted friends (every page), e.g. to pick whom to share a location with. */
export function useAllFriends() {
  return useQuery({
    queryKey: friendshipKeys.friends(),
    queryFn: () => fetchAllFriendships('accepted'),
  });
}

/** Every friendship row the viewer may see, whatever its status. */
export function useFriendRelations() {
  return useQuery({ queryKey: friendshipKeys.relations(), queryFn: () => fetchAllFriendships() });
}

async function fetchAllFriendships(status?: FriendshipStatus): Promise<Friendship[]> {
  const rows: Friendship[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get('/friendships/', {
      query: { status, page, page_size: MAX_PAGE_SIZE },
      schema: friendshipPageSchema,
    });
    rows.push(...answer.results);
    if (!answer.next || answer.results.length === 0) return rows;
  }
}

/** Hunters whose name or username contains `search`; idle while the search is blank. */
export function useHunterSearch(search: string, page: number) {
  const term = search.trim();
  return useQuery({
    queryKey: hunterKeys.search(term, page),
    queryFn: () =>
      api.get('/users/', {
        query: { search: term, page, page_size: HUNTER_SEARCH_PAGE_SIZE },
        schema: hunterPageSchema,
      }),
    enabled: term.length > 0,
    placeholderData: (previous) => previous,
  });
}

/**
 * A friendship decides who sees which hunts, locations and reports, so after one changes every
 * cached item may be out of date (only the session itself is not).
 */
async function refreshAfterFriendshipChange(queryClient: QueryClient) {
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== authKeys.all[0],
  });
}

export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (toUser: number) =>
      api.post('/friendships/', { to_user: toUser }, { schema: friendshipSchema }),
    onSuccess: (friendship) => {
      // The search result turns to "Requested" at once, not after the refetch.
      queryClient.setQueryData<Friendship[]>(
        friendshipKeys.relations(),
        (rows) => rows && [friendship, ...rows],
      );
      return queryClient.invalidateQueries({ queryKey: friendshipKeys.all });
    },
  });
}

export interface FriendshipActionInput {
  id: number;
  action: FriendshipAction;
}

/** Accept, decline or block one friendship row. */
export function useFriendshipAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: FriendshipActionInput) =>
      api.post(`/friendships/${id}/${action}/`, undefined, { schema: friendshipSchema }),
    onSuccess: (_friendship, { action }) =>
      Promise.all([
        action === 'decline'
          ? queryClient.invalidateQueries({ queryKey: friendshipKeys.all })
          : refreshAfterFriendshipChange(queryClient),
        // The server read the request's notification with the answer: the bell drops.
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}

/** Unfriend, cancel a sent request, or lift a block: the row goes away. */
export function useEndFriendship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/friendships/${id}/`),
    onSuccess: () => refreshAfterFriendshipChange(queryClient),
  });
}
