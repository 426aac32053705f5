import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { huntListFirstPage } from '../src/modules/hunts/first-page.js';
import { createStorage } from '../src/platform/storage/index.js';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { logHuntsOfEveryShape } from './support/hunt-shapes.js';
import type { Hunter } from './support/users.js';
import { expectWrittenLikePresented } from './support/written-pages.js';

/**
 * The hunt list's first page is written by the database (modules/hunts/hunt-json.ts, with photos
 * put in by first-page.ts); every other page is presented in JavaScript and serialized through
 * the response schema. The two must answer the same bytes for every viewer, stored data that
 * misses its schema included.
 */
describe(`hunt list first page written by the database on ${testBackend}`, () => {
  /** The app's own secret, so photo URLs signed outside it carry its signatures. */
  const serverSecret = 'first-page-test-secret-0123456789abcdef0123456789';
  let app: TestApp;
  let dee: Hunter;
  let eli: Hunter;
  let fay: Hunter;
  let gil: Hunter;

  beforeAll(async () => {
    app = await createTestApp({ jwtSecret: serverSecret });
    ({ dee, eli, fay, gil } = await logHuntsOfEveryShape(app, 'list'));
  });
  afterAll(() => app.close());
  afterEach(() => vi.useRealTimers());

  const results = (body: string) => body.slice(body.indexOf('"results":'));

  const viewers = [
    ['the owner', () => dee],
    ['a friend', () => eli],
    ['a stranger', () => fay],
    ['a blocked hunter', () => gil],
    ['a visitor', () => undefined],
  ] as const;

  it.each(viewers)('answers %s the same bytes as the presented page', async (_who, hunter) => {
    // Photo URLs carry their expiry: both pages are signed at the same moment.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 0, 1) });
    const headers = hunter()?.headers;
    for (const query of [
      '',
      'scope=mine',
      'scope=friends',
      'ordering=date_of_hunt',
      'ordering=-total_birds',
    ]) {
      await expectWrittenLikePresented(app, headers, {
        written: `/api/hunts/?${query}`,
        // A filter that narrows nothing takes the presented path.
        presented: `/api/hunts/?${query}&start_date=1900-01-01`,
      });
    }
  });

  it.each(viewers)('writes the page for %s in the database', async (_who, hunter) => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 0, 1) });
    const viewer = hunter();
    const storage = createStorage(app.config, serverSecret);
    const page = await huntListFirstPage(
      { db: app.db, storage },
      viewer?.user.id ?? null,
      'all',
      '-date_of_hunt',
    );
    const presented = await app.inject({
      method: 'GET',
      url: '/api/hunts/?start_date=1900-01-01',
      headers: viewer?.headers,
    });
    expect(`"results":[${page.hunts.join(',')}]}`).toBe(results(presented.body));
    expect(page.count).toBe(presented.json<{ count: number }>().count);
    expect(page.hunts.length).toBeGreaterThan(3);
    const shown = JSON.parse(`[${page.hunts.join(',')}]`) as {
      photos: unknown[];
      weather: unknown;
      location: unknown;
    }[];
    expect(shown.some((hunt) => hunt.photos.length === 2)).toBe(true);
    expect(shown.some((hunt) => hunt.weather !== null)).toBe(true);
    expect(shown.some((hunt) => hunt.location !== null)).toBe(true);
  });
});
