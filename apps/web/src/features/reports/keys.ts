import type { ReportSort } from '@marshlog/domain';

/** Whose reports the list shows: every report the viewer may see, or only their own. */
export type ReportScope = 'all' | 'mine';

/** The reports list as the URL keeps it. */
export interface ReportListFilters {
  scope: ReportScope;
  search: string;
  sort: ReportSort;
  page: number;
}

/** The sharing-policy list as the policies screen asks for it. */
export interface PolicyListFilters {
  page: number;
  /** The report forms' choice list asks for one long page. */
  pageSize?: number;
}

/**
 * The query keys of the reports feature: reports, their comment threads, and the hunter's
 * sharing policies. A change invalidates exactly the keys it touches.
 */
export const reportKeys = {
  all: ['reports'] as const,
  lists: () => [...reportKeys.all, 'list'] as const,
  list: (filters: ReportListFilters) => [...reportKeys.lists(), filters] as const,
  details: () => [...reportKeys.all, 'detail'] as const,
  detail: (id: number) => [...reportKeys.details(), id] as const,
  threads: () => [...reportKeys.all, 'thread'] as const,
  thread: (reportId: number) => [...reportKeys.threads(), reportId] as const,
  policies: ['sharing-policies'] as const,
  policyLists: () => [...reportKeys.policies, 'list'] as const,
  policyList: (filters: PolicyListFilters) => [...reportKeys.policyLists(), filters] as const,
  policy: (id: number) => [...reportKeys.policies, 'detail', id] as const,
};
