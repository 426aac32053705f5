import { useQuery } from '@tanstack/react-query';
import type { Location } from '@marshlog/domain';
import { api } from '../../api';
import { locationKeys } from './api';
import { locationPageSchema } from './schemas';

/** The API's largest page: a hunter's spots fit on one. */
const CHOICES_PAGE_SIZE = 100;

/** Whose saved places a hunt form offers: the hunter's own, and those friends shared with them. */
type ChoiceScope = 'mine' | 'shared';

const choicesQuery = (scope: ChoiceScope) => ({
  // Under the lists' key, so a saved, changed or deleted location refreshes the choices too.
  queryKey: [...locationKeys.lists(), 'choices', scope] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get('/locations/', {
      query: { scope, ordering: 'name', page_size: CHOICES_PAGE_SIZE },
      schema: locationPageSchema,
      signal,
    }),
});

/** The saved places a hunter may log a hunt at, by name: theirs and those shared with them. */
export function useLocationChoices(): {
  mine: Location[];
  shared: Location[];
  isPending: boolean;
  isError: boolean;
} {
  const mine = useQuery(choicesQuery('mine'));
  const shared = useQuery(choicesQuery('shared'));
  return {
    mine: mine.data?.results ?? [],
    shared: shared.data?.results ?? [],
    isPending: mine.isPending || shared.isPending,
    isError: mine.isError || shared.isError,
  };
}
