import { useQuery } from '@tanstack/react-query';
import { COMMON_SPECIES, quickSpecies, type Species } from '@marshlog/domain';
import { api } from '../../api';
import { huntKeys } from './api';
import { frequentSpeciesSchema } from './schemas';

const frequentSpeciesKey = [...huntKeys.all, 'frequent-species'] as const;

/** Kept for the visit: the one-tap row must not reorder under a hunter's thumb while they log. */
const QUICK_ROW_STALE_MS = 30 * 60_000;

/**
 * The species bird entry offers one tap away: the hunter's own most logged (GET
 * /api/hunts/frequent_species/), topped up with common species. Null while it loads, so the row
 * never shows one order and then another; common species when the answer fails. `personal` says
 * whether the hunter has birds of their own in it.
 */
export function useQuickSpecies(): { species: Species[] | null; personal: boolean } {
  const frequent = useQuery({
    queryKey: frequentSpeciesKey,
    queryFn: ({ signal }) =>
      api.get('/hunts/frequent_species/', { schema: frequentSpeciesSchema, signal }),
    staleTime: QUICK_ROW_STALE_MS,
    refetchOnWindowFocus: false,
    retry: 1,
  });
  if (frequent.isPending) return { species: null, personal: false };
  if (frequent.isError) return { species: [...COMMON_SPECIES], personal: false };
  return {
    species: quickSpecies(frequent.data.results),
    personal: frequent.data.results.length > 0,
  };
}
