import { Link } from 'react-router';
import { FEED_TEXTS, relativeActivityTime, type Activity } from '@marshlog/domain';
import { AUDIENCE_BORDERS, AudienceBadge, Avatar, Card, cx } from '../../../ui';
import {
  activityLink,
  activitySummary,
  activityTitle,
  displayName,
  isDisplayable,
} from '../activity-display';
import { PrivacyControl } from './PrivacyControl';
import { ReactionBar } from './ReactionBar';

/** One activity: who, what (by type), when, who may see it, and the reaction bar. */
export function ActivityCard({
  activity,
  signedIn,
}: {
  activity: Activity | null | undefined;
  signedIn: boolean;
}) {
  if (!isDisplayable(activity)) {
    return (
      <Card className="border-l-4 border-l-line-strong">
        <p className="text-ink-muted">{FEED_TEXTS.invalidActivity}</p>
      </Card>
    );
  }
  const name = displayName(activity.user);
  return (
    <Card className={cx('border-l-4', AUDIENCE_BORDERS[activity.audience])}>
      <article aria-label={activityTitle(activity)} className="flex flex-col">
        {/* On a phone the author's privacy control wraps under the title rather than squeeze it. */}
        <div className="flex flex-wrap items-start gap-3">
          <Avatar name={name} imageUrl={activity.user?.profile_image_url} />
          <div className="min-w-[9rem] flex-1">
            <Link
              to={activityLink(activity)}
              className="font-semibold text-ink hover:text-accent-strong"
            >
              {activityTitle(activity)}
            </Link>
            <p className="flex flex-wrap items-center gap-2 text-sm text-ink-faint">
              <time dateTime={activity.created_at}>
                {relativeActivityTime(activity.created_at)}
              </time>
              <AudienceBadge audience={activity.audience} />
            </p>
          </div>
          {activity.is_owner ? <PrivacyControl activity={activity} /> : null}
        </div>
        <Link to={activityLink(activity)} className="mt-3 block rounded-lg bg-raised px-3 py-2">
          <span className="block font-medium text-ink">{activity.content_title}</span>
          <span className="block text-sm text-ink-muted">{activitySummary(activity)}</span>
        </Link>
        <ReactionBar activity={activity} signedIn={signedIn} />
      </article>
    </Card>
  );
}
