import { useState } from 'react';
import { REPORTS_PAGE_SIZE } from '@marshlog/domain';
import {
  Button,
  ButtonLink,
  LoadingState,
  PageHeader,
  Pagination,
  QueryErrorState,
  SegmentedControl,
} from '../../ui';
import { useReports } from './api';
import { NoReports } from './components/NoReports';
import { ReportCard } from './components/ReportCard';
import { ReportSearch } from './components/ReportSearch';
import { CreateReportModal } from './create/CreateReportModal';
import type { ReportListFilters, ReportScope } from './keys';
import { useReportFilters } from './use-report-filters';

const scopeSegments: { value: ReportScope; label: string }[] = [
  { value: 'all', label: 'All reports' },
  { value: 'mine', label: 'Mine' },
];

/** /reports: every report the hunter may see, or their own; searchable, paged, and New report. */
export default function ReportsPage() {
  const { filters, setScope, setSearch, setPage } = useReportFilters();
  const reports = useReports(filters);
  const [creating, setCreating] = useState(false);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Reports"
        description="What the birds are doing: your field reports and those shared with you."
        actions={
          <>
            <ButtonLink to="/reports/policies" variant="secondary">
              Sharing policies
            </ButtonLink>
            <Button onClick={() => setCreating(true)}>New report</Button>
          </>
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-end">
        <SegmentedControl
          label="Whose reports"
          segments={scopeSegments}
          value={filters.scope}
          onChange={setScope}
        />
        <ReportSearch search={filters.search} onSearch={setSearch} />
      </div>
      <ReportResults
        query={reports}
        filters={filters}
        onNewReport={() => setCreating(true)}
        onClearSearch={() => setSearch('')}
      />
      {reports.data ? (
        <Pagination
          page={filters.page}
          count={reports.data.count}
          pageSize={REPORTS_PAGE_SIZE}
          onPageChange={setPage}
          disabled={reports.isFetching}
        />
      ) : null}
      <CreateReportModal open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

function ReportResults({
  query,
  filters,
  onNewReport,
  onClearSearch,
}: {
  query: ReturnType<typeof useReports>;
  filters: ReportListFilters;
  onNewReport: () => void;
  onClearSearch: () => void;
}) {
  if (query.isPending) return <LoadingState text="Loading reports..." />;
  if (query.isError) return <QueryErrorState title="Could not load reports" query={query} />;
  const { results, count } = query.data;
  if (results.length === 0) {
    return <NoReports filters={filters} onNewReport={onNewReport} onClearSearch={onClearSearch} />;
  }
  return (
    <>
      <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
        {count} {count === 1 ? 'report' : 'reports'}
      </p>
      <ul
        aria-label="Reports"
        className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {results.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </ul>
    </>
  );
}
