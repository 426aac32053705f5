import { ANALYTICS_TEXTS, type MyInsights } from '@marshlog/domain';
import { cx } from '../../../ui';

function signed(percent: number): string {
  return percent > 0 ? `+${percent}%` : `${percent}%`;
}

/** The four tiles: Total Activities, This Week with percent change, Activity Streak, Most Active Day. */
export function StatTiles({ insights }: { insights: MyInsights | undefined }) {
  const change = insights?.weekly_change_percent ?? 0;
  const tiles: { label: string; value: string; note?: string; tone?: string }[] = [
    {
      label: ANALYTICS_TEXTS.totalActivities,
      value: String(insights?.total_activities ?? '–'),
      note: insights ? ANALYTICS_TEXTS.totalIn[insights.period] : undefined,
      tone: 'text-ink-muted',
    },
    {
      label: ANALYTICS_TEXTS.thisWeek,
      value: String(insights?.this_week ?? '–'),
      note: insights ? `${signed(change)} ${ANALYTICS_TEXTS.vsMonthlyPace}` : undefined,
      tone: change > 0 ? 'text-success' : change < 0 ? 'text-danger' : 'text-ink-muted',
    },
    {
      label: ANALYTICS_TEXTS.activityStreak,
      value: insights ? ANALYTICS_TEXTS.days(insights.activity_streak) : '–',
    },
    {
      label: ANALYTICS_TEXTS.mostActiveDay,
      value: insights ? (insights.most_active_day_of_week ?? ANALYTICS_TEXTS.noDay) : '–',
    },
  ];
  return (
    <dl aria-busy={!insights} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="min-w-0 rounded-xl border border-line bg-surface p-4">
          <dt className="text-sm text-ink-muted">{tile.label}</dt>
          <dd className="mt-1 truncate text-2xl font-semibold text-ink">{tile.value}</dd>
          {tile.note ? <dd className={cx('mt-1 text-sm', tile.tone)}>{tile.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
