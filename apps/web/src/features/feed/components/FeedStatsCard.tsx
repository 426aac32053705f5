import { FEED_TEXTS, activityTypeLabel } from '@marshlog/domain';
import { Card } from '../../../ui';
import { useFeedStats } from '../api';

/** Total, This Week, This Month and the most active type of what the hunter sees. */
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
      <dl
        aria-label="Feed statistics"
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
