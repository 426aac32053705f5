import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHARING_POLICIES_PAGE_SIZE,
  type SharingPolicy,
  type SharingPolicyCreateInput,
} from '@marshlog/domain';
import { api } from '../../api';

const POLICY_CHOICES_PAGE_SIZE = 100;
import { retryReportQuery } from './api';
import { reportKeys, type PolicyListFilters } from './keys';
import { sharingPolicyPageSchema, sharingPolicySchema } from './schemas';

/** One page of the hunter's own sharing policies, by name. */
export function useSharingPolicies(filters: PolicyListFilters) {
  return useQuery({
    queryKey: reportKeys.policyList(filters),
    queryFn: ({ signal }) =>
      api.get('/sharing-policies/', {
        query: { page: filters.page, page_size: SHARING_POLICIES_PAGE_SIZE, ordering: 'name' },
        schema: sharingPolicyPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryReportQuery,
  });
}

/** The hunter's own policies to pick from on a report (up to a page of 100, by name). */
export function useOwnPolicyChoices() {
  return useQuery({
    queryKey: reportKeys.policyList({ page: 1, pageSize: POLICY_CHOICES_PAGE_SIZE }),
    queryFn: ({ signal }) =>
      api.get('/sharing-policies/', {
        query: { page: 1, page_size: POLICY_CHOICES_PAGE_SIZE, ordering: 'name' },
        schema: sharingPolicyPageSchema,
        signal,
      }),
    retry: retryReportQuery,
  });
}

/**
 * A policy changed: its lists refetch, and so do reports, whose visibility and flags it decides
 * (deleting a policy in use leaves its reports private).
 */
function useRefreshPolicies() {
  const queryClient = useQueryClient();
  return async (policy?: SharingPolicy) => {
    if (policy) queryClient.setQueryData(reportKeys.policy(policy.id), policy);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reportKeys.policyLists() }),
      queryClient.invalidateQueries({ queryKey: reportKeys.all }),
    ]);
  };
}

export function useCreatePolicy() {
  const refresh = useRefreshPolicies();
  return useMutation({
    mutationFn: (input: SharingPolicyCreateInput) =>
      api.post('/sharing-policies/', input, { schema: sharingPolicySchema }),
    onSuccess: refresh,
  });
}

export function useUpdatePolicy(id: number) {
  const refresh = useRefreshPolicies();
  return useMutation({
    mutationFn: (changes: Partial<SharingPolicyCreateInput>) =>
      api.patch(`/sharing-policies/${id}/`, changes, { schema: sharingPolicySchema }),
    onSuccess: refresh,
  });
}

export function useDuplicatePolicy() {
  const refresh = useRefreshPolicies();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/sharing-policies/${id}/duplicate/`, undefined, { schema: sharingPolicySchema }),
    onSuccess: refresh,
  });
}

export function useDeletePolicy() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPolicies();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/sharing-policies/${id}/`),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: reportKeys.policy(id) });
      await refresh();
    },
  });
}
