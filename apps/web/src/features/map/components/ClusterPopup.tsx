import { clusterSpeciesLine, type ClusterSummary, formatHuntDate } from '@marshlog/domain';
import { Button, PrivacyBadge } from '../../../ui';

/** A cluster's totals, at most 3 species then '+N more', its dates, and a way in. */
export function ClusterPopup({ summary, onZoom }: { summary: ClusterSummary; onZoom: () => void }) {
  const { aggregatedData: data } = summary;
  const species = clusterSpeciesLine(data.species);
  return (
    <div className="space-y-2 text-sm text-ink" data-testid="cluster-popup">
      <p className="flex items-center gap-2 pr-5 font-semibold">
        {summary.point_count} items <PrivacyBadge level={summary.privacyLevel} />
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-ink-muted">Birds</dt>
        <dd>{data.totalBirds}</dd>
        <dt className="text-ink-muted">Comments</dt>
        <dd>{data.totalComments}</dd>
        <dt className="text-ink-muted">Photos</dt>
        <dd>{data.totalPhotos}</dd>
        {data.dateRange ? (
          <>
            <dt className="text-ink-muted">Dates</dt>
            <dd>
              {formatHuntDate(data.dateRange.start)} – {formatHuntDate(data.dateRange.end)}
            </dd>
          </>
        ) : null}
      </dl>
      {species.shown.length > 0 ? (
        <ul aria-label="Species" className="flex flex-wrap gap-1">
          {species.shown.map((name) => (
            <li key={name} className="rounded bg-raised px-1.5 py-0.5">
              {name}
            </li>
          ))}
          {species.more ? <li className="px-1.5 py-0.5 text-ink-muted">{species.more}</li> : null}
        </ul>
      ) : null}
      <Button size="sm" variant="secondary" onClick={onZoom} className="w-full">
        Zoom to cluster
      </Button>
    </div>
  );
}
