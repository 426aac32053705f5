import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REPORT_QUERY_RETRY_LIMIT,
  REPORTS_PAGE_SIZE,
  outboxEditTitle,
  type ReportCreateInput,
  type ReportUpdateInput,
} from '@marshlog/domain';
import { ApiError, api } from '../../api';
import { reportKeys, type ReportListFilters } from './keys';
import { createOrQueue, isQueued } from '../offline/create-or-queue';
import type { WaitingPhoto } from '../offline/outbox-items';
import { checkCreatedReport, reportPageSchema, reportSchema } from './schemas';

/**
 * Report queries never retry a refusal (401, 403) or a final answer (any other 4xx, such as the
 * 404 of a report the viewer may not see), and retry anything else fewer than 2 times.
 */
export function retryReportQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < REPORT_QUERY_RETRY_LIMIT;
}

/** One page of the reports the viewer may see, or of their own (`/reports/my_reports/`). */
export function useReports(filters: ReportListFilters) {
  return useQuery({
    queryKey: reportKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get(filters.scope === 'mine' ? '/reports/my_reports/' : '/reports/', {
        query: {
          search: filters.search,
          ordering: filters.sort,
          page: filters.page,
          page_size: REPORTS_PAGE_SIZE,
        },
        schema: reportPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryReportQuery,
  });
}

export function useReport(id: number) {
  return useQuery({
    queryKey: reportKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/reports/${id}/`, { schema: reportSchema, signal }),
    retry: retryReportQuery,
  });
}

/**
 * POST /reports/. The answer is checked here rather than by a schema, because each way it can be
 * wrong has its own message (seed 000 section 8).
 */
/**
 * Writes a report; with no network it waits in the outbox under the same key, with its photos,
 * and the answer is `{ kind: 'queued' }`.
 */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    // With no network the report waits in the outbox: the mutation must run, not pause.
    networkMode: 'always',
    mutationFn: async ({
      report,
      photos,
    }: {
      report: ReportCreateInput;
      photos: WaitingPhoto[];
    }) => {
      const answer = await createOrQueue(
        queryClient,
        {
          kind: 'report',
          path: '/reports/',
          body: report,
          title: report.title,
          details: report.location_name ?? '',
          photos,
        },
        (idempotencyKey) => api.post('/reports/', report, { idempotencyKey }),
      );
      return isQueued(answer) ? ({ kind: 'queued' } as const) : checkCreatedReport(answer);
    },
    onSuccess: async (check) => {
      if (check.kind === 'queued') return;
      if (check.kind === 'report')
        queryClient.setQueryData(reportKeys.detail(check.report.id), check.report);
      // Whatever the answer looked like, the server saved something: the lists may have changed.
      await queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    },
  });
}

/**
 * Edits a report; its detail becomes the answer, and every list may show it differently. With no
 * network the edit waits in the outbox with its own key.
 */
export function useUpdateReport(id: number, name = `report ${id}`) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (changes: ReportUpdateInput) =>
      import('../offline/edit-or-queue').then(({ editOrQueue }) =>
        editOrQueue(
          queryClient,
          {
            kind: 'report',
            targetId: id,
            body: changes,
            title: outboxEditTitle(changes.title ?? name),
            details: changes.location_name ?? '',
          },
          (idempotencyKey) =>
            api.patch(`/reports/${id}/`, changes, { schema: reportSchema, idempotencyKey }),
        ),
      ),
    onSuccess: async (report) => {
      if (isQueued(report)) return;
      queryClient.setQueryData(reportKeys.detail(report.id), report);
      await queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    },
  });
}

export function useDeleteReport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/reports/${id}/`),
    onSuccess: async () => {
      // Not refetched now (it would answer 404 on the way out), but never shown from the cache again.
      await queryClient.invalidateQueries({ queryKey: reportKeys.detail(id), refetchType: 'none' });
      queryClient.removeQueries({ queryKey: reportKeys.thread(id) });
      await queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    },
  });
}

/** After photos are added or removed, the report's photo_count changes. */
export function useRefreshReport() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reportKeys.all });
}
