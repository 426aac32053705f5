import { ANALYTICS_TEXTS, activityTypeLabel, type CommunityTrends } from '@marshlog/domain';
import { Card, EmptyState } from '../../../ui';
import { BarFigure } from './BarFigure';

/** Trends: community trends from public activity only. */
export function TrendsPanel({ trends }: { trends: CommunityTrends }) {
  if (trends.total_public_activities === 0) {
    return <EmptyState title={ANALYTICS_TEXTS.noPublicActivity} />;
  }
  return (
    <Card className="flex flex-col gap-4 p-4">
      <h3 className="font-semibold text-ink">{ANALYTICS_TEXTS.communityTrends}</h3>
      <dl className="grid grid-cols-3 gap-3">
        {[
          [ANALYTICS_TEXTS.totalPublic, trends.total_public_activities],
          [ANALYTICS_TEXTS.publicThisWeek, trends.activities_this_week],
          [ANALYTICS_TEXTS.activeHunters, trends.active_hunters_count],
        ].map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-xl font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {trends.most_popular_activity_types.length > 0 ? (
        <BarFigure
          title={ANALYTICS_TEXTS.popularTypes}
          valueLabel={ANALYTICS_TEXTS.totalActivities}
          color="var(--color-success)"
          data={trends.most_popular_activity_types.map((entry) => ({
            label: activityTypeLabel(entry.activity_type),
            value: entry.count,
          }))}
        />
      ) : null}
    </Card>
  );
}
