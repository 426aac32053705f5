import { expect } from 'vitest';
import type { TestApp } from './app.js';

const results = (body: string) => body.slice(body.indexOf('"results":'));

/**
 * A list's first page, which its own prepared statement reads (the hot path), must answer the
 * same bytes as the same list read by the general query: `filtered` is the same list with a
 * filter that narrows nothing. Both are presented by the one presenter and serialized by the
 * route's response schema; this holds the two reads to the same rows, order and count.
 */
export async function expectFirstPageLikeFiltered(
  app: TestApp,
  headers: Record<string, string> | undefined,
  urls: { first: string; filtered: string },
): Promise<void> {
  const first = await app.inject({ method: 'GET', url: urls.first, headers });
  const filtered = await app.inject({ method: 'GET', url: urls.filtered, headers });
  expect(first.statusCode).toBe(200);
  expect(filtered.statusCode).toBe(200);
  expect(first.headers['content-type']).toBe(filtered.headers['content-type']);
  expect(results(first.body)).toBe(results(filtered.body));
  expect(first.json<{ count: number }>().count).toBe(filtered.json<{ count: number }>().count);
}
