import { FEED_TEXTS, activityTypeLabel } from '@marshlog/domain';
import { Card } from '../../../ui';
import { useFeedStats } from '../api';

/**
 * "Your activities": Total, This Week, This Month and the most active type of the hunter's own
 * activities, the numbers My Activities and Analytics show.
 */
export function FeedStatsCard({ enabled }: { enabled: boolean }) {
  const stats = useFeedStats(enabled);
  const tiles: [string, string][] = [
    [FEED_TEXTS.statsTotal, String(stats.data?.total_activities ?? '–')],
    [FEED_TEXTS.statsWeek, String(stats.data?.week_activities ?? '–')],
    [FEED_TEXTS.statsMonth, String(stats.data?.month_activities ?? '–')],
    [
      FEED_TEXTS.statsMostActive,
      stats.data?.most_active_type ? activityTypeLabel(stats.data.most_active_type) : '–',
    ],
  ];
  return (
    <Card className="p-4">
      <h2 id="feed-stats-heading" className="mb-2 text-sm font-semibold text-ink">
        {FEED_TEXTS.statsHeading}
      </h2>
      <dl
        aria-labelledby="feed-stats-heading"
        aria-busy={stats.isPending}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      >
        {tiles.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="truncate text-lg font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
