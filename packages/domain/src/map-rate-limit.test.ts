import { describe, expect, it } from 'vitest';
import { isMapNetworkError, MapRateLimiter } from './map-rate-limit.js';

describe('map rate limit (seed 001 sections 4, 8 and 9)', () => {
  it('locks tile requests for 60 s after 10 errors within 60 s, then counts from zero', () => {
    const limiter = new MapRateLimiter();
    for (let index = 0; index < 9; index += 1)
      expect(limiter.recordFailure(index * 1000)).toBe(false);
    expect(limiter.isLimited(9000)).toBe(false);
    expect(limiter.recordFailure(9000)).toBe(true);
    expect(limiter.isLimited(68_999)).toBe(true);
    expect(limiter.isLimited(69_000)).toBe(false);
    expect(limiter.recentFailures(69_000)).toBe(0);
    expect(limiter.recordFailure(69_000)).toBe(false);
  });

  it('forgets errors older than the 60 s window', () => {
    const limiter = new MapRateLimiter();
    for (let index = 0; index < 9; index += 1) limiter.recordFailure(index);
    expect(limiter.recordFailure(70_000)).toBe(false);
    expect(limiter.recentFailures(70_000)).toBe(1);
  });

  it('counts connection failures and statuses 403, 404, 500, 502, 503, 504 only', () => {
    expect(isMapNetworkError({ message: 'Failed to fetch' })).toBe(true);
    for (const status of [403, 404, 500, 502, 503, 504]) {
      expect(isMapNetworkError({ status })).toBe(true);
    }
    expect(isMapNetworkError({ status: 400 })).toBe(false);
    expect(isMapNetworkError({ status: 429 })).toBe(false);
  });
});
