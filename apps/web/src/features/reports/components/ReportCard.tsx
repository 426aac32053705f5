import { Link } from 'react-router';
import type { Report } from '@marshlog/domain';
import { Badge, AudienceBadge } from '../../../ui';
import {
  authorName,
  commentCountLabel,
  formatReportDate,
  photoCountLabel,
  reportPlace,
  sharedWithMe,
} from '../format';

/** One report in the list: title, place, date, author, privacy, and how much there is to read. */
export function ReportCard({ report }: { report: Report }) {
  return (
    <li className="relative flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 shadow-lg shadow-black/20 transition-colors focus-within:border-accent hover:border-line-strong">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold break-words text-ink">
          <Link
            to={`/reports/${report.id}`}
            className="after:absolute after:inset-0 after:rounded-xl hover:text-accent-strong"
          >
            {report.title}
          </Link>
        </h2>
        <AudienceBadge audience={report.audience} />
      </div>
      <p className="flex flex-col text-sm text-ink-muted">
        <span className="break-words" data-testid="report-place">
          {reportPlace(report)}
        </span>
        <span>{formatReportDate(report.report_date)}</span>
      </p>
      <p className="line-clamp-2 break-words text-ink-muted">{report.content}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 pt-1 text-sm">
        <span className="text-ink-muted">
          by{' '}
          <span className="text-ink" data-testid="report-author">
            {report.is_owner ? 'you' : authorName(report.user)}
          </span>
        </span>
        <span className="text-ink-faint">{commentCountLabel(report.comment_count)}</span>
        <span className="text-ink-faint">{photoCountLabel(report.photo_count)}</span>
        {sharedWithMe(report) ? <Badge tone="info">Shared with you</Badge> : null}
        {report.location_obscured ? <Badge tone="warning">Location obscured</Badge> : null}
      </div>
    </li>
  );
}
