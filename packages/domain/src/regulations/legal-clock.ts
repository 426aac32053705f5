import { clockMinutes } from '../sun-clock.js';
import { sunTimes } from '../sun.js';
import { DEFAULT_SHOOTING_MINUTES } from './constants.js';

const MINUTE_MS = 60_000;

/** How long before sunrise shooting opens and after sunset it closes (the regulations' rule). */
export interface ShootingRule {
  before_sunrise_minutes: number;
  after_sunset_minutes: number;
}

export const FRAMEWORK_SHOOTING_RULE: ShootingRule = {
  before_sunrise_minutes: DEFAULT_SHOOTING_MINUTES.beforeSunrise,
  after_sunset_minutes: DEFAULT_SHOOTING_MINUTES.afterSunset,
};

export interface LegalWindow {
  opens: Date;
  closes: Date;
}

/** Legal shooting time of a place's calendar day; null where the Sun does not rise or set. */
export function legalWindow(
  isoDate: string,
  latitude: number,
  longitude: number,
  rule: ShootingRule = FRAMEWORK_SHOOTING_RULE,
): LegalWindow | null {
  const sun = sunTimes(isoDate, latitude, longitude);
  if (!sun?.sunrise || !sun.sunset) return null;
  return {
    opens: new Date(sun.sunrise.getTime() - rule.before_sunrise_minutes * MINUTE_MS),
    closes: new Date(sun.sunset.getTime() + rule.after_sunset_minutes * MINUTE_MS),
  };
}

export type LegalClock =
  | { phase: 'before'; window: LegalWindow; minutesToOpen: number }
  | { phase: 'open'; window: LegalWindow; minutesLeft: number }
  | { phase: 'after'; window: LegalWindow };

/** Where an instant falls in the day's legal window; minutes rounded up, as a countdown reads. */
export function legalClock(now: Date, window: LegalWindow): LegalClock {
  const time = now.getTime();
  if (time < window.opens.getTime()) {
    return {
      phase: 'before',
      window,
      minutesToOpen: Math.ceil((window.opens.getTime() - time) / MINUTE_MS),
    };
  }
  if (time < window.closes.getTime()) {
    return {
      phase: 'open',
      window,
      minutesLeft: Math.ceil((window.closes.getTime() - time) / MINUTE_MS),
    };
  }
  return { phase: 'after', window };
}

/** "12 min", "1 h 5 min", "3 h". */
export function formatCountdown(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** An instant as the place's own clock shows it: "4:58 PM". */
export function formatPlaceTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    instant,
  );
}

/** The place's calendar day at an instant, YYYY-MM-DD. */
export function placeDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(instant);
}

/** Minutes since the place's midnight at an instant. */
export function placeClockMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** "Shooting opens in 12 min", "Legal until 4:58 PM", "Shooting closed at 4:58 PM". */
export function legalClockText(clock: LegalClock, timeZone: string): string {
  switch (clock.phase) {
    case 'before':
      return `Shooting opens in ${formatCountdown(clock.minutesToOpen)}`;
    case 'open':
      return `Legal until ${formatPlaceTime(clock.window.closes, timeZone)}`;
    case 'after':
      return `Shooting closed at ${formatPlaceTime(clock.window.closes, timeZone)}`;
  }
}

/**
 * True when a harvest time ("06:10", the place's clock) falls outside the day's legal window;
 * false without a time. Compared on the place's clock, to the minute.
 */
export function harvestOutsideLegalHours(
  harvestedAt: string | null,
  window: LegalWindow,
  timeZone: string,
): boolean {
  const minutes = harvestedAt ? clockMinutes(harvestedAt) : null;
  if (minutes === null) return false;
  return (
    minutes < placeClockMinutes(window.opens, timeZone) ||
    minutes > placeClockMinutes(window.closes, timeZone)
  );
}
