import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportCommentCreateInput } from '@marshlog/domain';
import { api } from '../../api';
import { retryReportQuery } from './api';
import { reportKeys } from './keys';
import { reportCommentSchema, reportCommentThreadSchema } from './schemas';

/** The report's comments as a tree (`/report-comments/thread/?report_id=`), oldest first. */
export function useCommentThread(reportId: number) {
  return useQuery({
    queryKey: reportKeys.thread(reportId),
    queryFn: ({ signal }) =>
      api.get('/report-comments/thread/', {
        query: { report_id: reportId },
        schema: reportCommentThreadSchema,
        signal,
      }),
    retry: retryReportQuery,
  });
}

/** A comment changed: the thread refetches, and so does the report (its comment_count). */
function useRefreshThread(reportId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reportKeys.thread(reportId) }),
      queryClient.invalidateQueries({ queryKey: reportKeys.detail(reportId) }),
      queryClient.invalidateQueries({ queryKey: reportKeys.lists() }),
    ]);
  };
}

/** A comment on the report, or a reply when `parent` names one of its comments. */
export function useAddComment(reportId: number) {
  const refresh = useRefreshThread(reportId);
  return useMutation({
    mutationFn: (input: Omit<ReportCommentCreateInput, 'report'>) =>
      api.post(
        '/report-comments/',
        { ...input, report: reportId },
        { schema: reportCommentSchema },
      ),
    onSuccess: refresh,
  });
}

export function useEditComment(reportId: number) {
  const refresh = useRefreshThread(reportId);
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      api.patch(`/report-comments/${id}/`, { content }, { schema: reportCommentSchema }),
    onSuccess: refresh,
  });
}

export function useDeleteComment(reportId: number) {
  const refresh = useRefreshThread(reportId);
  return useMutation({
    mutationFn: (id: number) => api.delete(`/report-comments/${id}/`),
    onSuccess: refresh,
  });
}
