import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HunterRegulationsAnswer, RegulationChoiceInput } from '@marshlog/domain';
import { api } from '../../api';
import { bagTallySchema, hunterRegulationsSchema } from './schemas';

export const regulationKeys = {
  all: ['regulations'] as const,
  mine: () => [...regulationKeys.all, 'me'] as const,
  tallies: () => [...regulationKeys.all, 'tally'] as const,
  tally: (date: string, excludeHunt: number | undefined) =>
    [...regulationKeys.tallies(), date, excludeHunt ?? null] as const,
};

/** The hunter's state, zone and the regulations that apply to them (or why none do). */
export function useMyRegulations() {
  return useQuery({
    queryKey: regulationKeys.mine(),
    queryFn: ({ signal }) =>
      api.get('/regulations/me/', { schema: hunterRegulationsSchema, signal }),
  });
}

/** The hunter's own birds of a day and those in possession on it, less the hunt on screen. */
export function useBagTally(date: string | null, excludeHunt?: number) {
  return useQuery({
    queryKey: regulationKeys.tally(date ?? '', excludeHunt),
    queryFn: ({ signal }) =>
      api.get('/regulations/tally/', {
        schema: bagTallySchema,
        signal,
        query: { date, exclude_hunt: excludeHunt },
      }),
    enabled: date !== null,
    // Another hunt may have changed the day since: always ask again when the form opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

function useRegulationsChange<TVariables>(
  change: (variables: TVariables) => Promise<HunterRegulationsAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => queryClient.setQueryData(regulationKeys.mine(), answer),
  });
}

export function useSaveRegulationChoice() {
  return useRegulationsChange((choice: RegulationChoiceInput) =>
    api.put('/regulations/me/', choice, { schema: hunterRegulationsSchema }),
  );
}

/** Sends a state's numbers as the file holds them; the server validates them again. */
export function useImportStateRules() {
  return useRegulationsChange((file: unknown) =>
    api.put('/regulations/me/state-rules/', file, { schema: hunterRegulationsSchema }),
  );
}

export function useDropStateRules() {
  return useRegulationsChange(() =>
    api.delete('/regulations/me/state-rules/', { schema: hunterRegulationsSchema }),
  );
}

/** Birds out of possession from a day (or back in, with null); every tally refetches. */
export function useMarkPossession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { bird_ids: number[]; out_of_possession_on: string | null }) =>
      api.post('/regulations/possession/', change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regulationKeys.tallies() }),
  });
}
