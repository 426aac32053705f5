import { useState } from 'react';
import { REPORT_SORTS, REPORTS_PAGE_SIZE } from '@marshlog/domain';
import { Button, ButtonLink, ListPage, SegmentedControl, Select } from '../../ui';
import { useReports } from './api';
import { NoReports } from './components/NoReports';
import { ReportCard } from './components/ReportCard';
import { ReportSearch } from './components/ReportSearch';
import { CreateReportModal } from './create/CreateReportModal';
import type { ReportScope } from './keys';
import { useReportFilters } from './use-report-filters';
import { WaitingToSync } from '../offline/WaitingToSync';

const scopeSegments: { value: ReportScope; label: string }[] = [
  { value: 'all', label: 'All reports' },
  { value: 'mine', label: 'Mine' },
];

/** /reports: every report the hunter may see, or their own; searchable, paged, and New report. */
export default function ReportsPage() {
  const { filters, setScope, setSearch, setSort, setPage } = useReportFilters();
  const reports = useReports(filters);
  const [creating, setCreating] = useState(false);

  return (
    <ListPage
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
      controls={
        <>
          <div className="mb-6 grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-end">
            <SegmentedControl
              label="Whose reports"
              segments={scopeSegments}
              value={filters.scope}
              onChange={setScope}
            />
            <ReportSearch search={filters.search} onSearch={setSearch} />
            <Select
              label="Sort by"
              options={REPORT_SORTS}
              value={filters.sort}
              onChange={(event) =>
                setSort(
                  REPORT_SORTS.find((sort) => sort.value === event.target.value)?.value ??
                    filters.sort,
                )
              }
            />
          </div>
          <WaitingToSync kind="report" />
        </>
      }
      query={reports}
      page={filters.page}
      pageSize={REPORTS_PAGE_SIZE}
      onPageChange={setPage}
      names={{ one: 'report', many: 'reports' }}
      empty={
        <NoReports
          filters={filters}
          onNewReport={() => setCreating(true)}
          onClearSearch={() => setSearch('')}
        />
      }
      renderItem={(report) => <ReportCard key={report.id} report={report} />}
    >
      <CreateReportModal open={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}
