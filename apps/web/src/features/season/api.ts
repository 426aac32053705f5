import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BAND_PAGE_SIZE, type BandInput } from '@marshlog/domain';
import { api } from '../../api';
import { downloadApiFile } from '../../api/download-file';
import { bandLogEntrySchema, bandLogSchema, seasonSummarySchema } from './schemas';

export interface SeasonChoice {
  season: string;
  /** A two-letter state, or '' for the hunter's own pick. */
  state: string;
}

export const seasonKeys = {
  all: ['season'] as const,
  bands: () => [...seasonKeys.all, 'bands'] as const,
  bandPage: (page: number) => [...seasonKeys.bands(), page] as const,
  summary: (choice: SeasonChoice) => [...seasonKeys.all, 'summary', choice] as const,
};

const summaryQuery = ({ season, state }: SeasonChoice) => ({ season, state: state || undefined });

/** The hunter's own season: days, birds, places and limits (GET /api/season/summary/). */
export function useSeasonSummary(choice: SeasonChoice) {
  return useQuery({
    queryKey: seasonKeys.summary(choice),
    queryFn: ({ signal }) =>
      api.get('/season/summary/', {
        schema: seasonSummarySchema,
        signal,
        query: summaryQuery(choice),
      }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the summary as the CSV or PDF file the server names. */
export function downloadSeasonSummary(choice: SeasonChoice, format: 'csv' | 'pdf') {
  const query = new URLSearchParams({ season: choice.season });
  if (choice.state) query.set('state', choice.state);
  return downloadApiFile(
    `/season/summary/${format}/?${query.toString()}`,
    `marshlog-season-${choice.season}.${format}`,
  );
}

/** One page of the hunter's banded birds (GET /api/bands/?page=). */
export function useBandLog(page: number) {
  return useQuery({
    queryKey: seasonKeys.bandPage(page),
    queryFn: ({ signal }) =>
      api.get('/bands/', {
        schema: bandLogSchema,
        signal,
        query: { page, page_size: BAND_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

function useBandChange<TVariables>(change: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seasonKeys.bands() }),
  });
}

export function usePutBand() {
  return useBandChange(({ birdId, band }: { birdId: number; band: BandInput }) =>
    api.put(`/bands/${birdId}/`, band, { schema: bandLogEntrySchema }),
  );
}

export function useReportBand() {
  return useBandChange(({ birdId, reportedOn }: { birdId: number; reportedOn: string | null }) =>
    api.patch(`/bands/${birdId}/`, { reported_on: reportedOn }, { schema: bandLogEntrySchema }),
  );
}

export function useRemoveBand() {
  return useBandChange((birdId: number) => api.delete(`/bands/${birdId}/`));
}
