import { Button, EmptyState, Icon } from '../../../ui';
import type { ReportListFilters } from '../keys';

/** The empty list, worded for what was asked: a search, my reports, or everything I may see. */
export function NoReports({
  filters,
  onNewReport,
  onClearSearch,
}: {
  filters: ReportListFilters;
  onNewReport: () => void;
  onClearSearch: () => void;
}) {
  if (filters.search) {
    return (
      <EmptyState
        icon={<Icon name="reports" />}
        title="No reports match this search"
        description="Search looks in titles, content and place names."
        action={
          <Button variant="secondary" onClick={onClearSearch}>
            Clear search
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<Icon name="reports" />}
      title={filters.scope === 'mine' ? 'You have not written a report yet' : 'No reports yet'}
      description={
        filters.scope === 'mine'
          ? 'Tell your partners what the birds did this morning: where they worked, the weather, the water.'
          : 'Reports you write, and those your friends share with you or with everyone, show up here.'
      }
      action={<Button onClick={onNewReport}>New report</Button>}
    />
  );
}
