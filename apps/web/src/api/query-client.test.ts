import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('query client', () => {
  it('keeps answers fresh 5 min and cached 10 min (seed 000 section 9)', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(600_000);
  });

  it('retries a failing query twice', () => {
    const serverDown = new ApiError(503, 'Service unavailable');
    expect([0, 1, 2].map((failures) => shouldRetryQuery(failures, serverDown))).toEqual([
      true,
      true,
      false,
    ]);
    expect(shouldRetryQuery(0, new ApiError(0, 'Network error'))).toBe(true);
  });

  it('does not retry answers that would be the same, such as 401, 403 or 404', () => {
    for (const status of [400, 401, 403, 404, 409]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'No'))).toBe(false);
    }
    expect(shouldRetryQuery(0, new ApiError(429, 'Slow down'))).toBe(true);
  });
});
