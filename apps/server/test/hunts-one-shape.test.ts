import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Hunt } from '@marshlog/domain';
import { createTestApp, type TestApp } from './support/app.js';
import { testBackend } from './support/database.js';
import { expectFirstPageLikeFiltered } from './support/first-pages.js';
import { logHuntsOfEveryShape, type HuntShapes } from './support/hunt-shapes.js';

/**
 * A hunt's JSON comes one way (issue 26): rows read by SQL, presented by the one presenter,
 * serialized by the route's declared response schema. POST, GET detail, the list's first page
 * (its own prepared statement), page 2 and filtered lists must answer the same bytes for the same
 * hunt and viewer, for hunts of every shape, and the same 404s.
 */
describe(`hunt answers of one shape on ${testBackend}`, () => {
  let app: TestApp;
  let shapes: HuntShapes;

  beforeAll(async () => {
    app = await createTestApp();
    shapes = await logHuntsOfEveryShape(app, 'shape');
  });
  afterAll(() => app.close());
  // Photo URLs carry their expiry: every answer compared is signed at the same moment.
  afterEach(() => vi.useRealTimers());

  const viewers = [
    ['the owner', () => shapes.dee],
    ['a friend', () => shapes.eli],
    ['a stranger', () => shapes.fay],
    ['a blocked hunter', () => shapes.gil],
    ['a visitor', () => undefined],
  ] as const;

  const get = (url: string, headers?: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers });
  const listed = async (url: string, headers?: Record<string, string>) => {
    const response = await get(url, headers);
    expect(response.statusCode, url).toBe(200);
    return response.json<{ count: number; results: Hunt[] }>();
  };

  it.each(viewers)('answers %s each hunt alike in detail and every list', async (_who, hunter) => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 0, 1) });
    const headers = hunter()?.headers;
    const pageSize = 5;
    const lists = [
      '/api/hunts/',
      `/api/hunts/?page_size=${pageSize}`,
      `/api/hunts/?page_size=${pageSize}&page=2`,
      '/api/hunts/?start_date=1900-01-01',
      '/api/hunts/?ordering=-total_birds',
      '/api/hunts/?scope=friends',
    ];
    const answers = new Map<number, string>();
    for (const list of lists) {
      for (const hunt of (await listed(list, headers)).results) {
        const text = JSON.stringify(hunt);
        expect(answers.get(hunt.id) ?? text, `hunt ${hunt.id} in ${list}`).toBe(text);
        answers.set(hunt.id, text);
      }
    }
    let seen = 0;
    const missing = Math.max(...shapes.huntIds) + 1000;
    for (const id of [...shapes.huntIds, missing]) {
      const detail = await get(`/api/hunts/${id}/`, headers);
      const listedText = answers.get(id);
      if (listedText === undefined) {
        expect(detail.statusCode, `hunt ${id}`).toBe(404);
        expect(detail.json(), `hunt ${id}`).toMatchObject({ detail: 'Not found.' });
        continue;
      }
      expect(detail.statusCode, `hunt ${id}`).toBe(200);
      expect(detail.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(detail.body, `hunt ${id}`).toBe(listedText);
      seen += 1;
    }
    expect(seen).toBeGreaterThan(pageSize);
  });

  it.each(viewers)('answers %s the first page as the filtered list', async (_who, hunter) => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 0, 1) });
    const headers = hunter()?.headers;
    for (const query of ['', 'scope=mine', 'scope=friends', 'ordering=date_of_hunt']) {
      await expectFirstPageLikeFiltered(app, headers, {
        first: `/api/hunts/?${query}`,
        // A filter that narrows nothing takes the general query.
        filtered: `/api/hunts/?${query}&start_date=1900-01-01`,
      });
    }
  });

  it('answers a new hunt as its detail answers it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 0, 1) });
    const { dee } = shapes;
    const created = await app.inject({
      method: 'POST',
      url: '/api/hunts/',
      headers: dee.headers,
      payload: {
        date_of_hunt: '2024-12-01',
        latitude: 39.31,
        longitude: -121.79,
        privacy_level: 'public',
        notes: 'Opener "north" blind',
        weather: { humidity: 70, moon_phase: 'Full' },
        birds: [{ species: 'mallard', gender: 'hen', quantity: 2, harvested_at: '07:05' }],
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<Hunt>();
    expect((await get(`/api/hunts/${id}/`, dee.headers)).body).toBe(created.body);
  });

  it('reads stored values that miss their schema as the declared shape says', async () => {
    const hunts = (await listed('/api/hunts/?page_size=100', shapes.dee.headers)).results;
    // Weather stored past the API's validation reads as none, never a 500.
    expect(hunts.filter((hunt) => hunt.weather === null).length).toBeGreaterThan(5);
    const birds = hunts.flatMap((hunt) => hunt.birds);
    // A species the catalogue no longer lists keeps its name and has no category.
    expect(birds.find((bird) => bird.species === "dodo's")).toMatchObject({
      species_display: "dodo's",
      category: null,
    });
    // A time stored with seconds is shown to the minute.
    expect(birds.map((bird) => bird.harvested_at)).toContain('05:01');
  });

  it('shows each viewer the hunts the single-item policy lets them see', async () => {
    const counts = await Promise.all(
      viewers.map(async ([, hunter]) => {
        let shown = 0;
        for (const id of shapes.huntIds) {
          const response = await get(`/api/hunts/${id}/`, hunter()?.headers);
          if (response.statusCode === 200) shown += 1;
        }
        return shown;
      }),
    );
    const total = shapes.huntIds.length;
    // Dee and her friend Eli see each other's friends-only hunts; only Dee her private one.
    expect(counts).toEqual([total, total - 1, total - 3, total - 3, total - 3]);
  });

  it('answers a hunt with photos with its photos, signed for the viewer', async () => {
    const pages = await Promise.all(
      shapes.huntIds.map((id) => get(`/api/hunts/${id}/`, shapes.fay.headers)),
    );
    const withPhotos = pages
      .filter((page) => page.statusCode === 200)
      .map((page) => page.json<{ photos: unknown[] }>())
      .filter((hunt) => hunt.photos.length > 0);
    expect(withPhotos.map((hunt) => hunt.photos.length)).toEqual([2]);
  });
});
