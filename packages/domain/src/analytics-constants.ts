/**
 * Analytics of seed 000 (Analytics screen, Feed statistics, section 9's formulas, freshness and
 * top-N constants): pure rules, no zod, so the lazily loaded tab and the server use them freely.
 */

export const ANALYTICS_PERIODS = ['week', 'month', 'year'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 'month';

/** A period's days, counted back from today (today included) in the hunter's time zone. */
export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number> = {
  week: 7,
  month: 30,
  year: 365,
};
/** "This week" and "this month" of the tiles and the weekly change: the last 7 and 30 days. */
export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;

export const ACTIVITY_BREAKDOWN_TOP = 6;
export const COMMUNITY_TRENDS_TOP = 3;
export const PRODUCTIVE_PLACES_TOP = 5;
/** Months of the birds-per-hunt chart, counted back from the newest hunt. */
export const HARVEST_MONTHS = 24;

const MINUTE_MS = 60 * 1000;
export const INSIGHTS_FRESH_MS = 5 * MINUTE_MS;
export const FRIEND_COMPARISON_FRESH_MS = 15 * MINUTE_MS;
export const COMMUNITY_TRENDS_FRESH_MS = 30 * MINUTE_MS;
/** Harvest insights change only when a hunt does; as fresh as the insights. */
export const HARVEST_INSIGHTS_FRESH_MS = INSIGHTS_FRESH_MS;

export const FRIEND_COMPARISONS = ['above_average', 'below_average', 'average'] as const;
export type FriendComparison = (typeof FRIEND_COMPARISONS)[number];

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Wind bands in mph, edges of the hunting rating (seed 000 section 9): [from, below). */
export const WIND_BANDS = [
  { band: '0-5 mph', from: 0, below: 5 },
  { band: '5-10 mph', from: 5, below: 10 },
  { band: '10-15 mph', from: 10, below: 15 },
  { band: '15+ mph', from: 15, below: null },
] as const;
/** Temperature bands in °F, edges of the hunting rating: [from, below). */
export const TEMPERATURE_BANDS = [
  { band: 'Below 25°F', from: null, below: 25 },
  { band: '25-45°F', from: 25, below: 45 },
  { band: '45-55°F', from: 45, below: 55 },
  { band: '55-65°F', from: 55, below: 65 },
  { band: '65°F and up', from: 65, below: null },
] as const;

export const ANALYTICS_MESSAGES = {
  periodInvalid: 'period must be one of week, month, year',
  timeZoneInvalid: 'tz must be an IANA time zone such as America/Chicago',
} as const;

/** User-visible text of the Analytics tab (seed 000 section 2). */
export const ANALYTICS_TEXTS = {
  tab: 'Analytics',
  signIn: 'Sign in to view analytics',
  signInAction: 'Sign in',
  periodLabel: 'Period',
  periods: { week: 'Week', month: 'Month', year: 'Year' } satisfies Record<AnalyticsPeriod, string>,
  totalActivities: 'Total Activities',
  /** Whose and which activities Total Activities counts, by period (issue 29 item 6). */
  totalIn: {
    week: 'Your activities, last 7 days',
    month: 'Your activities, last 30 days',
    year: 'Your activities, last 365 days',
  },
  thisWeek: 'This Week',
  activityStreak: 'Activity Streak',
  mostActiveDay: 'Most Active Day',
  noDay: 'None yet',
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  vsMonthlyPace: 'vs. monthly pace',
  overview: 'Overview',
  breakdown: 'Breakdown',
  social: 'Social',
  trends: 'Trends',
  activityBreakdown: 'Activity breakdown',
  privacyBreakdown: 'Privacy breakdown',
  friendComparison: 'Friend comparison',
  communityTrends: 'Community trends',
  noActivity: 'No activity in this period yet',
  noFriends: 'Add friends to compare your activity',
  noPublicActivity: 'No public activity yet',
  yourActivity: 'Your activities',
  friendAverage: 'Friends average',
  friendCount: 'Friends',
  comparison: {
    above_average: 'Above your friends’ average',
    below_average: 'Below your friends’ average',
    average: 'Level with your friends’ average',
  } satisfies Record<FriendComparison, string>,
  totalPublic: 'Public activities',
  publicThisWeek: 'This week',
  activeHunters: 'Active hunters',
  popularTypes: 'Most popular activity types',
  harvest: 'Harvest insights',
  season: 'Season',
  seasonBirds: 'Birds',
  seasonHunts: 'Hunts',
  successRate: 'Hunts with birds',
  birdsPerHunt: 'Birds per hunt',
  byCategory: 'Birds by category',
  bySpecies: 'Birds by species',
  overTime: 'Birds per hunt over time',
  productivePlaces: 'Most productive saved places',
  byWind: 'Birds by wind',
  byTemperature: 'Birds by temperature',
  noHunts: 'No hunts logged yet. Log a hunt to see your harvest insights.',
  noPlaces: 'No hunts at saved places yet',
  placeFigures: (birds: number, hunts: number, perHunt: number) =>
    `${birds} ${birds === 1 ? 'bird' : 'birds'} · ${hunts} ${hunts === 1 ? 'hunt' : 'hunts'} · ${perHunt} per hunt`,
  noWeather: 'No hunts with recorded weather yet',
  loadFailed: 'Failed to load analytics',
  tryAgain: 'Try Again',
  loading: 'Loading analytics…',
} as const;

/**
 * Weekly change percent of seed 000 section 9: (4 x this week / this month - 1) x 100, rounded to
 * a whole percent. No activity this month has no change: 0, never a division by zero.
 */
export function weeklyChangePercent(thisWeek: number, thisMonth: number): number {
  if (thisMonth <= 0) return 0;
  return Math.round(((4 * thisWeek) / thisMonth - 1) * 100);
}

/** Friend comparison bar of seed 000 section 9: min(100, yours / max(average, 1) x 50), in percent. */
export function friendBarPercent(yours: number, average: number): number {
  return Math.min(100, (yours / Math.max(average, 1)) * 50);
}

/** Where the hunter stands against their friends' average. */
export function friendComparison(yours: number, average: number): FriendComparison {
  if (yours > average) return 'above_average';
  if (yours < average) return 'below_average';
  return 'average';
}

/** The YYYY-MM-DD calendar date of an instant in an IANA time zone. */
export function localDate(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Whether this runtime knows the IANA time zone (e.g. "America/Chicago", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** The YYYY-MM-DD date `days` days after (negative: before) a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Consecutive days with activity ending today, from the hunter's local activity dates. A day
 * without activity yet today does not break the streak until it is over: it then ends yesterday.
 */
export function activityStreak(activeDates: Iterable<string>, today: string): number {
  const days = new Set(activeDates);
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/**
 * The weekday with the most activity from counts by ISO weekday (1 Monday … 7 Sunday); ties go to
 * the earlier day of the week; null with no activity.
 */
export function mostActiveDay(countsByIsoWeekday: ReadonlyMap<number, number>): Weekday | null {
  let best: Weekday | null = null;
  let bestCount = 0;
  WEEKDAYS.forEach((weekday, index) => {
    const count = countsByIsoWeekday.get(index + 1) ?? 0;
    if (count > bestCount) {
      best = weekday;
      bestCount = count;
    }
  });
  return best;
}

/** A share in percent with one decimal; 0 when there is nothing to share. */
export function sharePercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** A ratio with two decimals; 0 when the divisor is 0. */
export function ratio(numerator: number, denominator: number): number {
  if (denominator <= 0) return 0;
  return Math.round((numerator / denominator) * 100) / 100;
}
