import { summaryTables, summaryTitle, type SeasonSummary } from '@marshlog/domain';
import { SummaryTableView } from './SummaryTableView';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-line bg-raised px-3 py-2">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-xl font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** The season at a glance, then the same tables as the CSV and PDF, in the surveys' order. */
export function SummaryView({ summary }: { summary: SeasonSummary }) {
  const ducks = summary.survey.ducks + summary.survey.sea_ducks;
  const geese = summary.survey.geese + summary.survey.brant;
  return (
    <div className="flex flex-col gap-6" data-testid="season-summary">
      <div className="flex flex-col gap-1">
        <p className="text-lg font-semibold text-ink">{summaryTitle(summary)}</p>
        <p className="text-sm text-ink-muted">{summary.notice}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Figure label="Days hunted" value={String(summary.days_hunted)} />
        <Figure label="Ducks" value={String(ducks)} />
        <Figure label="Geese" value={String(geese)} />
        <Figure
          label="Shells per bird"
          value={summary.shells_per_bird === null ? '—' : String(summary.shells_per_bird)}
        />
        <Figure
          label="Days over a limit"
          value={summary.limits.days_over === null ? '—' : String(summary.limits.days_over)}
        />
      </dl>
      <p className="text-sm text-ink-muted" data-testid="season-limits-notice">
        {summary.limits.notice}
      </p>
      {summaryTables(summary).map((table) => (
        <SummaryTableView key={table.title} table={table} />
      ))}
    </div>
  );
}
