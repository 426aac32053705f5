import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  DEFAULT_BIRD_GENDER,
  HUNT_PAGE_SIZE,
  birdGenderLabel,
  huntDayName,
  outboxBirdAddedTitle,
  outboxBirdRemovedTitle,
  speciesLabel,
  type Bird,
  type BirdEntryInput,
  type Hunt,
  type HuntCreateInput,
} from '@marshlog/domain';
import { api } from '../../api';
import { createOrQueue, isQueued, type QueuedCreate } from '../offline/create-or-queue';
import { takeEarlyHuntList } from './early-list';
import { filtersFromSearch, hasValidDateRange, type HuntFilters } from './hunt-filters';
import { huntPageSchema, huntSchema } from './schemas';

export const huntKeys = {
  all: ['hunts'] as const,
  lists: () => [...huntKeys.all, 'list'] as const,
  list: (filters: HuntFilters) => [...huntKeys.lists(), filters] as const,
  details: () => [...huntKeys.all, 'detail'] as const,
  detail: (id: number) => [...huntKeys.details(), id] as const,
};

/**
 * One page of the hunts the viewer may see, by the list's filters. The first fetch takes over
 * index.html's early request for the list when it asked the same (early-list.ts).
 */
const huntListQuery = (filters: HuntFilters) => {
  const query = { ...filters, page_size: HUNT_PAGE_SIZE };
  return queryOptions({
    queryKey: huntKeys.list(filters),
    queryFn: async ({ signal }) =>
      (await takeEarlyHuntList(query)) ??
      api.get('/hunts/', { query, schema: huntPageSchema, signal }),
  });
};

/** One page of the hunts the viewer may see; the previous page stays on screen while the next loads. */
export function useHunts(filters: HuntFilters) {
  return useQuery({
    ...huntListQuery(filters),
    placeholderData: keepPreviousData,
    enabled: hasValidDateRange(filters),
  });
}

/**
 * Starts loading the hunts screen's list for the filters in the address, while the screen's
 * code loads (see app/routes.tsx): the same key and fetcher as useHunts, so the screen finds it.
 */
export async function prefetchHuntList(queryClient: QueryClient, search: URLSearchParams) {
  const filters = filtersFromSearch(search);
  if (hasValidDateRange(filters)) await queryClient.prefetchQuery(huntListQuery(filters));
}

export function useHunt(id: number) {
  return useQuery({
    queryKey: huntKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/hunts/${id}/`, { schema: huntSchema, signal }),
  });
}

/**
 * After a change the server answers with the whole hunt: it becomes the detail, and lists refetch.
 * A create kept in the outbox (no network) has no answer yet: the lists show it from there.
 */
export function useHuntChange<TVariables>(
  change: (variables: TVariables) => Promise<Hunt | QueuedCreate>,
  failure?: string,
  scope?: { id: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // With no network the change waits in the outbox: the mutation must run, not pause.
    networkMode: 'always',
    // The form shows the failure; the log keeps its context for whoever debugs it (seed 001 section 8).
    onError: failure ? (error) => console.error(failure, error) : undefined,
    onSuccess: async (hunt) => {
      if (isQueued(hunt)) return;
      queryClient.setQueryData(huntKeys.detail(hunt.id), hunt);
      await queryClient.invalidateQueries({ queryKey: huntKeys.lists() });
    },
    scope,
  });
}

/**
 * One queue per hunt for its bird changes: quick taps, removals and Undo run one after another,
 * so each answer (the whole hunt) is newer than the one before it.
 */
const birdChangesOf = (huntId: number) => ({ id: `hunt-birds-${huntId}` });

/** What the lists show of a hunt waiting to sync: its day, its birds and its notes. */
export function waitingHunt(hunt: HuntCreateInput) {
  const birds = (hunt.birds ?? []).reduce((count, entry) => count + (entry.quantity ?? 1), 0);
  const notes = hunt.notes?.trim();
  return {
    title: huntDayName(hunt.date_of_hunt),
    details: [`${birds} ${birds === 1 ? 'bird' : 'birds'}`, notes].filter(Boolean).join(' · '),
  };
}

/** Logs a hunt with its birds; with no network it waits in the outbox under the same key. */
export function useCreateHunt() {
  const queryClient = useQueryClient();
  return useHuntChange(
    (hunt: HuntCreateInput) =>
      createOrQueue(
        queryClient,
        { kind: 'hunt', path: '/hunts/', body: hunt, ...waitingHunt(hunt) },
        (idempotencyKey) => api.post('/hunts/', hunt, { schema: huntSchema, idempotencyKey }),
      ),
    'Hunt creation failed',
  );
}

/** "Mallard (drake)", "Canvasback (hen) × 2": a bird entry as the outbox names it. */
function entryName(bird: BirdEntryInput): string {
  const sex = birdGenderLabel(bird.species, bird.gender ?? DEFAULT_BIRD_GENDER).toLowerCase();
  const count = (bird.quantity ?? 1) > 1 ? ` × ${bird.quantity}` : '';
  return `${speciesLabel(bird.species)} (${sex})${count}`;
}

/**
 * Adds `quantity` copies of one bird (POST add_bird) with its own key; with no network it waits
 * in the outbox under that key, after any earlier change of the hunt.
 */
export function useAddBird(huntId: number, huntName = `hunt ${huntId}`) {
  const queryClient = useQueryClient();
  return useHuntChange(
    async (bird: BirdEntryInput) => {
      const { birdChangeOrQueue } = await import('../offline/bird-change-or-queue');
      return birdChangeOrQueue(
        queryClient,
        {
          huntId,
          change: 'add',
          body: { ...bird },
          title: outboxBirdAddedTitle(entryName(bird), huntName),
          details: bird.notes?.trim() ?? '',
          birdName: entryName(bird),
        },
        (idempotencyKey) =>
          api.post(`/hunts/${huntId}/add_bird/`, bird, { schema: huntSchema, idempotencyKey }),
      );
    },
    undefined,
    birdChangesOf(huntId),
  );
}

/** Removes one bird (DELETE remove_bird with `bird_id`); with no network it waits as adds do. */
export function useRemoveBird(huntId: number, huntName = `hunt ${huntId}`) {
  const queryClient = useQueryClient();
  return useHuntChange(
    async (bird: Pick<Bird, 'id' | 'species_display' | 'gender_display'>) => {
      const { birdChangeOrQueue } = await import('../offline/bird-change-or-queue');
      const name = `${bird.species_display} (${bird.gender_display.toLowerCase()})`;
      const body = { bird_id: bird.id };
      return birdChangeOrQueue(
        queryClient,
        {
          huntId,
          change: 'remove',
          body,
          title: outboxBirdRemovedTitle(name, huntName),
          details: '',
          birdName: name,
        },
        (idempotencyKey) =>
          api.delete(`/hunts/${huntId}/remove_bird/`, { body, schema: huntSchema, idempotencyKey }),
      );
    },
    undefined,
    birdChangesOf(huntId),
  );
}

export function useDeleteHunt(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/hunts/${id}/`),
    onSuccess: async () => {
      // Marked stale, not removed: the open page would refetch it and flash "not found" while it leaves.
      await queryClient.invalidateQueries({ queryKey: huntKeys.detail(id), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: huntKeys.lists() });
    },
  });
}
