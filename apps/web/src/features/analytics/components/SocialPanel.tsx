import {
  ANALYTICS_TEXTS,
  FEED_TEXTS,
  friendBarPercent,
  type FriendComparisonResult,
} from '@marshlog/domain';
import { ButtonLink, Card, EmptyState } from '../../../ui';

/** Social: the friend comparison, with the seed's bar min(100, yours / max(average, 1) x 50). */
export function SocialPanel({ comparison }: { comparison: FriendComparisonResult }) {
  if (comparison.friend_count === 0) {
    return (
      <EmptyState
        title={ANALYTICS_TEXTS.noFriends}
        action={
          <ButtonLink to="/friends" variant="secondary">
            {FEED_TEXTS.findFriends}
          </ButtonLink>
        }
      />
    );
  }
  const bar = Math.round(
    friendBarPercent(comparison.your_activity_count, comparison.average_friend_activity),
  );
  return (
    <Card className="flex flex-col gap-4 p-4">
      <h3 className="font-semibold text-ink">{ANALYTICS_TEXTS.friendComparison}</h3>
      <dl className="grid grid-cols-3 gap-3">
        {[
          [ANALYTICS_TEXTS.yourActivity, comparison.your_activity_count],
          [ANALYTICS_TEXTS.friendAverage, comparison.average_friend_activity],
          [ANALYTICS_TEXTS.friendCount, comparison.friend_count],
        ].map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-xl font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-2">
        <div
          role="meter"
          aria-label={ANALYTICS_TEXTS.friendComparison}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={bar}
          aria-valuetext={ANALYTICS_TEXTS.comparison[comparison.comparison]}
          className="relative h-4 overflow-hidden rounded-full bg-raised"
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${bar}%` }} />
          {/* The friends' average sits at the middle of the bar. */}
          <div aria-hidden="true" className="absolute inset-y-0 left-1/2 w-0.5 bg-ink-faint" />
        </div>
        <p className="text-ink-muted">{ANALYTICS_TEXTS.comparison[comparison.comparison]}</p>
      </div>
    </Card>
  );
}
