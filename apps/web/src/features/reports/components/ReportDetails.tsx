import { useState, type ComponentProps } from 'react';
import { Link } from 'react-router';
import type { Report } from '@marshlog/domain';
import { useSession } from '../../../api';
import {
  AudienceBadge,
  Badge,
  Button,
  Card,
  LoadingState,
  PageHeader,
  PermissionBadges,
} from '../../../ui';
import { SignInCallout } from '../../auth/SignInCallout';
import { PhotoSection } from '../../photos';
import { useRefreshReport } from '../api';
import { ReportComments } from '../comments/ReportComments';
import { formatReportDate, mayDoMore, reportPlace, sharedWithMe } from '../format';
import { DeleteReportButton } from './DeleteReportButton';
import { ReportAuthor } from './ReportAuthor';
import { ReportFacts } from './ReportFacts';
import { lazyPart } from '../../map/place/lazy-part';
import type { EditReportForm as EditReportFormPart } from './EditReportForm';

/** The edit form (its place picker and policy list) loads when the owner opens it. */
const EditReportForm = lazyPart<ComponentProps<typeof EditReportFormPart>>(
  () => import('./EditReportForm').then((module) => ({ default: module.EditReportForm })),
  <LoadingState />,
);

/**
 * One report: what it says, where and when, who wrote it, its photos and its comment thread,
 * with what the viewer may do. A signed-out reader of a public report is invited to sign in.
 */
export function ReportDetails({ report }: { report: Report }) {
  const [editing, setEditing] = useState(false);
  const visitor = useSession().status === 'unauthenticated';
  const refreshReport = useRefreshReport();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        {visitor ? null : (
          <Link
            to="/reports"
            className="mb-3 inline-flex items-center gap-1 text-ink-muted hover:text-accent-strong"
          >
            <span aria-hidden="true">←</span> All reports
          </Link>
        )}
        <PageHeader
          title={report.title}
          description={`${reportPlace(report)} · ${formatReportDate(report.report_date)}`}
          actions={
            report.can_edit && !editing ? (
              <>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  Edit
                </Button>
                {report.is_owner ? <DeleteReportButton report={report} /> : null}
              </>
            ) : undefined
          }
        />
        <div className="-mt-2 flex flex-wrap items-center gap-2">
          <AudienceBadge audience={report.audience} />
          {report.sharing_policy !== null ? <Badge tone="info">Sharing policy</Badge> : null}
          {sharedWithMe(report) ? <Badge tone="info">Shared with you</Badge> : null}
          {report.location_obscured ? <Badge tone="warning">Location obscured</Badge> : null}
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {editing ? (
            <EditReportForm report={report} onDone={() => setEditing(false)} />
          ) : (
            <ReportFacts report={report} />
          )}
        </div>
        <Card className="flex flex-col gap-4">
          <section className="flex flex-col gap-1.5">
            <h2 className="text-sm font-semibold tracking-wide text-ink-faint uppercase">Author</h2>
            <ReportAuthor author={report.user} />
          </section>
          {visitor ? null : (
            <section className="flex flex-col gap-1.5">
              <h2 className="text-sm font-semibold tracking-wide text-ink-faint uppercase">
                Your permissions
              </h2>
              {mayDoMore(report) ? (
                <PermissionBadges item={report} />
              ) : (
                <p className="text-ink-muted">You can read this report and its comments.</p>
              )}
            </section>
          )}
        </Card>
      </div>

      <PhotoSection
        contentType="report"
        objectId={report.id}
        canUpload={report.can_upload_photos}
        canEdit={report.can_edit}
        onPhotosChanged={() => void refreshReport()}
      />

      <ReportComments report={report} />

      {visitor ? (
        <SignInCallout
          title="Sign in to write your own reports"
          description="Marshlog is a logbook for duck and goose hunters: tell your partners what the birds did, and choose exactly who reads it."
        />
      ) : null}
    </div>
  );
}
