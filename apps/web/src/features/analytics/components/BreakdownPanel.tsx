import {
  ANALYTICS_TEXTS,
  PRIVACY_LABELS,
  PRIVACY_LEVELS,
  activityTypeLabel,
  type MyInsights,
} from '@marshlog/domain';
import { Card, EmptyState } from '../../../ui';
import { BarFigure } from './BarFigure';

/** Breakdown: the activity breakdown (top 6 types) and the privacy breakdown of the period. */
export function BreakdownPanel({ insights }: { insights: MyInsights }) {
  if (insights.total_activities === 0) return <EmptyState title={ANALYTICS_TEXTS.noActivity} />;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="p-4">
        <BarFigure
          title={ANALYTICS_TEXTS.activityBreakdown}
          valueLabel={ANALYTICS_TEXTS.totalActivities}
          data={insights.activity_breakdown.map((entry) => ({
            label: activityTypeLabel(entry.activity_type),
            value: entry.count,
          }))}
        />
      </Card>
      <Card className="p-4">
        <BarFigure
          title={ANALYTICS_TEXTS.privacyBreakdown}
          valueLabel={ANALYTICS_TEXTS.totalActivities}
          color="var(--color-info)"
          data={PRIVACY_LEVELS.map((level) => ({
            label: PRIVACY_LABELS[level],
            value: insights.privacy_breakdown[level],
          }))}
        />
      </Card>
    </div>
  );
}
