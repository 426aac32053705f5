import { memo } from 'react';
import { Link } from 'react-router';
import type { Hunt } from '@marshlog/domain';
import { Avatar, PrivacyBadge } from '../../../ui';
import { CompactWeatherCard } from '../../weather/CompactWeatherCard';
import { cardWeatherOfHunt } from '../../weather/weather-view';
import { formatHuntDate, formatPlace, huntTitle } from '../format';
import { harvestSummary } from './HarvestTotals';

const pin = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-4 shrink-0"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
  >
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </svg>
);

/**
 * One hunt in the list, led by its place name (or its day when it was at no saved place the viewer
 * may see), then the day or the coordinates, what was taken, the weather when it was recorded,
 * privacy, and whose it is when not yours. Memoized: the list re-renders as its query's state
 * changes (fetching, refetched on focus), while each hunt keeps its object (TanStack Query shares
 * unchanged answers), so a row renders again only when its hunt changed.
 */
export const HuntListItem = memo(function HuntListItem({
  hunt,
  onPlacePage = false,
}: {
  hunt: Hunt;
  /** Listed on its place's own page: the day leads, the place name would only repeat the page. */
  onPlacePage?: boolean;
}) {
  const place = onPlacePage ? null : hunt.location;
  const weather = cardWeatherOfHunt(hunt);
  return (
    <li className="min-w-0">
      <Link
        to={`/hunts/${hunt.id}`}
        className="group flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-accent/60 hover:bg-raised/60"
      >
        <div className="flex items-start justify-between gap-3">
          <p
            className="min-w-0 font-semibold break-words text-ink group-hover:text-accent-strong"
            data-testid="hunt-row-title"
          >
            {huntTitle({ ...hunt, location: place })}
          </p>
          <PrivacyBadge level={hunt.privacy_level} />
        </div>
        {onPlacePage ? null : place ? (
          <p className="text-ink-muted">{formatHuntDate(hunt.date_of_hunt)}</p>
        ) : (
          <p className="flex items-center gap-1.5 text-ink-muted tabular-nums">
            {pin}
            <span>{formatPlace(hunt.latitude, hunt.longitude)}</span>
          </p>
        )}
        <p className="font-medium text-ink tabular-nums" data-testid="hunt-row-totals">
          {harvestSummary(hunt)}
        </p>
        {weather ? (
          // The day's weather and rating at a glance; the sun and shooting hours are on the hunt.
          <CompactWeatherCard weather={weather} sky={null} className="text-ink-muted" />
        ) : null}
        {hunt.notes ? (
          <p className="line-clamp-1 text-sm break-words text-ink-faint">{hunt.notes}</p>
        ) : null}
        {hunt.is_owner ? null : (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Avatar name={hunt.user.name} imageUrl={hunt.user.profile_image_url} size="sm" />
            <span className="min-w-0 truncate">
              {hunt.user.name} <span className="text-ink-faint">@{hunt.user.username}</span>
            </span>
          </p>
        )}
      </Link>
    </li>
  );
});
