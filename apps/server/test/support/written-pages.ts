import { expect } from 'vitest';
import type { TestApp } from './app.js';

const results = (body: string) => body.slice(body.indexOf('"results":'));

/**
 * A page the database writes (its JSON text sent as is) must answer the same bytes as the same
 * page presented in JavaScript and serialized through the response schema: `presented` is the
 * same list with a filter that narrows nothing, which takes the presented path.
 */
export async function expectWrittenLikePresented(
  app: TestApp,
  headers: Record<string, string> | undefined,
  urls: { written: string; presented: string },
): Promise<void> {
  const written = await app.inject({ method: 'GET', url: urls.written, headers });
  const presented = await app.inject({ method: 'GET', url: urls.presented, headers });
  expect(written.statusCode).toBe(200);
  expect(presented.statusCode).toBe(200);
  expect(written.headers['content-type']).toBe(presented.headers['content-type']);
  expect(results(written.body)).toBe(results(presented.body));
  expect(written.json<{ count: number }>().count).toBe(presented.json<{ count: number }>().count);
}
