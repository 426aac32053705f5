import { MAP_MESSAGES, formatHuntDate } from '@marshlog/domain';
import { AudienceBadge, PermissionBadges } from '../../../../ui';
import { useReport } from '../../../reports/api';
import { formatCoordinates } from '../../item-labels';
import { DetailFacts, DetailOwner } from './DetailParts';
import { DetailPhotos } from './DetailPhotos';
import { DetailsError } from './DetailsBoundary';

export function ReportDetails({ id, onClose }: { id: number; onClose: () => void }) {
  const report = useReport(id);
  if (report.isPending) return <p className="text-ink-muted">{MAP_MESSAGES.loadingPhotos}</p>;
  if (report.isError) {
    return (
      <DetailsError kind="report" message={MAP_MESSAGES.detailsUnavailable} onClose={onClose} />
    );
  }
  const data = report.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <AudienceBadge audience={data.audience} />
        <PermissionBadges item={data} />
      </div>
      <p className="text-lg font-semibold text-ink">{data.title}</p>
      <p className="whitespace-pre-line text-ink">{data.content}</p>
      <DetailFacts
        facts={[
          ['Date', formatHuntDate(data.report_date)],
          ['Comments', data.comment_count],
          ['Coordinates', formatCoordinates(data.latitude, data.longitude)],
        ]}
      />
      <DetailOwner label="Author" person={data.user} />
      <DetailPhotos contentType="report" objectId={data.id} />
    </div>
  );
}
