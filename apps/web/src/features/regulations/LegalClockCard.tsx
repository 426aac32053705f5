import {
  FRAMEWORK_SHOOTING_RULE,
  formatPlaceTime,
  legalClock,
  legalClockText,
  legalWindow,
  placeDate,
  type ShootingRule,
} from '@marshlog/domain';
import { cx } from '../../ui';
import { useMyRegulations } from './api';
import { useNow } from './use-now';
import { usePlaceTimeZone } from './use-place-time-zone';

/** The hunter's own shooting rule when their regulations are known, else the framework's general rule. */
export function useShootingRule(): { rule: ShootingRule; own: boolean } {
  const regulations = useMyRegulations();
  const set = regulations.data?.regulations;
  return set
    ? { rule: set.shooting_hours, own: true }
    : { rule: FRAMEWORK_SHOOTING_RULE, own: false };
}

/**
 * Legal shooting time at a place on a day, on the place's own clock: a live countdown on the
 * place's today ("Shooting opens in 12 min", "Legal until 4:58 PM"), the hours on another day.
 */
export function LegalClockCard({
  date,
  latitude,
  longitude,
  className,
}: {
  date: string | null;
  latitude: number | null;
  longitude: number | null;
  className?: string;
}) {
  const now = useNow(15_000);
  const timeZone = usePlaceTimeZone(latitude, longitude);
  const { rule, own } = useShootingRule();
  if (latitude === null || longitude === null || date === null) {
    return (
      <p className={cx('text-sm text-ink-faint', className)}>
        Place the hunt to see its legal shooting time.
      </p>
    );
  }
  if (!timeZone.data) {
    return timeZone.isPending ? null : (
      <p className={cx('text-sm text-ink-faint', className)}>
        No legal shooting time for this place.
      </p>
    );
  }
  const zone = timeZone.data;
  const window = legalWindow(date, latitude, longitude, rule);
  if (!window) {
    return (
      <p className={cx('text-sm text-ink-faint', className)}>
        The sun does not rise or set here that day.
      </p>
    );
  }
  const isToday = placeDate(now, zone) === date;
  return (
    <div
      className={cx('rounded-lg border border-line bg-canvas/60 px-3 py-2', className)}
      data-testid="legal-clock"
    >
      <p className="font-semibold text-ink" role="status" data-testid="legal-clock-text">
        {isToday
          ? legalClockText(legalClock(now, window), zone)
          : `Legal ${formatPlaceTime(window.opens, zone)} to ${formatPlaceTime(window.closes, zone)}`}
      </p>
      <p className="text-xs text-ink-faint">
        {isToday ? `Now ${formatPlaceTime(now, zone)} · ` : ''}
        {formatPlaceTime(window.opens, zone)} to {formatPlaceTime(window.closes, zone)},{' '}
        {zone.replace(/_/g, ' ')} · {own ? 'your regulations' : 'federal general rule'}
      </p>
    </div>
  );
}
