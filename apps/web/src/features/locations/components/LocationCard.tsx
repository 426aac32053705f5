import { Link } from 'react-router';
import { locationDisplayName, type Location } from '@marshlog/domain';
import { Badge, PrivacyBadge } from '../../../ui';
import { formatCoordinates } from '../format';

/** One location in the list: name, type, privacy, coordinates, and whose it is when not the viewer's. */
export function LocationCard({ location }: { location: Location }) {
  const name = locationDisplayName(location.name);
  return (
    <li className="relative flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 shadow-lg shadow-black/20 transition-colors focus-within:border-accent hover:border-line-strong">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold break-words text-ink">
          <Link
            to={`/locations/${location.id}`}
            className="after:absolute after:inset-0 after:rounded-xl hover:text-accent-strong"
          >
            {name}
          </Link>
        </h2>
        <PrivacyBadge level={location.privacy_level} />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <span>{location.location_type_display}</span>
        <span aria-hidden="true" className="text-ink-faint">
          ·
        </span>
        <span className="tabular-nums" data-testid="location-coordinates">
          {formatCoordinates(location.latitude, location.longitude)}
        </span>
        {location.photo_count > 0 ? (
          <>
            <span aria-hidden="true" className="text-ink-faint">
              ·
            </span>
            <span>
              {location.photo_count} {location.photo_count === 1 ? 'photo' : 'photos'}
            </span>
          </>
        ) : null}
      </p>
      {location.description ? (
        <p className="line-clamp-2 text-ink-muted">{location.description}</p>
      ) : null}
      {location.is_owner ? null : (
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1 text-sm">
          {location.shared_with_me ? <Badge tone="info">Shared with you</Badge> : null}
          <span className="text-ink-muted">
            by <span className="text-ink">{location.user.name}</span> @{location.user.username}
          </span>
        </div>
      )}
    </li>
  );
}
