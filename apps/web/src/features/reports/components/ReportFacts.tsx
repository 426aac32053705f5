import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Report } from '@marshlog/domain';
import { Card, cx } from '../../../ui';
import { PlaceSection } from '../../map/place/PlaceSection';
import { formatPlace, pluralize } from '../../hunts/format';
import { formatLongReportDate, formatReportDate } from '../format';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5">
      <h2 className="text-sm font-semibold tracking-wide text-ink-faint uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Fact({
  term,
  children,
  className,
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="text-sm font-semibold tracking-wide text-ink-faint uppercase">{term}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/** What the report says, when and where, its hunt, and the way to the map. */
export function ReportFacts({ report }: { report: Report }) {
  return (
    <Card className="flex flex-col gap-5">
      <Block title="Report">
        <p className="break-words whitespace-pre-wrap text-ink" data-testid="report-content">
          {report.content}
        </p>
      </Block>
      {report.bird_activity ? (
        <Block title="Bird activity">
          <p className="break-words whitespace-pre-wrap text-ink">{report.bird_activity}</p>
        </Block>
      ) : null}
      {report.weather_conditions ? (
        <Block title="Weather">
          <p className="break-words text-ink">{report.weather_conditions}</p>
        </Block>
      ) : null}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact term="Date" className="col-span-2 sm:col-span-1">
          {formatLongReportDate(report.report_date)}
        </Fact>
        {report.location_name ? <Fact term="Place">{report.location_name}</Fact> : null}
        <Fact term="Coordinates">
          <span className="tabular-nums" data-testid="report-coordinates">
            {formatPlace(report.latitude, report.longitude)}
          </span>
        </Fact>
        {report.hunt ? (
          <Fact term="Hunt">
            <Link
              to={`/hunts/${report.hunt.id}`}
              className="text-accent-strong underline-offset-2 hover:underline"
            >
              {formatReportDate(report.hunt.date_of_hunt)}
            </Link>{' '}
            <span className="text-ink-muted">
              · {pluralize(report.hunt.total_birds, 'bird', 'birds')}
            </span>
          </Fact>
        ) : null}
      </dl>
      {report.location_obscured ? (
        <p
          role="note"
          className="rounded-lg border border-warning/40 bg-warning/5 px-3 py-2 text-sm text-ink"
        >
          <span className="font-semibold text-warning">Location obscured.</span> The author shares
          only the area: the coordinates are rounded to about 11 km.
        </p>
      ) : null}
      <PlaceSection
        point={report}
        kind="report"
        withheld={report.location_obscured}
        label={report.location_obscured ? "Map of the report's area" : "Map of the report's place"}
      />
    </Card>
  );
}
