import { MAP_ERROR_STATUSES, MAP_RATE_LIMIT } from './map-constants.js';

/** Whether a failed map request counts toward the rate limit (seed 001 section 8). */
export function isMapNetworkError(failure: { status?: number; message?: string }): boolean {
  if (failure.status !== undefined && failure.status !== 0) {
    return MAP_ERROR_STATUSES.includes(failure.status);
  }
  // No status: the connection itself failed ('Failed to fetch' and its kin).
  return true;
}

/**
 * The map's tile rate limit: 10 network errors within 60 s lock tile requests for 60 s, after
 * which the count starts again from zero (seed 001 sections 4 and 9). Time is passed in, so the
 * rule is testable without a clock.
 */
export class MapRateLimiter {
  private failures: number[] = [];
  private lockedUntil = 0;

  constructor(private readonly limits: typeof MAP_RATE_LIMIT = MAP_RATE_LIMIT) {}

  /** Records a network error at `now` (ms); returns whether tile requests are now locked. */
  recordFailure(now: number): boolean {
    if (this.isLimited(now)) return true;
    this.failures = this.failures.filter((at) => now - at < this.limits.windowMs);
    this.failures.push(now);
    if (this.failures.length >= this.limits.maxErrors) {
      this.lockedUntil = now + this.limits.lockMs;
      this.failures = [];
      return true;
    }
    return false;
  }

  isLimited(now: number): boolean {
    return now < this.lockedUntil;
  }

  /** Errors counted in the current window. */
  recentFailures(now: number): number {
    return this.failures.filter((at) => now - at < this.limits.windowMs).length;
  }
}
